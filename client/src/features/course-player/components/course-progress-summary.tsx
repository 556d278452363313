import { Award } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { Progress } from "@/components/ui/progress";
import { formatPercent } from "@/lib/format";

export interface CourseProgressFigures {
  /** 0-100 as the server computed it. */
  percent: number;
  /** Unknown until the learner's progress has loaded. */
  completed?: number;
  total: number;
}

/** The enrolled learner's progress bar with the percentage and the completed chapter count. */
export function CourseProgressSummary({ percent, completed, total }: CourseProgressFigures) {
  const { t } = useTranslation("player");
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const status = value >= 100 ? t("progress.completed") : value > 0 ? t("progress.inProgress") : t("progress.notStarted");
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{t("progress.title")}</span>
        <span className="text-lg font-bold tabular-nums" data-testid="text-progress-percent">
          {formatPercent(value, 0)}
        </span>
      </div>
      <Progress
        value={value}
        aria-label={t("progress.bar")}
        aria-valuetext={t("progress.complete", { percent: formatPercent(value, 0) })}
        data-testid="progress-course"
      />
      <p className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        {completed !== undefined && (
          <span data-testid="text-progress-chapters">{t("progress.chapters", { done: completed, n: total })}</span>
        )}
        <span className="ml-auto" data-testid="text-progress-status">
          {status}
        </span>
      </p>
      {value >= 100 && (
        <Link
          href="/personal/certificates"
          className="flex items-center gap-2 rounded-md bg-success/10 px-3 py-2 text-sm font-medium text-green-800 transition-colors hover:bg-success/15 dark:text-green-300"
          data-testid="link-certificate"
        >
          <Award className="h-4 w-4" aria-hidden />
          {t("progress.certificate")}
        </Link>
      )}
    </div>
  );
}

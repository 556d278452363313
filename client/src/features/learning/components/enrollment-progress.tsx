import { useTranslation } from "@/i18n/react";
import { Progress } from "@/components/ui/progress";
import { formatPercent } from "@/lib/format";
import { cn } from "@/lib/utils";
import { progressPercent } from "../api/enrollment-status";

/** "Progress 40%" with its bar; the bar carries aria-valuenow for assistive technology and tests. */
export function EnrollmentProgress({ courseId, progress, className }: { courseId: number; progress: number; className?: string }) {
  const { t } = useTranslation("learning");
  const percent = progressPercent(progress);
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground" id={`progress-label-${courseId}`}>
          {t("progress")}
        </span>{" "}
        {/* The space: read together, the label and the figure are two words ("Fortschritt 33 %"). */}
        <span className="font-medium tabular-nums" data-testid={`text-progress-${courseId}`}>
          {formatPercent(percent, 0)}
        </span>
      </div>
      <Progress value={percent} aria-labelledby={`progress-label-${courseId}`} data-testid={`progress-${courseId}`} />
    </div>
  );
}

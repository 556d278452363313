import type { ReactNode } from "react";
import { CheckCircle2, Undo2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Chapter } from "@shared/schemas/courses";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatClock } from "@/lib/format";

/** The chapter on the player: its title, description and guidelines, and the learner's actions. */
export function CurrentLessonCard({ chapter, actions }: { chapter: Chapter; actions?: ReactNode }) {
  const { t } = useTranslation("player");
  return (
    <Card data-testid="card-lesson">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0 pb-2">
        <div className="min-w-0 space-y-1.5">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t("lesson.current", { time: formatClock(chapter.duration ?? 0) })}
          </p>
          <CardTitle className="text-xl" data-testid="text-lesson-title">
            {chapter.title}
          </CardTitle>
        </div>
        {actions}
      </CardHeader>
      <CardContent className="space-y-4 pt-2">
        {chapter.description ? (
          <p className="whitespace-pre-line text-sm leading-relaxed text-muted-foreground" data-testid="text-lesson-description">
            {chapter.description}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t("lesson.noDescription")}</p>
        )}
        {chapter.guidelines && (
          <div className="rounded-lg border bg-muted/30 p-4" data-testid="text-lesson-guidelines">
            <h3 className="mb-1 text-sm font-semibold">{t("lesson.guidelines")}</h3>
            <p className="whitespace-pre-line text-sm text-muted-foreground">{chapter.guidelines}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Mark complete / Mark incomplete for the chapter on the player. */
export function MarkCompleteButton({
  completed,
  pending,
  onToggle,
}: {
  completed: boolean;
  pending: boolean;
  onToggle: (complete: boolean) => void;
}) {
  const { t } = useTranslation("player");
  return (
    <Button
      variant={completed ? "outline" : "default"}
      size="sm"
      onClick={() => onToggle(!completed)}
      disabled={pending}
      data-testid="button-mark-complete"
    >
      {pending ? (
        <Spinner className="h-4 w-4 text-current" label={t("lesson.savingProgress")} />
      ) : completed ? (
        <Undo2 aria-hidden />
      ) : (
        <CheckCircle2 aria-hidden />
      )}
      {completed ? t("lesson.markIncomplete") : t("lesson.markComplete")}
    </Button>
  );
}

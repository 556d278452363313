import { useTranslation } from "@/i18n/react";
import type { useCoursePlayback } from "../hooks/use-course-playback";
import { MarkCompleteButton } from "./current-lesson-card";

/**
 * How an enrolled learner completes the open chapter. A chapter with a quiz completes when the quiz is
 * passed (docs/product-rules.md §12), not by a click; once passed, the learner may untick and tick it
 * again like any chapter.
 */
export function LessonCompletion({ enrolled, playback }: { enrolled: boolean; playback: ReturnType<typeof useCoursePlayback> }) {
  const { t } = useTranslation("player");
  const { progress, selected, completedIds } = playback;
  if (!enrolled || !progress || !selected || selected.locked) return null;
  const quizDecides = selected.hasQuiz && !selected.quizPassed && !completedIds.has(selected.id);
  if (quizDecides)
    return (
      <p className="text-sm text-muted-foreground" data-testid="text-pass-quiz-to-complete">
        {t("page.passQuizToComplete")}
      </p>
    );
  return (
    <MarkCompleteButton
      completed={completedIds.has(selected.id)}
      pending={playback.completionPending}
      onToggle={(complete) => playback.setCompleted(selected, complete)}
    />
  );
}

import { PlayCircle } from "lucide-react";
import type { Course } from "@shared/schemas/courses";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { useEnrollAction } from "@/features/catalog";

/** Where the learner stands: before the first chapter, midway, or every chapter done. */
export type CourseStage = "new" | "started" | "finished";

interface CourseActionButtonProps {
  course: Course;
  enrolled: boolean;
  /** Whether the learner is enrolled is still being asked. */
  checking: boolean;
  stage: CourseStage;
  onStart: () => void;
  /** The page's one enrollment, shared with the player's Enroll button. */
  enrollAction: ReturnType<typeof useEnrollAction>;
}

/** The header's main button: Enroll Now, else Start, Continue or Review Course. */
export function CourseActionButton({ course, enrolled, checking, stage, onStart, enrollAction }: CourseActionButtonProps) {
  const { t } = useTranslation("player");
  const { enroll, pendingCourseId } = enrollAction;
  if (checking)
    return (
      <Button size="lg" disabled data-testid="button-course-action">
        <Spinner className="h-4 w-4 text-current" label={t("page.checkingEnrollment")} />
      </Button>
    );
  if (enrolled)
    return (
      <Button onClick={onStart} size="lg" data-testid="button-course-action">
        <PlayCircle aria-hidden />
        {stage === "finished" ? t("page.reviewCourse") : stage === "started" ? t("page.continueCourse") : t("page.startCourse")}
      </Button>
    );
  return (
    <Button onClick={() => enroll(course)} disabled={pendingCourseId === course.id} size="lg" data-testid="button-course-action">
      {pendingCourseId === course.id && <Spinner className="h-4 w-4 text-current" label={t("page.enrolling")} />}
      {t("page.enrollNow")}
    </Button>
  );
}

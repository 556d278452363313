import { useTranslation } from "@/i18n/react";
import type { Course } from "@shared/schemas/courses";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { useDeleteCourse, useSetCoursePublished } from "../api/course-mutations";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

interface DeleteCourseDialogProps {
  /** The course to delete; the prompt is open while set. */
  course: Course | null;
  onClose: () => void;
  onDeleted?: (id: number) => void;
}

/**
 * Confirmation, then DELETE. A course with students cannot be deleted (the server answers 409),
 * so for one the dialog says so and offers Unpublish instead of promising a deletion.
 */
export function DeleteCourseDialog({ course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const { t } = useTranslation("admin");
  const deleteCourse = useDeleteCourse({ onDeleted });
  if (course && course.studentsCount > 0) return <HasStudentsDialog course={course} onClose={onClose} />;
  return (
    <ConfirmDeleteDialog
      open={course !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("deleteCourse.title")}
      description={course ? t("deleteCourse.description", { title: course.title }) : ""}
      onConfirm={() => {
        if (course) deleteCourse.mutate(course.id);
      }}
    />
  );
}

function HasStudentsDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const publish = useSetCoursePublished();
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent data-testid="dialog-course-has-students">
        <AlertDialogHeader>
          <AlertDialogTitle>{t("deleteCourse.hasStudents.title")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("deleteCourse.hasStudents.description", { title: course.title, n: course.studentsCount })}{" "}
            {course.isPublished ? t("deleteCourse.hasStudents.unpublishInstead") : t("deleteCourse.hasStudents.alreadyDraft")}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel data-testid="button-cancel-delete">
            {course.isPublished ? t("actions.cancel") : t("actions.close")}
          </AlertDialogCancel>
          {course.isPublished && (
            <AlertDialogAction onClick={() => publish.mutate({ id: course.id, isPublished: false })} data-testid="button-unpublish-instead">
              {t("deleteCourse.hasStudents.unpublish")}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

import type { Course } from "@shared/schemas/courses";
import { useDeleteCourse } from "../api/course-mutations";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

interface DeleteCourseDialogProps {
  /** The course to delete; the prompt is open while set. */
  course: Course | null;
  onClose: () => void;
  onDeleted?: (id: number) => void;
}

/** Confirmation, then DELETE; a course with students answers 409 and its message is shown. */
export function DeleteCourseDialog({ course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const deleteCourse = useDeleteCourse({ onDeleted });
  return (
    <ConfirmDeleteDialog
      open={course !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete course?"
      description={
        course
          ? `Are you sure you want to delete "${course.title}"? Its sections, chapters, guidelines and uploaded files are removed. This action cannot be undone.`
          : ""
      }
      onConfirm={() => {
        if (course) deleteCourse.mutate(course.id);
      }}
    />
  );
}

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

const students = (n: number) => `${n} ${n === 1 ? "student" : "students"}`;

/**
 * Confirmation, then DELETE. A course with students cannot be deleted (the server answers 409),
 * so for one the dialog says so and offers Unpublish instead of promising a deletion.
 */
export function DeleteCourseDialog({ course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const deleteCourse = useDeleteCourse({ onDeleted });
  if (course && course.studentsCount > 0) return <HasStudentsDialog course={course} onClose={onClose} />;
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

function HasStudentsDialog({ course, onClose }: { course: Course; onClose: () => void }) {
  const publish = useSetCoursePublished();
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent data-testid="dialog-course-has-students">
        <AlertDialogHeader>
          <AlertDialogTitle>This course cannot be deleted</AlertDialogTitle>
          <AlertDialogDescription>
            {`"${course.title}" has ${students(course.studentsCount)}, who keep access to what they bought. `}
            {course.isPublished
              ? "Unpublish it instead: it leaves the catalogue and nobody new can buy it."
              : "It is already unpublished (Draft): it is not in the catalogue."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel data-testid="button-cancel-delete">{course.isPublished ? "Cancel" : "Close"}</AlertDialogCancel>
          {course.isPublished && (
            <AlertDialogAction onClick={() => publish.mutate({ id: course.id, isPublished: false })} data-testid="button-unpublish-instead">
              Unpublish
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

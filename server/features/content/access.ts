import type { Db, Tx } from "../../db/client";
import { findCourse, type Viewer } from "../courses";
import { activeEnrollmentExists } from "./access.repo";

/**
 * Full access to a course's chapters (PRODUCT.md §3): admins, and learners whose enrolment is
 * active: not revoked by a refund, and lifetime or within the paid subscription period.
 */
export async function hasCourseAccess(db: Db | Tx, user: Viewer, courseId: number): Promise<boolean> {
  if (!user) return false;
  if (user.role === "admin") return true;
  return activeEnrollmentExists(db, user.id, courseId);
}

/** Whether a chapter is open to everyone: a preview chapter of a published course. */
export function isOpenPreview(chapter: { isPreview: boolean }, course: { isPublished: boolean }): boolean {
  return chapter.isPreview && course.isPublished;
}

/** May `user` watch this chapter's video? Admins, active learners, and anyone for a preview. */
export async function canWatchChapter(db: Db, user: Viewer, chapter: { courseId: number; isPreview: boolean }): Promise<boolean> {
  if (await hasCourseAccess(db, user, chapter.courseId)) return true;
  if (!chapter.isPreview) return false;
  const course = await findCourse(db, chapter.courseId);
  return !!course && isOpenPreview(chapter, course);
}

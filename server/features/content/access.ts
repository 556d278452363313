import type { Db, Tx } from "../../db/client";
import type { Viewer } from "../courses";
import { activeEnrollmentExists } from "../enrollments";

/**
 * Full access to a course's chapters (docs/product-rules.md §3): admins, and learners whose enrollment is
 * active: not revoked by a refund, and lifetime or within the paid subscription period (the rule
 * itself is the enrollments feature's activeAccess). Who may watch a chapter's video adds open
 * previews to this: video.service.ts watchableChapter.
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

import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { enrollments } from "../../db/schema";
import { findCourse, type Viewer } from "../courses";

/**
 * Full access to a course's chapters (PRODUCT.md §3): admins, and learners whose enrolment is
 * active: not revoked by a refund, and lifetime or within the paid subscription period.
 */
export async function hasCourseAccess(db: Db | Tx, user: Viewer, courseId: number): Promise<boolean> {
  if (!user) return false;
  if (user.role === "admin") return true;
  const rows = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, user.id),
        eq(enrollments.courseId, courseId),
        isNull(enrollments.accessRevokedAt),
        or(isNull(enrollments.accessUntil), gt(enrollments.accessUntil, sql`now()`)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a chapter is open to everyone: a preview chapter of a published course. */
export function isOpenPreview(chapter: { isPreview: boolean }, course: { isPublished: boolean }): boolean {
  return chapter.isPreview && course.isPublished;
}

/** May `user` watch this chapter's video? Admins, active learners, and anyone for a preview. */
export async function canWatchChapter(
  db: Db,
  user: Viewer,
  chapter: { courseId: number; isPreview: boolean },
): Promise<boolean> {
  if (await hasCourseAccess(db, user, chapter.courseId)) return true;
  if (!chapter.isPreview) return false;
  const course = await findCourse(db, chapter.courseId);
  return !!course && isOpenPreview(chapter, course);
}

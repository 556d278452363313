import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { enrollments } from "../../db/schema";

/** An enrolment that is not revoked by a refund, and lifetime or within the paid period. */
export async function activeEnrollmentExists(db: Db | Tx, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, courseId),
        isNull(enrollments.accessRevokedAt),
        or(isNull(enrollments.accessUntil), gt(enrollments.accessUntil, sql`now()`)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** What the drip and order rules read of a learner's enrolment (PRODUCT.md §12). */
export async function findLearnerEnrollment(
  db: Db | Tx,
  userId: number,
  courseId: number,
): Promise<{ enrolledAt: Date; completedChapterIds: number[] } | undefined> {
  const [row] = await db
    .select({ enrolledAt: enrollments.enrolledAt, completedChapterIds: enrollments.completedChapterIds })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row;
}

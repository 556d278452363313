import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { enrollments } from "../../db/schema";

/** What the drip and order rules read of a learner's enrollment (docs/product-rules.md §12). */
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

import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { enrollments } from "../../db/schema";

export async function addCompletedChapter(tx: Tx, enrollmentId: number, chapterId: number): Promise<void> {
  await tx
    .update(enrollments)
    .set({
      completedChapterIds: sql`CASE WHEN ${chapterId}::int = ANY (${enrollments.completedChapterIds})
        THEN ${enrollments.completedChapterIds}
        ELSE array_append(${enrollments.completedChapterIds}, ${chapterId}::int) END`,
    })
    .where(eq(enrollments.id, enrollmentId));
}

export async function removeCompletedChapter(tx: Tx, enrollmentId: number, chapterId: number): Promise<void> {
  await tx
    .update(enrollments)
    .set({ completedChapterIds: sql`array_remove(${enrollments.completedChapterIds}, ${chapterId}::int)` })
    .where(eq(enrollments.id, enrollmentId));
}

/** Remembers where the learner is in a chapter, and that it is the chapter to resume. */
export async function savePosition(tx: Tx, enrollmentId: number, chapterId: number, seconds: number): Promise<void> {
  await tx
    .update(enrollments)
    .set({
      lastPositions: sql`${enrollments.lastPositions} || jsonb_build_object(${String(chapterId)}::text, ${seconds}::int)`,
      lastChapterId: chapterId,
    })
    .where(eq(enrollments.id, enrollmentId));
}

/** Forgets a chapter in its course's enrollments (completion, last position, resume point). */
export async function forgetChapterInEnrollments(tx: Tx, courseId: number, chapterId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE enrollments SET
      completed_chapter_ids = array_remove(completed_chapter_ids, ${chapterId}::int),
      last_positions = last_positions - ${String(chapterId)}::text,
      last_chapter_id = CASE WHEN last_chapter_id = ${chapterId}::int THEN NULL ELSE last_chapter_id END
    WHERE course_id = ${courseId}`);
}

/**
 * Takes a chapter out of the completed chapters of learners still working through the course (a
 * quiz now decides it). Learners who already finished (completed_at set) keep their completion and
 * certificate: a quiz added later must not take back what was earned.
 */
export async function uncompleteChapterForUnfinished(tx: Tx, courseId: number, chapterId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE enrollments SET completed_chapter_ids = array_remove(completed_chapter_ids, ${chapterId}::int)
    WHERE course_id = ${courseId} AND completed_at IS NULL AND ${chapterId}::int = ANY (completed_chapter_ids)`);
}

/**
 * Progress of every enrollment in the course after its chapters changed (docs/product-rules.md §4):
 * round(100 × completed / total) over completed chapters that still exist, except that only every
 * chapter done is 100 (199 of 200 rounds to 100 but shows 99); completedAt is set when every
 * chapter is done (kept if already set) and cleared otherwise. With `onlyUserId`, just that
 * learner's enrollment (a learner's own progress change must not lock the other learners' rows).
 */
export async function recomputeCourseProgress(tx: Tx, courseId: number, onlyUserId?: number): Promise<void> {
  const learner = onlyUserId === undefined ? sql`` : sql` AND e.user_id = ${onlyUserId}`;
  await tx.execute(sql`
    WITH total AS (
      SELECT count(*)::int AS n FROM chapters WHERE course_id = ${courseId}
    ), done AS (
      SELECT e.id, total.n AS total, (
        SELECT count(*)::int FROM chapters c
        WHERE c.course_id = ${courseId} AND c.id = ANY (e.completed_chapter_ids)
      ) AS n
      FROM enrollments e CROSS JOIN total
      WHERE e.course_id = ${courseId}${learner}
    ), calc AS (
      SELECT id, total > 0 AND n = total AS finished,
        CASE WHEN total = 0 THEN 0 WHEN n = total THEN 100 ELSE least(99, round(100.0 * n / total)::int) END AS progress
      FROM done
    )
    UPDATE enrollments e SET
      progress = calc.progress,
      completed_at = CASE WHEN calc.finished THEN coalesce(e.completed_at, now()) ELSE NULL END
    FROM calc
    WHERE e.id = calc.id`);
}

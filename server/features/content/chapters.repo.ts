import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chapters, sections } from "../../db/schema";

export type ChapterRow = typeof chapters.$inferSelect;
export type NewChapterRow = typeof chapters.$inferInsert;

export async function listChapters(db: Db | Tx, courseId: number): Promise<ChapterRow[]> {
  return db.select().from(chapters).where(eq(chapters.courseId, courseId)).orderBy(asc(chapters.orderIndex), asc(chapters.id));
}

/**
 * A course's chapters in the player's order (`courseOrder` in availability.ts) in one query:
 * sections in order with their chapters in order, then chapters without a section. The lock check
 * runs on every stream segment and caption request, so it reads this instead of two lists.
 */
export async function listChaptersInCourseOrder(db: Db | Tx, courseId: number): Promise<ChapterRow[]> {
  const rows = await db
    .select({ chapter: chapters })
    .from(chapters)
    .leftJoin(sections, and(eq(sections.id, chapters.sectionId), eq(sections.courseId, chapters.courseId)))
    .where(eq(chapters.courseId, courseId))
    .orderBy(sql`${sections.id} IS NULL`, asc(sections.orderIndex), asc(sections.id), asc(chapters.orderIndex), asc(chapters.id));
  return rows.map((row) => row.chapter);
}

export async function findChapter(db: Db | Tx, id: number): Promise<ChapterRow | undefined> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, id));
  return row;
}

export async function lockChapter(tx: Tx, id: number): Promise<ChapterRow | undefined> {
  const [row] = await tx.select().from(chapters).where(eq(chapters.id, id)).for("update");
  return row;
}

export async function countChapters(tx: Tx, courseId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(chapters)
    .where(eq(chapters.courseId, courseId));
  return n;
}

export async function sectionBelongsToCourse(tx: Tx, sectionId: number, courseId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.id, sectionId), eq(sections.courseId, courseId)));
  return rows.length > 0;
}

export async function insertChapter(tx: Tx, values: NewChapterRow): Promise<ChapterRow> {
  const [row] = await tx.insert(chapters).values(values).returning();
  return row;
}

export async function updateChapter(tx: Tx, id: number, values: Partial<NewChapterRow>): Promise<ChapterRow> {
  const [row] = await tx.update(chapters).set(values).where(eq(chapters.id, id)).returning();
  return row;
}

/** Forgets a chapter in its course's enrolments (completion, last position, resume point). */
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

export async function deleteChapterRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(chapters).where(eq(chapters.id, id));
}

/**
 * Progress of every enrolment in the course after its chapters changed (PRODUCT.md §4):
 * round(100 × completed / total) over completed chapters that still exist, except that only every
 * chapter done is 100 (199 of 200 rounds to 100 but shows 99); completedAt is set when every
 * chapter is done (kept if already set) and cleared otherwise. With `onlyUserId`, just that
 * learner's enrolment (a learner's own progress change must not lock the other learners' rows).
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

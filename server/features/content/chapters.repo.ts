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

export async function deleteChapterRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(chapters).where(eq(chapters.id, id));
}

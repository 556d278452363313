import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chapters, sections } from "../../db/schema";

export type ChapterRow = typeof chapters.$inferSelect;
export type NewChapterRow = typeof chapters.$inferInsert;

export async function listChapters(db: Db | Tx, courseId: number): Promise<ChapterRow[]> {
  return db.select().from(chapters).where(eq(chapters.courseId, courseId)).orderBy(asc(chapters.orderIndex), asc(chapters.id));
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

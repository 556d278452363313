import { asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { guidelineFiles, guidelines } from "../../db/schema";

export type GuidelineRow = typeof guidelines.$inferSelect;
export type NewGuidelineRow = typeof guidelines.$inferInsert;
export type GuidelineFileRow = typeof guidelineFiles.$inferSelect;
export interface FileInput {
  name: string;
  url: string;
  type: string;
  size: number;
}

/** A course's guidelines and their files: two queries, whatever the number of guidelines. */
export async function listGuidelinesWithFiles(db: Db, courseId: number) {
  const rows = await db
    .select()
    .from(guidelines)
    .where(eq(guidelines.courseId, courseId))
    .orderBy(asc(guidelines.createdAt), asc(guidelines.id));
  const files = await filesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, files: files.filter((f) => f.guidelineId === row.id) }));
}

export async function filesOf(db: Db | Tx, guidelineIds: number[]): Promise<GuidelineFileRow[]> {
  if (!guidelineIds.length) return [];
  return db.select().from(guidelineFiles).where(inArray(guidelineFiles.guidelineId, guidelineIds)).orderBy(asc(guidelineFiles.id));
}

export async function lockGuideline(tx: Tx, id: number): Promise<GuidelineRow | undefined> {
  const [row] = await tx.select().from(guidelines).where(eq(guidelines.id, id)).for("update");
  return row;
}

export async function insertGuideline(tx: Tx, values: NewGuidelineRow): Promise<GuidelineRow> {
  const [row] = await tx.insert(guidelines).values(values).returning();
  return row;
}

export async function updateGuideline(tx: Tx, id: number, values: Partial<NewGuidelineRow>): Promise<GuidelineRow> {
  if (!Object.keys(values).length) {
    const [row] = await tx.select().from(guidelines).where(eq(guidelines.id, id));
    return row;
  }
  const [row] = await tx.update(guidelines).set(values).where(eq(guidelines.id, id)).returning();
  return row;
}

export async function replaceFiles(tx: Tx, guidelineId: number, files: FileInput[]): Promise<void> {
  await tx.delete(guidelineFiles).where(eq(guidelineFiles.guidelineId, guidelineId));
  if (!files.length) return;
  await tx.insert(guidelineFiles).values(files.map((f) => ({ guidelineId, name: f.name, url: f.url, type: f.type, sizeBytes: f.size })));
}

export async function deleteGuidelineRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(guidelines).where(eq(guidelines.id, id));
}

/** The courses whose guidelines offer the stored document at `url` (usually one). */
export async function coursesReferencingDocument(db: Db, url: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ courseId: guidelines.courseId })
    .from(guidelineFiles)
    .innerJoin(guidelines, eq(guidelines.id, guidelineFiles.guidelineId))
    .where(eq(guidelineFiles.url, url));
  return rows.map((r) => r.courseId);
}

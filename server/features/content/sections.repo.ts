import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { sections } from "../../db/schema";

export type SectionRow = typeof sections.$inferSelect;
export type NewSectionRow = typeof sections.$inferInsert;

export async function listSections(db: Db | Tx, courseId: number): Promise<SectionRow[]> {
  return db.select().from(sections).where(eq(sections.courseId, courseId)).orderBy(asc(sections.orderIndex), asc(sections.id));
}

export async function insertSection(db: Db, values: NewSectionRow): Promise<SectionRow> {
  const [row] = await db.insert(sections).values(values).returning();
  return row;
}

export async function updateSection(db: Db, id: number, values: Partial<NewSectionRow>): Promise<SectionRow | undefined> {
  const [row] = await db.update(sections).set(values).where(eq(sections.id, id)).returning();
  return row;
}

export async function findSection(db: Db | Tx, id: number): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(sections).where(eq(sections.id, id));
  return row;
}

/** Its chapters and guidelines stay, unassigned (section_id is ON DELETE SET NULL). */
export async function deleteSectionRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(sections).where(eq(sections.id, id)).returning({ id: sections.id });
  return rows.length > 0;
}

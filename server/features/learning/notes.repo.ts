import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notes } from "../../db/schema";

export type NoteRow = typeof notes.$inferSelect;

/** The author's notes on one course, newest first. */
export async function listOwnNotes(db: Db, userId: number, courseId: number): Promise<NoteRow[]> {
  return db
    .select()
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.courseId, courseId)))
    .orderBy(desc(notes.createdAt), desc(notes.id));
}

export async function insertNote(db: Db, values: typeof notes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(notes).values(values).returning();
  return row;
}

/** Deletes the note only if `userId` wrote it; answers whether a note was deleted. */
export async function deleteOwnNote(db: Db, noteId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(notes)
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId)))
    .returning({ id: notes.id });
  return rows.length > 0;
}

import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chapterCaptions, chapters } from "../../db/schema";

export type CaptionRow = typeof chapterCaptions.$inferSelect;

/** Caption languages per chapter of a course, each chapter's in alphabetical order. */
export async function captionLanguagesOfCourse(db: Db | Tx, courseId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ chapterId: chapterCaptions.chapterId, language: chapterCaptions.language })
    .from(chapterCaptions)
    .innerJoin(chapters, eq(chapters.id, chapterCaptions.chapterId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapterCaptions.language));
  const out = new Map<number, string[]>();
  for (const row of rows) out.set(row.chapterId, [...(out.get(row.chapterId) ?? []), row.language]);
  return out;
}

export async function captionsOfChapter(db: Db | Tx, chapterId: number): Promise<CaptionRow[]> {
  return db.select().from(chapterCaptions).where(eq(chapterCaptions.chapterId, chapterId)).orderBy(asc(chapterCaptions.language));
}

export async function findCaption(db: Db | Tx, chapterId: number, language: string): Promise<CaptionRow | undefined> {
  const [row] = await db
    .select()
    .from(chapterCaptions)
    .where(and(eq(chapterCaptions.chapterId, chapterId), eq(chapterCaptions.language, language)));
  return row;
}

/** Call with the chapter row locked (one upload per chapter at a time): answers the replaced file. */
export async function putCaption(tx: Tx, chapterId: number, language: string, fileRef: string): Promise<string | null> {
  const before = await findCaption(tx, chapterId, language);
  if (before) {
    await tx.update(chapterCaptions).set({ fileRef, updatedAt: new Date() }).where(eq(chapterCaptions.id, before.id));
    return before.fileRef;
  }
  await tx.insert(chapterCaptions).values({ chapterId, language, fileRef });
  return null;
}

/** Answers the removed row's file, or undefined when there was none. */
export async function deleteCaption(tx: Tx, chapterId: number, language: string): Promise<string | undefined> {
  const [row] = await tx
    .delete(chapterCaptions)
    .where(and(eq(chapterCaptions.chapterId, chapterId), eq(chapterCaptions.language, language)))
    .returning({ fileRef: chapterCaptions.fileRef });
  return row?.fileRef;
}

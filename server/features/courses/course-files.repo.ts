import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chapterCaptions, chapters, courses, guidelineFiles, users } from "../../db/schema";

/** Of `refs`, those a course thumbnail, chapter video or caption, guideline file or profile image points at. */
export async function uploadRefsInUse(db: Db | Tx, refs: string[]): Promise<Set<string | null>> {
  // One after another: inside a transaction they share one connection.
  const thumbs = await db.select({ ref: courses.thumbnailUrl }).from(courses).where(inArray(courses.thumbnailUrl, refs));
  const videos = await db.select({ ref: chapters.videoFile }).from(chapters).where(inArray(chapters.videoFile, refs));
  const docs = await db.select({ ref: guidelineFiles.url }).from(guidelineFiles).where(inArray(guidelineFiles.url, refs));
  const avatars = await db.select({ ref: users.profileImageUrl }).from(users).where(inArray(users.profileImageUrl, refs));
  const captions = await db.select({ ref: chapterCaptions.fileRef }).from(chapterCaptions).where(inArray(chapterCaptions.fileRef, refs));
  return new Set([...thumbs, ...videos, ...docs, ...avatars, ...captions].map((r) => r.ref));
}

/** The chapters of `ids` that still exist, with the stream they play and the transcode they run. */
export async function chapterStreamStates(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: chapters.id, videoStream: chapters.videoStream, videoJob: chapters.videoJob, videoStatus: chapters.videoStatus })
    .from(chapters)
    .where(inArray(chapters.id, ids));
}

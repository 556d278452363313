import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chapters, courses, guidelineFiles, users } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { removeUploadedFiles } from "../uploads";

const UPLOAD_REF = /^\/uploads\/(images|documents|videos)\//;

/**
 * Of `refs`, the uploaded files that nothing references any more. One file may back several rows
 * (the demo catalogue's chapters share one sample video), so a file is only removed once no
 * course, chapter, guideline or profile points at it. Call inside the deleting transaction.
 */
export async function unreferencedUploads(db: Db | Tx, refs: (string | null | undefined)[]): Promise<string[]> {
  const candidates = [...new Set(refs.filter((r): r is string => !!r && UPLOAD_REF.test(r)))];
  if (!candidates.length) return [];
  // One after another: inside a transaction they share one connection.
  const thumbs = await db.select({ ref: courses.thumbnailUrl }).from(courses).where(inArray(courses.thumbnailUrl, candidates));
  const videos = await db.select({ ref: chapters.videoFile }).from(chapters).where(inArray(chapters.videoFile, candidates));
  const docs = await db.select({ ref: guidelineFiles.url }).from(guidelineFiles).where(inArray(guidelineFiles.url, candidates));
  const avatars = await db.select({ ref: users.profileImageUrl }).from(users).where(inArray(users.profileImageUrl, candidates));
  const used = new Set([...thumbs, ...videos, ...docs, ...avatars].map((r) => r.ref));
  return candidates.filter((r) => !used.has(r));
}

/**
 * Removes files after the transaction that dropped their rows has committed. The rows are gone
 * for good by then, so a file that cannot be removed is only logged (an orphan, not an error).
 */
export async function discardUploads(uploadDir: string, refs: string[], logger: Logger): Promise<void> {
  if (!refs.length) return;
  await removeUploadedFiles(uploadDir, refs, (error, filePath) =>
    logger.warn("could not remove an uploaded file", { filePath, error: (error as Error)?.message }),
  );
}

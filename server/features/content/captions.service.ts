// Captions per chapter and language (docs/decisions/017-captions-and-player.md, docs/product-rules.md §10). Admins upload and delete
// them; the WebVTT is served under the chapter video's access rule (docs/product-rules.md §3).
import { captionUrl, type ChapterCaption } from "@shared/schemas/captions";
import type { Db } from "../../db/client";
import type { Storage } from "../../lib/storage";
import { notFound } from "../../lib/app-error";
import type { CourseDeps, Viewer } from "../courses";
import { deleteCaptionFiles, readCaptionFile, readReceivedCaption, saveCaptionFile } from "./caption-files";
import { toWebVtt } from "./caption-format";
import { watchableChapter } from "./video.service";
import { findChapter, lockChapter } from "./chapters.repo";
import { CHAPTER_NOT_FOUND } from "./chapters.service";
import * as repo from "./captions.repo";

export const CAPTION_NOT_FOUND = "No captions in this language";

/**
 * Stores an uploaded WebVTT or SRT file (converted) as the chapter's captions in `language`,
 * replacing an earlier file in that language (removed after the commit).
 */
export async function uploadCaption(deps: CourseDeps, chapterId: number, language: string, tmpPath: string): Promise<ChapterCaption> {
  if (!(await findChapter(deps.db, chapterId))) throw notFound(CHAPTER_NOT_FOUND);
  const vtt = toWebVtt(await readReceivedCaption(tmpPath));
  const ref = await saveCaptionFile(deps.storage, vtt);
  let replaced: string | null;
  try {
    replaced = await deps.db.transaction(async (tx) => {
      // The chapter row lock orders uploads of one chapter and keeps a deletion from passing by.
      if (!(await lockChapter(tx, chapterId))) throw notFound(CHAPTER_NOT_FOUND);
      return repo.putCaption(tx, chapterId, language, ref);
    });
  } catch (err) {
    await deleteCaptionFiles(deps.storage, [ref], deps.logger);
    throw err;
  }
  if (replaced) await deleteCaptionFiles(deps.storage, [replaced], deps.logger);
  return { language, url: captionUrl(chapterId, language) };
}

export async function removeCaption(deps: CourseDeps, chapterId: number, language: string): Promise<void> {
  const ref = await deps.db.transaction((tx) => repo.deleteCaption(tx, chapterId, language));
  if (!ref) throw notFound(CAPTION_NOT_FOUND);
  await deleteCaptionFiles(deps.storage, [ref], deps.logger);
}

/**
 * The WebVTT text for a viewer who may watch the chapter: the rule of its video (video.service.ts),
 * 401 signed out and 403 without access unless the chapter is a preview, drip and order locks.
 */
export async function captionText(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  chapterId: number,
  language: string,
  now = new Date(),
): Promise<string> {
  await watchableChapter(db, viewer, chapterId, now);
  const caption = await repo.findCaption(db, chapterId, language);
  const text = caption ? await readCaptionFile(storage, caption.fileRef) : null;
  if (text === null) throw notFound(CAPTION_NOT_FOUND);
  return text;
}

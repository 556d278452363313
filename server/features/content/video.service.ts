import type { Db } from "../../db/client";
import { forbidden, notFound, unauthorized } from "../../lib/app-error";
import { keyOfRef, type Storage } from "../../lib/storage";
import { requireVisibleCourse, type Viewer } from "../courses";
import { hasCourseAccess, isOpenPreview } from "./access";
import { assertChapterOpen } from "./availability";
import { findChapter } from "./chapters.repo";
import { CHAPTER_NOT_FOUND } from "./chapters.service";

const VIDEO_TYPES: Record<string, string> = {
  ".mp4": "video/mp4",
  ".m4v": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
  ".avi": "video/x-msvideo",
};

export interface VideoFile {
  /** The original upload's storage key. */
  key: string;
  contentType: string;
}

/**
 * The chapter, for a viewer who may watch its video (docs/product-rules.md §3): 401 signed out and 403
 * signed in without access, unless the chapter is a preview; 403 NOT_YET_AVAILABLE or
 * COMPLETE_PREVIOUS while drip or order keeps it closed. The original and the HLS stream share it.
 */
export async function watchableChapter(db: Db, viewer: Viewer, chapterId: number, now = new Date()) {
  const chapter = await findChapter(db, chapterId);
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
  const course = await requireVisibleCourse(db, viewer, chapter.courseId);
  if (!isOpenPreview(chapter, course) && !(await hasCourseAccess(db, viewer, chapter.courseId))) {
    throw viewer ? forbidden("Enroll in this course to watch this chapter.") : unauthorized();
  }
  await assertChapterOpen(db, viewer, chapter, now, course); // drip and order (docs/product-rules.md §12)
  return chapter;
}

/** The uploaded video of a chapter, for a viewer who may watch it (see watchableChapter); 404 without one. */
export async function chapterVideo(db: Db, storage: Storage, viewer: Viewer, chapterId: number, now = new Date()): Promise<VideoFile> {
  const chapter = await watchableChapter(db, viewer, chapterId, now);
  // Only keys under videos/: a stored value is never trusted to point elsewhere.
  const key = chapter.videoFile?.startsWith("/uploads/videos/") ? keyOfRef(chapter.videoFile) : null;
  if (!key) throw notFound("This chapter has no uploaded video");
  if (!(await storage.exists(key))) throw notFound("Video file not found");
  const ext = key.slice(key.lastIndexOf(".")).toLowerCase();
  return { key, contentType: VIDEO_TYPES[ext] ?? "application/octet-stream" };
}

/**
 * The storage key of a file of the chapter's HLS stream ("master.m3u8", "poster.jpg",
 * "720p/seg_000.ts"), under the same rule as the video; 404 until the stream is ready.
 */
export async function chapterStreamKey(db: Db, viewer: Viewer, chapterId: number, file: string, now = new Date()): Promise<string> {
  const chapter = await watchableChapter(db, viewer, chapterId, now);
  if (chapter.videoStatus !== "ready" || !chapter.videoStream) throw notFound("This chapter's stream is not ready: play its video instead");
  return chapter.videoStream + file;
}

import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../db/client";
import { forbidden, notFound, unauthorized } from "../../lib/app-error";
import { requireVisibleCourse, type Viewer } from "../courses";
import { resolveUploadPath } from "../uploads";
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
  absolutePath: string;
  contentType: string;
}

/**
 * The uploaded video of a chapter, for a viewer who may watch it (PRODUCT.md §3): 401 signed out
 * and 403 signed in without access, unless the chapter is a preview; 403 NOT_YET_AVAILABLE or
 * COMPLETE_PREVIOUS while drip or order keeps it closed; 404 without an uploaded file.
 */
export async function chapterVideo(db: Db, uploadDir: string, viewer: Viewer, chapterId: number): Promise<VideoFile> {
  const chapter = await findChapter(db, chapterId);
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
  const course = await requireVisibleCourse(db, viewer, chapter.courseId);
  if (!isOpenPreview(chapter, course) && !(await hasCourseAccess(db, viewer, chapter.courseId))) {
    throw viewer ? forbidden("Enrol in this course to watch this chapter.") : unauthorized();
  }
  await assertChapterOpen(db, viewer, chapter); // drip and order (PRODUCT.md §12)
  // Resolved inside <uploadDir>/videos only: a stored value is never trusted to stay in the folder.
  const isVideo = chapter.videoFile?.startsWith("/uploads/videos/");
  const absolutePath = isVideo ? resolveUploadPath(uploadDir, chapter.videoFile) : null;
  if (!absolutePath) throw notFound("This chapter has no uploaded video");
  const stat = await fs.stat(absolutePath).catch(() => undefined);
  if (!stat?.isFile()) throw notFound("Video file not found");
  const contentType = VIDEO_TYPES[path.extname(absolutePath).toLowerCase()] ?? "application/octet-stream";
  return { absolutePath, contentType };
}

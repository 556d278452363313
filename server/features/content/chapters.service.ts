import type { Chapter, ChapterCreate, ChapterUpdate } from "@shared/schemas/courses";
import { COURSE_NOT_FOUND } from "@shared/schemas/courses";
import type { Db, Tx } from "../../db/client";
import { badRequest, notFound } from "../../lib/app-error";
import { discardUploads, lockCourse, requireVisibleCourse, unreferencedUploads, type CourseDeps, type Viewer } from "../courses";
import { forgetChapterInEnrollments, recomputeCourseProgress } from "../enrollments";
import { hasCourseAccess, isOpenPreview } from "./access";
import { viewerChapterLocks } from "./availability";
import * as repo from "./chapters.repo";
import { chapterIdsWithPassedQuiz, chapterIdsWithQuiz, findQuizByChapter } from "./quizzes.repo";
import { presentChapter } from "./content.presenter";
import { deleteCaptionFiles } from "./caption-files";
import { captionLanguagesOfCourse, captionsOfChapter } from "./captions.repo";
import { announceQueuedTranscode, chapterStreamsPrefix, videoColumnsFor } from "./video-state";

export const CHAPTER_NOT_FOUND = "Chapter not found";
const SECTION_OF_OTHER_COURSE = "Section does not belong to this course";

/**
 * Every chapter in order; the ones the viewer may not watch come locked, without video addresses,
 * and say why: no access, not yet available (drip) or an earlier chapter to complete first.
 */
export async function listCourseChapters(db: Db, viewer: Viewer, courseId: number, now = new Date()): Promise<Chapter[]> {
  const course = await requireVisibleCourse(db, viewer, courseId);
  const full = await hasCourseAccess(db, viewer, courseId);
  const rows = await repo.listChapters(db, courseId);
  const locks = full ? await viewerChapterLocks(db, viewer, course, rows, now) : new Map();
  const quizzes = await chapterIdsWithQuiz(db, courseId);
  const passed = viewer && quizzes.size > 0 ? await chapterIdsWithPassedQuiz(db, courseId, viewer.id) : new Set<number>();
  const captions = await captionLanguagesOfCourse(db, courseId);
  return rows.map((row) =>
    presentChapter(row, {
      noAccess: !(full || isOpenPreview(row, course)),
      lock: locks.get(row.id),
      hasQuiz: quizzes.has(row.id),
      quizPassed: passed.has(row.id),
      captionLanguages: captions.get(row.id) ?? [],
      admin: viewer?.role === "admin",
    }),
  );
}

async function checkSection(tx: Tx, sectionId: number | null | undefined, courseId: number): Promise<void> {
  if (sectionId == null) return;
  if (!(await repo.sectionBelongsToCourse(tx, sectionId, courseId))) {
    throw badRequest(SECTION_OF_OTHER_COURSE, { sectionId: SECTION_OF_OTHER_COURSE });
  }
}

function columnsFrom(input: ChapterUpdate): Partial<repo.NewChapterRow> {
  const values: Partial<repo.NewChapterRow> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description;
  if (input.videoUrl !== undefined) values.videoUrl = input.videoUrl;
  if (input.videoFile !== undefined) values.videoFile = input.videoFile;
  if (input.duration !== undefined) values.durationSeconds = input.duration;
  if (input.orderIndex !== undefined) values.orderIndex = input.orderIndex;
  if (input.isPreview !== undefined) values.isPreview = input.isPreview;
  if (input.sectionId !== undefined) values.sectionId = input.sectionId;
  if (input.guidelines !== undefined) values.guidelines = input.guidelines;
  // At most one drip setting (docs/product-rules.md §12): setting one clears the other.
  if (input.availableAfterDays !== undefined) {
    values.availableAfterDays = input.availableAfterDays;
    if (input.availableAfterDays !== null) values.availableAt = null;
  }
  if (input.availableAt !== undefined) {
    values.availableAt = input.availableAt === null ? null : new Date(input.availableAt);
    if (input.availableAt !== null) values.availableAfterDays = null;
  }
  return values;
}

/**
 * Adds a chapter (orderIndex defaults to the course's chapter count + 1) and brings every
 * enrollment's progress in line with the new total, in one transaction.
 */
export async function addChapter(db: Db, courseId: number, input: ChapterCreate): Promise<Chapter> {
  const row = await db.transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) throw notFound(COURSE_NOT_FOUND);
    await checkSection(tx, input.sectionId, courseId);
    const orderIndex = input.orderIndex ?? (await repo.countChapters(tx, courseId)) + 1;
    // An uploaded video is queued for transcoding in the same write (docs/decisions/016).
    const video = input.videoFile ? videoColumnsFor(input.videoFile) : {};
    const inserted = await repo.insertChapter(tx, { ...columnsFrom(input), ...video, title: input.title, courseId, orderIndex });
    await recomputeCourseProgress(tx, courseId);
    return inserted;
  });
  if (row.videoStatus === "queued") announceQueuedTranscode();
  return presentChapter(row, { noAccess: false, hasQuiz: false, admin: true, captionLanguages: [] });
}

/** Locks the course, then the chapter: the same order as course deletion, so they cannot deadlock. */
async function lockChapterAndCourse(tx: Tx, id: number): Promise<repo.ChapterRow> {
  const found = await repo.findChapter(tx, id);
  if (!found) throw notFound(CHAPTER_NOT_FOUND);
  await lockCourse(tx, found.courseId);
  const chapter = await repo.lockChapter(tx, id);
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND);
  return chapter;
}

/**
 * A replaced uploaded video is removed once nothing references it; a new one is queued for
 * transcoding in the same transaction, and the old video's stream goes after the commit.
 */
export async function updateChapter(deps: CourseDeps, id: number, input: ChapterUpdate): Promise<Chapter> {
  const { row, orphans, oldStream, replaced } = await deps.db.transaction(async (tx) => {
    const before = await lockChapterAndCourse(tx, id);
    await checkSection(tx, input.sectionId, before.courseId);
    const values = columnsFrom(input);
    const replaced = input.videoFile !== undefined && before.videoFile !== (input.videoFile ?? null);
    if (replaced) Object.assign(values, videoColumnsFor(input.videoFile));
    const updated = Object.keys(values).length ? await repo.updateChapter(tx, id, values) : before;
    return {
      row: updated,
      orphans: replaced ? await unreferencedUploads(tx, [before.videoFile]) : [],
      oldStream: replaced ? before.videoStream : null,
      replaced,
    };
  });
  await discardUploads(deps.storage, orphans, deps.logger);
  if (oldStream)
    await deps.storage
      .deletePrefix(oldStream)
      .catch((error: unknown) => deps.logger.warn("could not remove a stream", { oldStream, error: String(error) }));
  if (replaced && row.videoStatus === "queued") announceQueuedTranscode();
  const captionLanguages = (await captionsOfChapter(deps.db, id)).map((caption) => caption.language);
  return presentChapter(row, { noAccess: false, hasQuiz: !!(await findQuizByChapter(deps.db, id)), admin: true, captionLanguages });
}

/** Deletes the chapter, forgets it in enrollments and recomputes progress; its video and captions go after commit. */
export async function deleteChapter(deps: CourseDeps, id: number): Promise<void> {
  const { orphans, captionFiles } = await deps.db.transaction(async (tx) => {
    const chapter = await lockChapterAndCourse(tx, id);
    const captionFiles = (await captionsOfChapter(tx, id)).map((caption) => caption.fileRef);
    await forgetChapterInEnrollments(tx, chapter.courseId, id);
    await repo.deleteChapterRow(tx, id); // its caption rows go with it (ON DELETE CASCADE)
    await recomputeCourseProgress(tx, chapter.courseId);
    return { orphans: await unreferencedUploads(tx, [chapter.videoFile]), captionFiles };
  });
  await discardUploads(deps.storage, orphans, deps.logger);
  await discardStreams(deps, [id]);
  await deleteCaptionFiles(deps.storage, captionFiles, deps.logger);
}

/** Removes the HLS streams of deleted chapters (after the commit; a failure is only logged). */
export async function discardStreams(deps: Pick<CourseDeps, "storage" | "logger">, chapterIds: number[]): Promise<void> {
  for (const chapterId of chapterIds) {
    await deps.storage
      .deletePrefix(chapterStreamsPrefix(chapterId))
      .catch((error: unknown) => deps.logger.warn("could not remove a chapter's streams", { chapterId, error: String(error) }));
  }
}

/** A chapter as an admin sees it after a change (its quiz and caption languages read again). */
export async function presentAdminChapter(db: Db, row: repo.ChapterRow): Promise<Chapter> {
  const captionLanguages = (await captionsOfChapter(db, row.id)).map((caption) => caption.language);
  return presentChapter(row, { noAccess: false, hasQuiz: !!(await findQuizByChapter(db, row.id)), admin: true, captionLanguages });
}

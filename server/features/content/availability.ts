import type { Db, Tx } from "../../db/client";
import { forbidden } from "../../lib/app-error";
import { findCourse, type CourseRow, type Viewer } from "../courses";
import { findLearnerEnrollment } from "./access.repo";
import { listChaptersInCourseOrder, type ChapterRow } from "./chapters.repo";
import { listSections } from "./sections.repo";

// Drip schedules and chapter order (docs/product-rules.md §12): which chapters of a course are still closed
// to a learner with access, and why. Admins and preview chapters are never locked.

export type ChapterLock =
  { reason: "NOT_YET_AVAILABLE"; opensAt: Date } | { reason: "COMPLETE_PREVIOUS"; finishFirst: { id: number; title: string } };

export interface LearnerState {
  enrolledAt: Date;
  completedChapterIds: number[];
}

const DAY_MS = 86_400_000;

/** When a drip chapter opens for this learner; null when it has no schedule. */
export function opensAt(chapter: Pick<ChapterRow, "availableAt" | "availableAfterDays">, enrolledAt: Date): Date | null {
  if (chapter.availableAt) return chapter.availableAt;
  if (chapter.availableAfterDays != null) return new Date(enrolledAt.getTime() + chapter.availableAfterDays * DAY_MS);
  return null;
}

/**
 * The course order the player shows: sections in order, their chapters in order, then chapters
 * without a section; a course without sections is its chapters in order.
 */
export function courseOrder(sections: { id: number }[], chapters: ChapterRow[]): ChapterRow[] {
  if (sections.length === 0) return chapters;
  const known = new Set(sections.map((s) => s.id));
  return [
    ...sections.flatMap((section) => chapters.filter((c) => c.sectionId === section.id)),
    ...chapters.filter((c) => c.sectionId === null || !known.has(c.sectionId)),
  ];
}

/**
 * The locks of a learner's chapters, by chapter id (open chapters are absent). `ordered` is the
 * course order. Drip comes first: a chapter that has not opened yet says when it will.
 */
export function chapterLocks(
  course: Pick<CourseRow, "sequential">,
  ordered: ChapterRow[],
  learner: LearnerState,
  now: Date,
): Map<number, ChapterLock> {
  const locks = new Map<number, ChapterLock>();
  const completed = new Set(learner.completedChapterIds);
  let firstIncomplete: ChapterRow | undefined;
  for (const chapter of ordered) {
    if (!chapter.isPreview) {
      const opens = opensAt(chapter, learner.enrolledAt);
      if (opens && opens > now) locks.set(chapter.id, { reason: "NOT_YET_AVAILABLE", opensAt: opens });
      else if (course.sequential && firstIncomplete) {
        locks.set(chapter.id, { reason: "COMPLETE_PREVIOUS", finishFirst: { id: firstIncomplete.id, title: firstIncomplete.title } });
      }
    }
    if (!firstIncomplete && !completed.has(chapter.id)) firstIncomplete = chapter;
  }
  return locks;
}

/** Locks for a viewer with course access; none for admins or learners without an enrollment row. */
export async function viewerChapterLocks(
  db: Db | Tx,
  viewer: Viewer,
  course: CourseRow,
  chapters: ChapterRow[],
  now: Date,
): Promise<Map<number, ChapterLock>> {
  if (!viewer || viewer.role === "admin") return new Map();
  const hasSchedule = course.sequential || chapters.some((c) => c.availableAt || c.availableAfterDays != null);
  if (!hasSchedule) return new Map();
  const learner = await findLearnerEnrollment(db, viewer.id, course.id);
  if (!learner) return new Map();
  const ordered = course.sequential ? courseOrder(await listSections(db, course.id), chapters) : chapters;
  return chapterLocks(course, ordered, learner, now);
}

/** The 403 a locked chapter's every resource answers (video, stream, quiz, progress). */
export function lockedChapterError(lock: ChapterLock) {
  if (lock.reason === "NOT_YET_AVAILABLE") {
    const date = lock.opensAt.toISOString();
    return forbidden(`This chapter opens on ${date.slice(0, 10)}.`, "NOT_YET_AVAILABLE", { availableAt: date });
  }
  return forbidden(`Complete "${lock.finishFirst.title}" first.`, "COMPLETE_PREVIOUS", { finishFirst: lock.finishFirst });
}

/**
 * Refuses a locked chapter with its 403 (docs/product-rules.md §12); open, preview and admin pass. It runs on
 * every stream segment and caption request, so it reads as little as the course needs: nothing
 * more when neither order nor the chapter's own schedule can lock it, the enrollment for a drip
 * chapter, and the chapters in course order (one query) for a course taken in order. A caller
 * that has read the course already passes it.
 */
export async function assertChapterOpen(
  db: Db | Tx,
  viewer: Viewer,
  chapter: ChapterRow,
  now = new Date(),
  knownCourse?: Pick<CourseRow, "id" | "sequential">,
): Promise<void> {
  if (!viewer || viewer.role === "admin" || chapter.isPreview) return;
  const course = knownCourse ?? (await findCourse(db, chapter.courseId));
  if (!course) return;
  const hasOwnSchedule = chapter.availableAt !== null || chapter.availableAfterDays !== null;
  if (!course.sequential && !hasOwnSchedule) return;
  const learner = await findLearnerEnrollment(db, viewer.id, course.id);
  if (!learner) return;
  // Without order only the chapter's own date can lock it.
  const ordered = course.sequential ? await listChaptersInCourseOrder(db, course.id) : [chapter];
  const lock = chapterLocks(course, ordered, learner, now).get(chapter.id);
  if (lock) throw lockedChapterError(lock);
}

import type { Db, Tx } from "../../db/client";
import { queueEmail } from "../email";
import { chapterLocks, courseOrder } from "./availability";
import { listChapters, type ChapterRow } from "./chapters.repo";
import { listSections } from "./sections.repo";
import { findDripOpenings, recordNotices, type DripOpening } from "./unlock-notices.repo";

/** Chapters that opened longer ago than this are not announced (a late first run stays quiet). */
const WINDOW_DAYS = 3;

/** A course's chapters in the player's order, read once per course and run. */
function courseChapters(tx: Tx) {
  const cache = new Map<number, Promise<ChapterRow[]>>();
  return (courseId: number) => {
    let found = cache.get(courseId);
    if (!found) {
      found = (async () => courseOrder(await listSections(tx, courseId), await listChapters(tx, courseId)))();
      cache.set(courseId, found);
    }
    return found;
  };
}

/**
 * Tells learners that drip chapters opened for them (docs/product-rules.md §12): one email per learner and
 * course, queued in the transaction that records the notices, so each opening is told once and an
 * email exists exactly when its notices do. In a course taken in order, a chapter whose date has
 * passed but whose earlier chapters are not all complete is still closed: it is left unrecorded,
 * so a later run (within the window) tells it once it truly opens. The email follows the learner's
 * notification setting. Answers how many emails were queued.
 */
export async function notifyUnlockedChapters(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const chaptersOf = courseChapters(tx);
    const open: DripOpening[] = [];
    for (const opening of await findDripOpenings(tx, now, WINDOW_DAYS)) {
      if (opening.sequential) {
        const ordered = await chaptersOf(opening.courseId);
        const locks = chapterLocks({ sequential: true }, ordered, opening, now);
        if (locks.has(opening.chapterId)) continue;
      }
      open.push(opening);
    }
    const recorded = new Set((await recordNotices(tx, open)).map((n) => `${n.enrollmentId}:${n.chapterId}`));

    const byLearnerCourse = new Map<string, { userId: number; courseId: number; courseTitle: string; chapterIds: number[] }>();
    for (const row of open) {
      if (!recorded.has(`${row.enrollmentId}:${row.chapterId}`)) continue;
      const key = `${row.userId}:${row.courseId}`;
      const entry = byLearnerCourse.get(key) ?? {
        userId: row.userId,
        courseId: row.courseId,
        courseTitle: row.courseTitle,
        chapterIds: [],
      };
      entry.chapterIds.push(row.chapterId);
      byLearnerCourse.set(key, entry);
    }
    let queued = 0;
    for (const { userId, courseId, courseTitle, chapterIds } of byLearnerCourse.values()) {
      // Titles in the order the player shows the chapters.
      const chapterTitles = (await chaptersOf(courseId)).filter((c) => chapterIds.includes(c.id)).map((c) => c.title);
      if (await queueEmail(tx, userId, "chapter_unlocked", { courseId, courseTitle, chapterTitles })) queued += 1;
    }
    return queued;
  });
}

import { certificatePaths, type CourseProgress, type LearnerStats } from "@shared/schemas/learning";
import { COURSE_NOT_FOUND } from "@shared/schemas/courses";
import type { Db, Tx } from "../../db/client";
import { conflict, forbidden, notFound } from "../../lib/app-error";
import { assertChapterOpen, findChapter, findQuizByChapter, hasCourseAccess, type ChapterRow } from "../content";
import type { Viewer } from "../courses";
import { queueEmail } from "../email";
import { addCompletedChapter, recomputeCourseProgress, removeCompletedChapter, savePosition } from "../enrollments";
import { findEnrollment } from "./enrollments.repo";
import { presentProgress } from "./learning.presenter";
import * as repo from "./progress.repo";
import { hasPassedQuiz } from "./quiz-attempts.repo";

export const NOT_ENROLLED = "Enroll in this course to track your progress";
export const ACCESS_ENDED = "Your access to this course has ended";
export const CHAPTER_NOT_FOUND = "Chapter not found";
export const PASS_THE_QUIZ = "Pass this chapter's quiz to complete it";

/** "2026-05-01": the UTC calendar day of `now`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function previousDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}

/** Consecutive days ending today or yesterday, from activity days sorted latest first. */
export function streakFrom(daysLatestFirst: string[], today: string): number {
  let expected = daysLatestFirst[0] === today ? today : previousDay(today);
  let streak = 0;
  for (const day of daysLatestFirst) {
    if (day !== expected) break;
    streak += 1;
    expected = previousDay(day);
  }
  return streak;
}

export type Learner = NonNullable<Viewer>;

export interface LearnerChapter {
  enrollmentId: number;
  course: { title: string };
  chapter: ChapterRow;
}

/**
 * Runs work on a chapter of the course for the learner, in one transaction: the learner must be
 * enrolled with active access, the chapter must be the course's and, unless `allowLocked`, open
 * (drip and order, docs/product-rules.md §12). The day counts towards the learning streak.
 */
export async function inLearnerChapter<T>(
  db: Db,
  learner: Learner,
  courseId: number,
  chapterId: number,
  now: Date,
  work: (tx: Tx, at: LearnerChapter) => Promise<T>,
  options: { allowLocked?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const course = await repo.shareLockCourse(tx, courseId);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    const enrollment = await repo.lockEnrollment(tx, learner.id, courseId);
    if (!enrollment) throw course.isPublished ? forbidden(NOT_ENROLLED, "NOT_ENROLLED") : notFound(COURSE_NOT_FOUND, "COURSE_NOT_FOUND");
    if (!(await hasCourseAccess(tx, learner, courseId))) throw forbidden(ACCESS_ENDED, "ACCESS_ENDED");
    const chapter = await findChapter(tx, chapterId);
    if (!chapter || chapter.courseId !== courseId) throw notFound(CHAPTER_NOT_FOUND);
    if (!options.allowLocked) await assertChapterOpen(tx, learner, chapter, now);
    const result = await work(tx, { enrollmentId: enrollment.id, course, chapter });
    await repo.recordActivity(tx, learner.id, utcDay(now));
    return result;
  });
}

/** One change of the learner's own progress; answers the progress after it. */
function changeProgress(
  db: Db,
  learner: Learner,
  courseId: number,
  chapterId: number,
  now: Date,
  change: (tx: Tx, at: LearnerChapter) => Promise<void>,
  options: { allowLocked?: boolean } = {},
): Promise<CourseProgress> {
  return inLearnerChapter(
    db,
    learner,
    courseId,
    chapterId,
    now,
    async (tx, at) => {
      await change(tx, at);
      return presentProgress((await findEnrollment(tx, learner.id, courseId))!);
    },
    options,
  );
}

/**
 * Marks the chapter complete and recomputes the learner's progress; on reaching 100 the
 * certificate is earned and its email queued (once). Callers check the quiz rule first.
 */
export async function markChapterComplete(tx: Tx, learner: Learner, courseId: number, at: LearnerChapter): Promise<void> {
  const wasComplete = Boolean((await findEnrollment(tx, learner.id, courseId))?.completedAt);
  await addCompletedChapter(tx, at.enrollmentId, at.chapter.id);
  await recomputeCourseProgress(tx, courseId, learner.id);
  // The last chapter: the certificate is earned (its public page is the verification link).
  if (!wasComplete && (await findEnrollment(tx, learner.id, courseId))?.completedAt) {
    await queueEmail(
      tx,
      learner.id,
      "certificate_earned",
      { courseTitle: at.course.title, verificationPath: certificatePaths(courseId, learner.id).page },
      { onceKey: `certificate:${learner.id}:${courseId}` },
    );
  }
}

/** A chapter with a quiz completes only through a passed attempt (docs/product-rules.md §12): 409 before. */
export function completeChapter(db: Db, learner: Learner, courseId: number, chapterId: number, now = new Date()) {
  return changeProgress(db, learner, courseId, chapterId, now, async (tx, at) => {
    const quiz = await findQuizByChapter(tx, chapterId);
    if (quiz && !(await hasPassedQuiz(tx, learner.id, quiz.id))) throw conflict(PASS_THE_QUIZ, undefined, "QUIZ_NOT_PASSED");
    await markChapterComplete(tx, learner, courseId, at);
  });
}

export function uncompleteChapter(db: Db, learner: Learner, courseId: number, chapterId: number, now = new Date()) {
  const change = async (tx: Tx, at: LearnerChapter) => {
    await removeCompletedChapter(tx, at.enrollmentId, chapterId);
    await recomputeCourseProgress(tx, courseId, learner.id);
  };
  // Taking a completion back is allowed even where order would now lock the chapter.
  return changeProgress(db, learner, courseId, chapterId, now, change, { allowLocked: true });
}

export function saveChapterPosition(db: Db, learner: Learner, courseId: number, chapterId: number, seconds: number, now = new Date()) {
  return changeProgress(db, learner, courseId, chapterId, now, (tx, at) => savePosition(tx, at.enrollmentId, chapterId, seconds));
}

/** The player's resume data for an enrolled learner; 404 when not enrolled. */
export async function getCourseProgress(db: Db, userId: number, courseId: number): Promise<CourseProgress> {
  const enrollment = await findEnrollment(db, userId, courseId);
  if (!enrollment) throw notFound("You are not enrolled in this course");
  return presentProgress(enrollment);
}

export async function learnerStats(db: Db, userId: number, now = new Date()): Promise<LearnerStats> {
  const today = utcDay(now);
  const totals = await repo.learnerTotals(db, userId);
  const days = await repo.activityDaysUpTo(db, userId, today);
  return {
    enrolled: totals.enrolled,
    completed: totals.completed,
    averageProgress: Math.round(totals.averageProgress),
    streakDays: streakFrom(days, today),
  };
}

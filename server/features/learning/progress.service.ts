import { certificatePaths, type CourseProgress, type LearnerStats } from "@shared/schemas/learning";
import { COURSE_NOT_FOUND } from "@shared/schemas/courses";
import type { Db, Tx } from "../../db/client";
import { forbidden, notFound } from "../../lib/app-error";
import { hasCourseAccess, recomputeCourseProgress } from "../content";
import type { Viewer } from "../courses";
import { queueEmail } from "../email";
import { findEnrollment } from "./enrollments.repo";
import { presentProgress } from "./learning.presenter";
import * as repo from "./progress.repo";

export const NOT_ENROLLED = "Enroll in this course to track your progress";
export const ACCESS_ENDED = "Your access to this course has ended";
export const CHAPTER_NOT_FOUND = "Chapter not found";

type Learner = NonNullable<Viewer>;

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

/**
 * Runs one change of the learner's own progress in a chapter of the course, in one transaction:
 * the learner must be enrolled with active access and the chapter must be the course's. The day
 * counts towards the learning streak.
 */
async function changeProgress(
  db: Db,
  learner: Learner,
  courseId: number,
  chapterId: number,
  now: Date,
  change: (tx: Tx, enrollmentId: number, course: { title: string }) => Promise<void>,
): Promise<CourseProgress> {
  return db.transaction(async (tx) => {
    const course = await repo.shareLockCourse(tx, courseId);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    const enrollment = await repo.lockEnrollment(tx, learner.id, courseId);
    if (!enrollment) throw course.isPublished ? forbidden(NOT_ENROLLED, "NOT_ENROLLED") : notFound(COURSE_NOT_FOUND, "COURSE_NOT_FOUND");
    if (!(await hasCourseAccess(tx, learner, courseId))) throw forbidden(ACCESS_ENDED, "ACCESS_ENDED");
    if (!(await repo.chapterBelongsToCourse(tx, chapterId, courseId))) throw notFound(CHAPTER_NOT_FOUND);
    await change(tx, enrollment.id, course);
    await repo.recordActivity(tx, learner.id, utcDay(now));
    return presentProgress((await findEnrollment(tx, learner.id, courseId))!);
  });
}

export function completeChapter(db: Db, learner: Learner, courseId: number, chapterId: number, now = new Date()) {
  return changeProgress(db, learner, courseId, chapterId, now, async (tx, enrollmentId, course) => {
    const wasComplete = Boolean((await findEnrollment(tx, learner.id, courseId))?.completedAt);
    await repo.addCompletedChapter(tx, enrollmentId, chapterId);
    await recomputeCourseProgress(tx, courseId, learner.id);
    // The last chapter: the certificate is earned (its public page is the verification link).
    if (!wasComplete && (await findEnrollment(tx, learner.id, courseId))?.completedAt) {
      await queueEmail(
        tx,
        learner.id,
        "certificate_earned",
        { courseTitle: course.title, verificationPath: certificatePaths(courseId, learner.id).page },
        { onceKey: `certificate:${learner.id}:${courseId}` },
      );
    }
  });
}

export function uncompleteChapter(db: Db, learner: Learner, courseId: number, chapterId: number, now = new Date()) {
  return changeProgress(db, learner, courseId, chapterId, now, async (tx, enrollmentId) => {
    await repo.removeCompletedChapter(tx, enrollmentId, chapterId);
    await recomputeCourseProgress(tx, courseId, learner.id);
  });
}

export function saveChapterPosition(
  db: Db,
  learner: Learner,
  courseId: number,
  chapterId: number,
  seconds: number,
  now = new Date(),
) {
  return changeProgress(db, learner, courseId, chapterId, now, (tx, enrollmentId) =>
    repo.savePosition(tx, enrollmentId, chapterId, seconds),
  );
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

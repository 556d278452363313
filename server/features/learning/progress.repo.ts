import { and, avg, count, desc, eq, isNull, lte } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chapters, courses, enrollments, learningActivity } from "../../db/schema";
import type { EnrollmentRow } from "../enrollments";

/**
 * Holds the course steady while a learner's progress changes: chapter additions and deletions lock
 * the course FOR UPDATE and recompute everyone's progress, so they wait for this (and this for
 * them). KEY SHARE does not block other learners of the same course.
 */
export async function shareLockCourse(tx: Tx, courseId: number) {
  const [row] = await tx
    .select({ id: courses.id, title: courses.title, isPublished: courses.isPublished })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for("key share");
  return row;
}

export async function lockEnrollment(tx: Tx, userId: number, courseId: number): Promise<EnrollmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .for("update");
  return row;
}

export async function chapterBelongsToCourse(db: Db | Tx, chapterId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.courseId, courseId)));
  return rows.length > 0;
}

/** A day ("2026-05-01", UTC) on which the learner studied; once per day. */
export async function recordActivity(tx: Tx, userId: number, day: string): Promise<void> {
  await tx.insert(learningActivity).values({ userId, day }).onConflictDoNothing();
}

export async function learnerTotals(db: Db, userId: number) {
  const [row] = await db
    .select({
      enrolled: count(),
      completed: count(enrollments.completedAt),
      averageProgress: avg(enrollments.progress),
    })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), isNull(enrollments.accessRevokedAt))); // a refunded purchase is not an enrollment
  return { enrolled: row.enrolled, completed: row.completed, averageProgress: Number(row.averageProgress ?? 0) };
}

/** The learner's activity days up to `day`, latest first ("2026-05-01" strings). */
export async function activityDaysUpTo(db: Db, userId: number, day: string): Promise<string[]> {
  const rows = await db
    .select({ day: learningActivity.day })
    .from(learningActivity)
    .where(and(eq(learningActivity.userId, userId), lte(learningActivity.day, day)))
    .orderBy(desc(learningActivity.day));
  return rows.map((r) => r.day);
}

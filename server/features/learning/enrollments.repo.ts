import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chapters, courses, enrollments } from "../../db/schema";

export type EnrollmentRow = typeof enrollments.$inferSelect;

/** An enrolment with what its card shows of the course. */
export interface EnrollmentCard {
  enrollment: EnrollmentRow;
  course: Pick<typeof courses.$inferSelect, "id" | "title" | "description" | "thumbnailUrl" | "category" | "level" | "priceCents">;
  lessonsCount: number;
  hasAccess: boolean;
}

// The rule of content/access.ts hasCourseAccess, as a column: not revoked by a refund, and
// lifetime or within the paid subscription period.
const activeAccess = sql<boolean>`(${enrollments.accessRevokedAt} IS NULL AND (${enrollments.accessUntil} IS NULL OR ${enrollments.accessUntil} > now()))`;

/** Enrolments joined to their courses and chapter counts: one query whatever the number of rows. */
function selectCards(db: Db | Tx) {
  const chapterCounts = db
    .select({ courseId: chapters.courseId, n: sql<number>`count(*)::int`.as("lessons_n") })
    .from(chapters)
    .groupBy(chapters.courseId)
    .as("chapter_counts");
  return db
    .select({
      enrollment: enrollments,
      course: {
        id: courses.id,
        title: courses.title,
        description: courses.description,
        thumbnailUrl: courses.thumbnailUrl,
        category: courses.category,
        level: courses.level,
        priceCents: courses.priceCents,
      },
      lessonsCount: sql<number>`coalesce(${chapterCounts.n}, 0)`.mapWith(Number),
      hasAccess: activeAccess.mapWith(Boolean),
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(chapterCounts, eq(chapterCounts.courseId, enrollments.courseId));
}

export async function listEnrollmentCards(db: Db, userId: number): Promise<EnrollmentCard[]> {
  return selectCards(db).where(eq(enrollments.userId, userId)).orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
}

export async function findEnrollmentCard(db: Db | Tx, userId: number, courseId: number): Promise<EnrollmentCard | undefined> {
  const [row] = await selectCards(db).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row;
}

export async function findEnrollment(db: Db | Tx, userId: number, courseId: number): Promise<EnrollmentRow | undefined> {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row;
}

/**
 * Enrols unless already enrolled; the unique (user, course) index decides between simultaneous
 * calls, so there is never a second row. Answers the new row, or undefined when one existed.
 */
export async function insertEnrollmentIfAbsent(
  db: Db | Tx,
  values: { userId: number; courseId: number; accessUntil?: Date | null },
): Promise<EnrollmentRow | undefined> {
  const [row] = await db
    .insert(enrollments)
    .values(values)
    .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
    .returning();
  return row;
}

/** Lifetime access again (a course that became free after a refund or an ended subscription). */
export async function restoreLifetimeAccess(db: Db | Tx, id: number): Promise<void> {
  await db.update(enrollments).set({ accessUntil: null, accessRevokedAt: null }).where(eq(enrollments.id, id));
}

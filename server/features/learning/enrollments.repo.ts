import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chapters, courses, enrollments } from "../../db/schema";
import { activeAccess, type EnrollmentRow } from "../enrollments";

/** An enrollment with what its card shows of the course. */
export interface EnrollmentCard {
  enrollment: EnrollmentRow;
  course: Pick<typeof courses.$inferSelect, "id" | "title" | "description" | "thumbnailUrl" | "category" | "level" | "priceCents">;
  lessonsCount: number;
  hasAccess: boolean;
}

// hasAccess is the course-access rule of the enrollments feature (activeAccess), as a column.

/** Enrollments joined to their courses and chapter counts: one query whatever the number of rows. */
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

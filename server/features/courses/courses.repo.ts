import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { CourseLevel, CourseSort } from "@shared/constants";
import type { Db, Tx } from "../../db/client";
import { chapterCaptions, chapters, courses, enrollments, guidelineFiles, guidelines } from "../../db/schema";

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;

/** A course with the figures derived from enrollments, chapters and reviews. */
export interface CourseWithStats extends CourseRow {
  studentsCount: number;
  lessonsCount: number;
  totalSeconds: number;
  rating: number | null;
  reviewCount: number;
}

export interface CourseFilter {
  publishedOnly: boolean;
  search?: string;
  category?: string;
  level?: CourseLevel;
}

/** LIKE pattern matching `text` literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of the catalogue list and its count (exported for the query-plan test). */
export function filterConditions(filter: CourseFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.publishedOnly) conditions.push(eq(courses.isPublished, true));
  if (filter.category) conditions.push(sql`lower(${courses.category}) = ${filter.category.toLowerCase()}`);
  if (filter.level) conditions.push(eq(courses.level, filter.level));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern)));
  }
  return and(...conditions);
}

/** A course's average rating to one decimal, from the maintained sum and count; null without reviews. */
const ratingAverage = sql<string | null>`round(${courses.ratingSum}::numeric / nullif(${courses.reviewCount}, 0), 1)`;

/**
 * Courses with their card figures. The figures are columns kept by triggers (migration
 * 0012_course_counters_triggers), so a page costs one indexed read whatever the catalogue holds.
 */
function selectWithStats(db: Db | Tx) {
  const query = db
    .select({
      course: courses,
      studentsCount: courses.studentsCount,
      lessonsCount: courses.lessonsCount,
      totalSeconds: courses.totalSeconds,
      rating: ratingAverage,
      reviewCount: courses.reviewCount,
    })
    .from(courses);
  return { query };
}

type StatsRow = {
  course: CourseRow;
  studentsCount: number;
  lessonsCount: number;
  totalSeconds: number;
  rating: string | null;
  reviewCount: number;
};

function flatten(row: StatsRow): CourseWithStats {
  return {
    ...row.course,
    studentsCount: row.studentsCount,
    lessonsCount: row.lessonsCount,
    totalSeconds: row.totalSeconds,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: row.reviewCount,
  };
}

export async function listCoursesWithStats(
  db: Db,
  filter: CourseFilter,
  page: { sort: CourseSort; limit: number; offset: number },
): Promise<{ rows: CourseWithStats[]; total: number }> {
  const where = filterConditions(filter);
  const { query } = selectWithStats(db);
  const order: Record<CourseSort, SQL[]> = {
    newest: [desc(courses.createdAt), desc(courses.id)],
    oldest: [asc(courses.createdAt), asc(courses.id)],
    rating: [sql`${ratingAverage} DESC NULLS LAST`, desc(courses.reviewCount), desc(courses.createdAt), desc(courses.id)],
    // NULLS LAST as in courses_popular_idx, so the index gives the order.
    popular: [sql`${courses.studentsCount} DESC NULLS LAST`, sql`${courses.createdAt} DESC NULLS LAST`, sql`${courses.id} DESC NULLS LAST`],
    title: [sql`lower(${courses.title}) ASC`, asc(courses.id)],
  };
  const rows = await query
    .where(where)
    .orderBy(...order[page.sort])
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(courses)
    .where(where);
  return { rows: rows.map(flatten), total };
}

export async function findCourseWithStats(db: Db | Tx, id: number): Promise<CourseWithStats | undefined> {
  const [row] = await selectWithStats(db).query.where(eq(courses.id, id));
  return row ? flatten(row) : undefined;
}

export async function findCourse(db: Db | Tx, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

/** Locks the course row until the transaction ends (serialises content changes per course). */
export async function lockCourse(tx: Tx, id: number): Promise<CourseRow | undefined> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for("update");
  return row;
}

export async function hasEnrollment(db: Db | Tx, courseId: number, userId?: number): Promise<boolean> {
  const where =
    userId === undefined ? eq(enrollments.courseId, courseId) : and(eq(enrollments.courseId, courseId), eq(enrollments.userId, userId));
  const rows = await db.select({ id: enrollments.id }).from(enrollments).where(where).limit(1);
  return rows.length > 0;
}

/** Whether the course has students: enrollments that a refund has not cancelled (as studentsCount). */
export async function hasStudents(tx: Tx, courseId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), isNull(enrollments.accessRevokedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function categoryCounts(db: Db, publishedOnly: boolean) {
  return db
    .select({ category: courses.category, count: sql<number>`count(*)::int` })
    .from(courses)
    .where(publishedOnly ? eq(courses.isPublished, true) : undefined)
    .groupBy(courses.category)
    .orderBy(asc(courses.category));
}

export async function insertCourse(db: Db, values: NewCourseRow): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  return row;
}

export async function updateCourse(tx: Tx, id: number, values: Partial<NewCourseRow>): Promise<CourseRow | undefined> {
  const [row] = await tx
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  return row;
}

/** Every uploaded-file reference a course owns: thumbnail, chapter videos and captions, guideline files. */
export async function courseFileRefs(tx: Tx, course: CourseRow): Promise<string[]> {
  const videos = await tx
    .select({ ref: chapters.videoFile })
    .from(chapters)
    .where(and(eq(chapters.courseId, course.id), sql`${chapters.videoFile} IS NOT NULL`));
  const documents = await tx
    .select({ ref: guidelineFiles.url })
    .from(guidelineFiles)
    .innerJoin(guidelines, eq(guidelines.id, guidelineFiles.guidelineId))
    .where(eq(guidelines.courseId, course.id));
  const captions = await tx
    .select({ ref: chapterCaptions.fileRef })
    .from(chapterCaptions)
    .innerJoin(chapters, eq(chapters.id, chapterCaptions.chapterId))
    .where(eq(chapters.courseId, course.id));
  return [course.thumbnailUrl, ...videos.map((v) => v.ref), ...documents.map((d) => d.ref), ...captions.map((c) => c.ref)].filter(
    (ref): ref is string => !!ref,
  );
}

/** The ids of a course's chapters (their streams go with the course). */
export async function courseChapterIds(tx: Tx, courseId: number): Promise<number[]> {
  const rows = await tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId));
  return rows.map((r) => r.id);
}

/** Sections, chapters and guidelines go with the course (ON DELETE CASCADE). */
export async function deleteCourseRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(courses).where(eq(courses.id, id));
}

import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";

/** A drip chapter whose date has passed for a learner, not yet announced to them. */
export interface DripOpening {
  enrollmentId: number;
  userId: number;
  courseId: number;
  courseTitle: string;
  sequential: boolean;
  enrolledAt: Date;
  completedChapterIds: number[];
  chapterId: number;
}

/**
 * Drip chapters whose opening date passed in the last `windowDays`, for learners with active
 * access to a published course, not yet announced. A chapter open at enrollment (no wait) is not
 * news. Days after enrollment are exact 24-hour steps, as in `opensAt` (availability.ts), so the
 * email and access agree whatever the session's time zone (a calendar day can be 23 or 25 hours).
 * Chapter order is the caller's to check.
 */
export async function findDripOpenings(tx: Tx, now: Date, windowDays: number): Promise<DripOpening[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    WITH opened AS (
      SELECT e.id AS enrollment_id, e.user_id, e.enrolled_at, e.completed_chapter_ids, co.id AS course_id,
        co.title AS course_title, co.sequential, c.id AS chapter_id,
        coalesce(c.available_at, e.enrolled_at + make_interval(hours => 24 * c.available_after_days)) AS opens_at
      FROM enrollments e
      JOIN courses co ON co.id = e.course_id
      JOIN chapters c ON c.course_id = e.course_id
      WHERE co.is_published
        AND e.access_revoked_at IS NULL
        AND (e.access_until IS NULL OR e.access_until > ${at})
        AND NOT c.is_preview
        AND (c.available_at IS NOT NULL OR c.available_after_days IS NOT NULL)
    )
    SELECT o.* FROM opened o
    WHERE o.opens_at <= ${at} AND o.opens_at > o.enrolled_at
      AND o.opens_at > ${at} - ${windowDays}::int * interval '1 day'
      AND NOT EXISTS (
        SELECT 1 FROM chapter_unlock_notices n WHERE n.enrollment_id = o.enrollment_id AND n.chapter_id = o.chapter_id
      )
    ORDER BY o.user_id, o.course_id, o.chapter_id`);
  return rows.map((r) => ({
    enrollmentId: Number(r.enrollment_id),
    userId: Number(r.user_id),
    courseId: Number(r.course_id),
    courseTitle: String(r.course_title),
    sequential: Boolean(r.sequential),
    enrolledAt: new Date(r.enrolled_at as string | Date),
    completedChapterIds: parseIntArray(r.completed_chapter_ids),
    chapterId: Number(r.chapter_id),
  }));
}

function parseIntArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === "string") return value.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
  return [];
}

/**
 * Records notices, once per enrollment and chapter, and answers the ones this call recorded: the
 * primary key makes a second process's run record (and so email) nothing.
 */
export async function recordNotices(
  tx: Tx,
  notices: { enrollmentId: number; chapterId: number }[],
): Promise<{ enrollmentId: number; chapterId: number }[]> {
  if (notices.length === 0) return [];
  const values = sql.join(
    notices.map((n) => sql`(${n.enrollmentId}::int, ${n.chapterId}::int)`),
    sql`, `,
  );
  const { rows } = await tx.execute<Record<string, unknown>>(sql`
    INSERT INTO chapter_unlock_notices (enrollment_id, chapter_id) VALUES ${values}
    ON CONFLICT DO NOTHING
    RETURNING enrollment_id, chapter_id`);
  return rows.map((r) => ({ enrollmentId: Number(r.enrollment_id), chapterId: Number(r.chapter_id) }));
}

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

// Revenue is what was kept: succeeded payments, and refunded ones net of the refund.
const KEPT = sql`status IN ('succeeded', 'refunded')`;
// An order took money: a purchase a coupon paid in full or a trial's start (0) is none.
const PAID = sql`amount_cents > 0`;
// A refunded purchase is not an enrolment (issue 11 item 15): its row stays for the record only.
const COUNTED = sql`access_revoked_at IS NULL`;
// A user is active on a day when they studied, signed in or made any authenticated request.
const ACTIVITY = sql`(SELECT user_id, day FROM user_activity_days UNION ALL SELECT user_id, day FROM learning_activity)`;

/** Every single figure of the report in one round trip. */
export async function totals(db: Db, today: string, since30: string) {
  const { rows } = await db.execute<Row>(sql`
    SELECT
      (SELECT count(*) FROM users) AS users,
      (SELECT count(*) FROM enrollments WHERE ${COUNTED}) AS enrollments,
      (SELECT count(*) FROM enrollments WHERE ${COUNTED} AND completed_at IS NOT NULL) AS completed,
      (SELECT coalesce(avg(progress), 0) FROM enrollments WHERE ${COUNTED}) AS avg_progress,
      (SELECT count(*) FROM courses) AS courses,
      (SELECT count(*) FROM courses WHERE is_published) AS published,
      (SELECT avg(rating) FROM reviews) AS avg_rating,
      (SELECT coalesce(sum(duration_seconds), 0) FROM chapters) AS video_seconds,
      (SELECT coalesce(sum(amount_cents - refunded_amount_cents), 0) FROM payments WHERE ${KEPT}) AS revenue,
      (SELECT count(*) FROM payments WHERE ${KEPT} AND ${PAID}) AS orders,
      (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE ${KEPT}) AS gross,
      (SELECT coalesce(sum(discount_cents), 0) FROM payments WHERE status = 'succeeded' AND trial_ends_at IS NULL) AS discounts,
      (SELECT count(*) FROM payments WHERE status = 'refunded' AND ${PAID}) AS refunded,
      (SELECT coalesce(sum(amount_cents), 0) FROM commissions WHERE status = 'paid') AS commissions_paid,
      (SELECT count(DISTINCT user_id) FROM ${ACTIVITY} a WHERE day = ${today}::date) AS active_today,
      (SELECT count(DISTINCT user_id) FROM ${ACTIVITY} a WHERE day >= ${since30}::date) AS active_30,
      (SELECT count(*) FROM enrollments e WHERE e.access_revoked_at IS NULL AND EXISTS (
        SELECT 1 FROM ${ACTIVITY} a WHERE a.user_id = e.user_id AND a.day >= ${since30}::date)) AS retained`);
  const r = rows[0] ?? {};
  return {
    users: num(r.users),
    enrollments: num(r.enrollments),
    completed: num(r.completed),
    avgProgress: num(r.avg_progress),
    courses: num(r.courses),
    published: num(r.published),
    avgRating: r.avg_rating === null || r.avg_rating === undefined ? null : Number(r.avg_rating),
    videoSeconds: num(r.video_seconds),
    revenueCents: num(r.revenue),
    orders: num(r.orders),
    grossCents: num(r.gross),
    discountCents: num(r.discounts),
    refunded: num(r.refunded),
    commissionsPaidCents: num(r.commissions_paid),
    activeToday: num(r.active_today),
    active30: num(r.active_30),
    retained: num(r.retained),
  };
}

/** Per UTC month since `from`: new users, kept revenue, enrolments, completions. */
export async function monthly(db: Db, from: string) {
  const month = (column: string) => sql.raw(`to_char(date_trunc('month', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM')`);
  const [users, revenue, enrolled, completed] = await Promise.all([
    db.execute<Row>(sql`SELECT ${month("created_at")} AS m, count(*) AS n FROM users WHERE created_at >= ${from}::timestamptz GROUP BY 1`),
    db.execute<Row>(
      sql`SELECT ${month("succeeded_at")} AS m, sum(amount_cents - refunded_amount_cents) AS n FROM payments
          WHERE ${KEPT} AND succeeded_at >= ${from}::timestamptz GROUP BY 1`,
    ),
    db.execute<Row>(
      sql`SELECT ${month("enrolled_at")} AS m, count(*) AS n FROM enrollments WHERE ${COUNTED} AND enrolled_at >= ${from}::timestamptz GROUP BY 1`,
    ),
    db.execute<Row>(
      sql`SELECT ${month("completed_at")} AS m, count(*) AS n FROM enrollments WHERE ${COUNTED} AND completed_at >= ${from}::timestamptz GROUP BY 1`,
    ),
  ]);
  const toMap = (rows: Row[]) => new Map(rows.map((r) => [String(r.m), num(r.n)]));
  return { users: toMap(users.rows), revenue: toMap(revenue.rows), enrolled: toMap(enrolled.rows), completed: toMap(completed.rows) };
}

/** The courses that earned most (kept revenue), with their enrolments and completions. */
export async function topCourses(db: Db, limit: number) {
  const { rows } = await db.execute<Row>(sql`
    WITH rev AS (
      SELECT course_id, sum(amount_cents - refunded_amount_cents) AS revenue FROM payments
      WHERE ${KEPT} AND course_id IS NOT NULL GROUP BY course_id),
    enr AS (
      SELECT course_id, count(*) AS n, count(*) FILTER (WHERE completed_at IS NOT NULL) AS done FROM enrollments
      WHERE ${COUNTED} GROUP BY course_id)
    SELECT c.id, c.title, coalesce(enr.n, 0) AS enrollments, coalesce(enr.done, 0) AS completions, coalesce(rev.revenue, 0) AS revenue
    FROM courses c LEFT JOIN rev ON rev.course_id = c.id LEFT JOIN enr ON enr.course_id = c.id
    ORDER BY revenue DESC, enrollments DESC, c.id
    LIMIT ${limit}`);
  return rows.map((r) => ({
    id: num(r.id),
    name: String(r.title),
    enrollments: num(r.enrollments),
    completions: num(r.completions),
    revenueCents: num(r.revenue),
  }));
}

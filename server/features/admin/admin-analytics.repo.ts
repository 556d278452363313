import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

// A refunded purchase is not an enrollment: its row stays for the record only.
const COUNTED = sql`access_revoked_at IS NULL`;
// A user is active on a day when they studied, signed in or made any authenticated request.
const ACTIVITY = sql`(SELECT user_id, day FROM user_activity_days UNION ALL SELECT user_id, day FROM learning_activity)`;

/**
 * Every single figure of the report in one round trip. The money comes from payment_day_totals,
 * kept by triggers on payments in the statement of every payment write (migration
 * 0019_payment_day_totals, decision 021): the same sums the payments would give, without reading
 * them. Kept money is a succeeded or refunded payment, net of its refund; an order took money.
 */
export async function totals(db: Db, today: string, since30: string) {
  const { rows } = await db.execute<Row>(sql`
    WITH money AS (
      SELECT coalesce(sum(revenue_cents), 0) AS revenue, coalesce(sum(orders), 0) AS orders, coalesce(sum(gross_cents), 0) AS gross,
             coalesce(sum(discount_cents), 0) AS discounts, coalesce(sum(refunded_orders), 0) AS refunded
      FROM payment_day_totals),
    enrolled AS (
      SELECT count(*) AS enrollments, count(*) FILTER (WHERE completed_at IS NOT NULL) AS completed,
             coalesce(avg(progress), 0) AS avg_progress
      FROM enrollments WHERE ${COUNTED})
    SELECT
      (SELECT count(*) FROM users) AS users,
      enrolled.enrollments, enrolled.completed, enrolled.avg_progress,
      (SELECT count(*) FROM courses) AS courses,
      (SELECT count(*) FROM courses WHERE is_published) AS published,
      (SELECT avg(rating) FROM reviews) AS avg_rating,
      (SELECT coalesce(sum(duration_seconds), 0) FROM chapters) AS video_seconds,
      money.revenue, money.orders, money.gross, money.discounts, money.refunded,
      (SELECT coalesce(sum(amount_cents), 0) FROM commissions WHERE status = 'paid') AS commissions_paid,
      (SELECT count(DISTINCT user_id) FROM ${ACTIVITY} a WHERE day = ${today}::date) AS active_today,
      (SELECT count(DISTINCT user_id) FROM ${ACTIVITY} a WHERE day >= ${since30}::date) AS active_30,
      (SELECT count(*) FROM enrollments e WHERE e.access_revoked_at IS NULL AND EXISTS (
        SELECT 1 FROM ${ACTIVITY} a WHERE a.user_id = e.user_id AND a.day >= ${since30}::date)) AS retained
    FROM money, enrolled`);
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

/** Per UTC month since `from`: new users, kept revenue, enrollments, completions. */
export async function monthly(db: Db, from: string) {
  const month = (column: string) => sql.raw(`to_char(date_trunc('month', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM')`);
  const [users, revenue, enrolled, completed] = await Promise.all([
    db.execute<Row>(sql`SELECT ${month("created_at")} AS m, count(*) AS n FROM users WHERE created_at >= ${from}::timestamptz GROUP BY 1`),
    // Kept revenue by the UTC day it succeeded: the month of succeeded_at, as the payments give it.
    db.execute<Row>(
      sql`SELECT to_char(day, 'YYYY-MM') AS m, sum(revenue_cents) AS n FROM payment_day_totals
          WHERE day >= ${from.slice(0, 10)}::date GROUP BY 1`,
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

/**
 * The courses that earned most (kept revenue), with their enrollments and completions. Enrollments
 * are the course's maintained students_count (enrollments not revoked, migration 0012); only the
 * five courses shown have their completions counted.
 */
export async function topCourses(db: Db, limit: number) {
  const { rows } = await db.execute<Row>(sql`
    WITH rev AS (SELECT course_id, sum(revenue_cents) AS revenue FROM payment_day_totals GROUP BY course_id),
    top AS (
      SELECT c.id, c.title, c.students_count AS enrollments, coalesce(rev.revenue, 0) AS revenue
      FROM courses c LEFT JOIN rev ON rev.course_id = c.id
      ORDER BY revenue DESC, enrollments DESC, c.id
      LIMIT ${limit})
    SELECT top.*, (SELECT count(*) FROM enrollments e
                   WHERE e.course_id = top.id AND ${COUNTED} AND e.completed_at IS NOT NULL) AS completions
    FROM top
    ORDER BY revenue DESC, enrollments DESC, id`);
  return rows.map((r) => ({
    id: num(r.id),
    name: String(r.title),
    enrollments: num(r.enrollments),
    completions: num(r.completions),
    revenueCents: num(r.revenue),
  }));
}

import { isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, enrollments, payments } from "../../db/schema";

/** The admin dashboard's figures, each one aggregate query. */
export async function dashboardFigures(db: Db) {
  const [enrollment] = await db
    .select({
      students: sql<number>`count(DISTINCT ${enrollments.userId})::int`,
      completions: sql<number>`count(${enrollments.completedAt})::int`,
    })
    .from(enrollments)
    .where(isNull(enrollments.accessRevokedAt)); // a refunded purchase is not an enrollment
  const [course] = await db
    .select({
      total: sql<number>`count(*)::int`,
      published: sql<number>`count(*) FILTER (WHERE ${courses.isPublished})::int`,
    })
    .from(courses);
  // A refunded payment keeps its amount and records refunded_amount_cents: net of both.
  const [revenue] = await db
    .select({
      cents: sql<number>`coalesce(sum(${payments.amountCents} - ${payments.refundedAmountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(payments)
    .where(sql`${payments.status} IN ('succeeded', 'refunded')`);
  return {
    students: enrollment.students,
    completions: enrollment.completions,
    totalCourses: course.total,
    activeCourses: course.published,
    revenueCents: revenue.cents,
  };
}

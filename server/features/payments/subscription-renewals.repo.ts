import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export interface DueRenewal {
  userId: number;
  courseId: number;
  accessUntil: Date;
  originPaymentId: number;
  subscriptionId: string;
}

/**
 * Test-provider subscriptions whose paid month ends before `dueBy` (and not longer ago than
 * `lapsedBefore`: those lapsed while nothing billed them and stay closed): not cancelled, not
 * revoked by a refund, the buyer active, the course still published. A free trial is billed only
 * once it has ended (`now`), never ahead: a cancel up to its last minute charges nothing. The
 * latest succeeded instalment carries the subscription. Served by enrollments_access_until_idx.
 */
export async function findDueTestRenewals(
  db: Db,
  window: { now: Date; dueBy: Date; lapsedBefore: Date; limit: number },
): Promise<DueRenewal[]> {
  const result = await db.execute<{
    user_id: number;
    course_id: number;
    access_until: string | Date;
    payment_id: number;
    subscription_id: string;
  }>(sql`
    SELECT DISTINCT ON (e.user_id, e.course_id)
      e.user_id, e.course_id, e.access_until, p.id AS payment_id, p.provider_subscription_id AS subscription_id
    FROM enrollments e
    JOIN users u ON u.id = e.user_id AND u.status = 'active'
    JOIN courses c ON c.id = e.course_id AND c.is_published
    JOIN payments p ON p.user_id = e.user_id AND p.course_id = e.course_id AND p.type = 'subscription'
      AND p.status = 'succeeded' AND p.provider = 'test' AND p.provider_subscription_id IS NOT NULL
    WHERE e.access_until IS NOT NULL
      AND e.access_until <= ${window.dueBy.toISOString()}::timestamptz
      AND e.access_until > ${window.lapsedBefore.toISOString()}::timestamptz
      AND e.access_revoked_at IS NULL AND e.subscription_cancelled_at IS NULL
      AND (e.trial_ends_at IS NULL OR e.trial_ends_at <= ${window.now.toISOString()}::timestamptz)
    ORDER BY e.user_id, e.course_id, p.id DESC
    LIMIT ${window.limit}`);
  return result.rows.map((r) => ({
    userId: Number(r.user_id),
    courseId: Number(r.course_id),
    accessUntil: new Date(r.access_until),
    originPaymentId: Number(r.payment_id),
    subscriptionId: r.subscription_id,
  }));
}

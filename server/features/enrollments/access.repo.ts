import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { enrollments } from "../../db/schema";

export type EnrollmentRow = typeof enrollments.$inferSelect;

/**
 * The course-access rule (docs/product-rules.md §3), the one place it is written: an enrollment gives access
 * when a refund has not revoked it and it is lifetime or within the paid subscription period.
 * content's hasCourseAccess asks it for a viewer, learning's enrollment cards show it as a column.
 */
export const activeAccess = sql<boolean>`(${enrollments.accessRevokedAt} IS NULL AND (${enrollments.accessUntil} IS NULL OR ${enrollments.accessUntil} > now()))`;

/** Whether the learner's enrollment in the course gives access now (activeAccess). */
export async function activeEnrollmentExists(db: Db | Tx, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId), activeAccess))
    .limit(1);
  return rows.length > 0;
}

/**
 * Enrolls unless already enrolled; the unique (user, course) index decides between simultaneous
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

/** Whether the buyer's subscription still runs (not cancelled, not revoked), locking its enrollment. */
export async function lockLiveSubscription(tx: Tx, userId: number, courseId: number): Promise<boolean> {
  const [row] = await tx
    .select({ cancelledAt: enrollments.subscriptionCancelledAt, revokedAt: enrollments.accessRevokedAt })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .for("update");
  return !!row && row.cancelledAt === null && row.revokedAt === null;
}

/** A free trial starts: access until its end, when the first instalment is charged. */
export async function startTrialAccess(tx: Tx, userId: number, courseId: number, trialEndsAt: Date): Promise<void> {
  await tx
    .insert(enrollments)
    .values({ userId, courseId, accessUntil: trialEndsAt, trialEndsAt })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.courseId],
      set: { accessUntil: trialEndsAt, trialEndsAt, accessRevokedAt: null, subscriptionCancelledAt: null },
    });
}

/** One-time purchase: lifetime access, whatever was there before. */
export async function grantLifetimeAccess(tx: Tx, userId: number, courseId: number): Promise<void> {
  await tx
    .insert(enrollments)
    .values({ userId, courseId })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.courseId],
      set: { accessUntil: null, accessRevokedAt: null, subscriptionCancelledAt: null },
    });
}

/**
 * A paid subscription instalment: one more month from the later of now and the current end.
 * Lifetime access stays lifetime.
 */
export async function extendSubscriptionAccess(tx: Tx, userId: number, courseId: number, paidAt: Date): Promise<void> {
  const paid = paidAt.toISOString();
  await tx
    .insert(enrollments)
    .values({ userId, courseId, accessUntil: sql`${paid}::timestamptz + interval '1 month'` })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.courseId],
      set: {
        accessUntil: sql`CASE
          WHEN ${enrollments.accessUntil} IS NULL AND ${enrollments.accessRevokedAt} IS NULL THEN NULL
          WHEN ${enrollments.accessRevokedAt} IS NULL AND ${enrollments.accessUntil} > ${paid}::timestamptz
            THEN ${enrollments.accessUntil} + interval '1 month'
          ELSE ${paid}::timestamptz + interval '1 month' END`,
        accessRevokedAt: null,
        subscriptionCancelledAt: null,
      },
    });
}

export async function revokeAccess(tx: Tx, userId: number, courseId: number): Promise<void> {
  await tx
    .update(enrollments)
    .set({ accessRevokedAt: new Date() })
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
}

/**
 * Answers the enrollment's access end when this call cancelled it (null: no end, lifetime), or
 * undefined when it was cancelled already (or there is no enrollment).
 */
export async function markSubscriptionCancelled(
  db: Db | Tx,
  userId: number,
  courseId: number,
): Promise<{ accessUntil: Date | null } | undefined> {
  const [changed] = await db
    .update(enrollments)
    .set({ subscriptionCancelledAt: new Date() })
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId), isNull(enrollments.subscriptionCancelledAt)))
    .returning({ accessUntil: enrollments.accessUntil });
  return changed;
}

/** A deleted course takes its refunded enrollments along: they are no one's course any more. */
export async function deleteRefundedEnrollments(tx: Tx, courseId: number): Promise<void> {
  await tx.delete(enrollments).where(and(eq(enrollments.courseId, courseId), isNotNull(enrollments.accessRevokedAt)));
}

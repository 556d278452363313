import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { commissions, couponRedemptions, coupons, courses, payments, users } from "../../db/schema";

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;

/** Answers the row, or undefined when the code is taken (the unique index decides, also under a race). */
export async function insertCoupon(db: Db | Tx, values: NewCouponRow): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCoupon(
  db: Db | Tx,
  id: number,
  values: Partial<NewCouponRow>,
  ownerId: number | null,
): Promise<CouponRow | undefined> {
  const owned = ownerId === null ? eq(coupons.kind, "admin") : and(eq(coupons.kind, "promo"), eq(coupons.ownerId, ownerId));
  const [row] = await db
    .update(coupons)
    .set(values)
    .where(and(eq(coupons.id, id), owned))
    .returning();
  return row;
}

/** A code with its owner's standing (a promo code works only while its owner is an active entrepreneur). */
export async function findCouponByCode(db: Db | Tx, code: string) {
  const [row] = await db
    .select({
      coupon: coupons,
      ownerActive: sql<boolean>`(${users.role} = 'entrepreneur' AND ${users.status} = 'active')`,
      ownerAffiliateCode: users.affiliateCode,
    })
    .from(coupons)
    .leftJoin(users, eq(users.id, coupons.ownerId))
    .where(eq(coupons.code, code));
  return row;
}

/** Which of these course ids exist (drafts included). */
export async function findExistingCourseIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  return rows.map((r) => r.id);
}

export async function findCouponById(db: Db | Tx, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** Locks the coupon until the transaction ends: redemptions of one coupon are counted one at a time. */
export async function lockCoupon(tx: Tx, id: number): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
  return row;
}

/** Unreleased redemptions of the coupon, in all and by this user. */
export async function countRedemptions(db: Db | Tx, couponId: number, userId: number): Promise<{ total: number; byUser: number }> {
  const [row] = await db
    .select({
      total: count(),
      byUser: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})::int`.mapWith(Number),
    })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), isNull(couponRedemptions.releasedAt)));
  return { total: Number(row.total), byUser: row.byUser };
}

/** One per payment: a second fulfilment attempt of the same payment writes nothing. */
export async function insertRedemption(tx: Tx, values: typeof couponRedemptions.$inferInsert): Promise<void> {
  await tx.insert(couponRedemptions).values(values).onConflictDoNothing();
}

/** Moves an unreleased redemption to another payment (a trial's reserved use to its first paid instalment). */
export async function moveRedemption(tx: Tx, fromPaymentId: number, toPaymentId: number, discountCents: number): Promise<boolean> {
  const moved = await tx
    .update(couponRedemptions)
    .set({ paymentId: toPaymentId, discountCents, createdAt: new Date() })
    .where(and(eq(couponRedemptions.paymentId, fromPaymentId), isNull(couponRedemptions.releasedAt)))
    .returning({ id: couponRedemptions.id });
  return moved.length > 0;
}

export async function holdsRedemption(db: Db | Tx, paymentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.paymentId, paymentId), isNull(couponRedemptions.releasedAt)));
  return rows.length > 0;
}

export async function isActiveEntrepreneur(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "entrepreneur"), eq(users.status, "active")));
  return rows.length > 0;
}

export async function releaseRedemption(tx: Tx, paymentId: number): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponRedemptions.paymentId, paymentId), isNull(couponRedemptions.releasedAt)));
}

/** Uses, revenue (what the buyers paid) and discount given per coupon, over unreleased redemptions. */
function usage() {
  return {
    uses: sql<number>`count(${couponRedemptions.id})::int`.mapWith(Number),
    revenueCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::bigint`.mapWith(Number),
    discountCents: sql<number>`coalesce(sum(${couponRedemptions.discountCents}), 0)::bigint`.mapWith(Number),
  };
}

export async function listAdminCoupons(db: Db) {
  return db
    .select({ coupon: coupons, ...usage() })
    .from(coupons)
    .leftJoin(couponRedemptions, and(eq(couponRedemptions.couponId, coupons.id), isNull(couponRedemptions.releasedAt)))
    .leftJoin(payments, eq(payments.id, couponRedemptions.paymentId))
    .where(eq(coupons.kind, "admin"))
    .groupBy(coupons.id)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}

export async function findAdminCouponWithUsage(db: Db, id: number) {
  const [row] = await db
    .select({ coupon: coupons, ...usage() })
    .from(coupons)
    .leftJoin(couponRedemptions, and(eq(couponRedemptions.couponId, coupons.id), isNull(couponRedemptions.releasedAt)))
    .leftJoin(payments, eq(payments.id, couponRedemptions.paymentId))
    .where(eq(coupons.id, id))
    .groupBy(coupons.id);
  return row;
}

/**
 * Before an entrepreneur's account goes (in its transaction): their promo codes stop working. The
 * foreign key then sets their owner to NULL; they stay promo codes with their redemptions.
 */
export async function deactivateOwnedCoupons(tx: Tx, ownerId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ active: false })
    .where(and(eq(coupons.ownerId, ownerId), eq(coupons.kind, "promo")));
}

export async function countOwnedCoupons(db: Db, ownerId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(coupons).where(eq(coupons.ownerId, ownerId));
  return Number(row.total);
}

/**
 * An entrepreneur's promo codes with their uses and sales (the payments that carried the code) and
 * the commissions they earned (not reversed), renewals included: a payment without the code counts
 * for the code its subscription started with (the subscription's earliest payment carrying a
 * code, found through payments_subscription_idx). One query; the owner's commissions are found
 * through commissions_entrepreneur_created_idx.
 */
export async function listPromoCodes(db: Db, ownerId: number) {
  const codeOfPayment = sql<number>`coalesce(${payments.couponId}, (
    SELECT origin.coupon_id FROM payments origin
    WHERE ${payments.providerSubscriptionId} IS NOT NULL
      AND origin.provider_subscription_id = ${payments.providerSubscriptionId}
      AND origin.coupon_id IS NOT NULL
    ORDER BY origin.id LIMIT 1))`;
  const earned = db
    .select({
      couponId: sql<number>`${codeOfPayment}`.as("earned_coupon_id"),
      cents: sql<number>`sum(${commissions.amountCents})`.as("earned_cents"),
    })
    .from(commissions)
    .innerJoin(payments, eq(payments.id, commissions.paymentId))
    .where(and(eq(commissions.entrepreneurId, ownerId), sql`${commissions.status} <> 'reversed'`))
    .groupBy(codeOfPayment)
    .as("earned");
  return db
    .select({
      coupon: coupons,
      ...usage(),
      commissionCents: sql<number>`coalesce(max(${earned.cents}), 0)::bigint`.mapWith(Number),
    })
    .from(coupons)
    .leftJoin(couponRedemptions, and(eq(couponRedemptions.couponId, coupons.id), isNull(couponRedemptions.releasedAt)))
    .leftJoin(payments, eq(payments.id, couponRedemptions.paymentId))
    .leftJoin(earned, eq(earned.couponId, coupons.id))
    .where(eq(coupons.ownerId, ownerId))
    .groupBy(coupons.id)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}

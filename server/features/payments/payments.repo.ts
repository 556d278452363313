import { and, desc, eq, gt, inArray, isNotNull, isNull, like, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PaymentType } from "@shared/constants";
import { LIST_COUNT_CAP, pageTotal } from "@shared/schemas/common";
import type { AdminPaymentsQuery } from "@shared/schemas/payments";
import type { Db, Tx } from "../../db/client";
import { countUpTo } from "../../db/count-up-to";
import { courses, payments, users } from "../../db/schema";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
type Provider = PaymentRow["provider"];

/** A pending payment of this buyer for the same course, type, amount, affiliate and coupon, opened recently enough to reuse. */
export async function findReusablePending(
  db: Db,
  where: {
    userId: number;
    courseId: number;
    type: PaymentType;
    provider: Provider;
    amountCents: number;
    affiliateUserId: number | null;
    couponId: number | null;
    openedAfter: Date;
  },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, where.userId),
        eq(payments.courseId, where.courseId),
        eq(payments.status, "pending"),
        eq(payments.type, where.type),
        eq(payments.provider, where.provider),
        eq(payments.amountCents, where.amountCents),
        where.affiliateUserId === null ? isNull(payments.affiliateUserId) : eq(payments.affiliateUserId, where.affiliateUserId),
        where.couponId === null ? isNull(payments.couponId) : eq(payments.couponId, where.couponId),
        gt(payments.createdAt, where.openedAfter),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function insertPayment(db: Db | Tx, values: NewPaymentRow): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPaymentById(db: Db | Tx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByClientSecret(db: Db, userId: number, clientSecret: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.clientSecret, clientSecret)));
  return row;
}

/** A payment by the provider's reference (the webhook's key; the unique index serves it). */
export async function findPaymentByProviderRef(db: Db | Tx, provider: Provider, ref: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
  return row;
}

/**
 * One of the buyer's payments by the reference the browser knows: the stored providerRef, or the
 * payment intent behind a subscription invoice (its client secret starts with the intent id).
 * Scoped to the buyer, so the user index bounds the search.
 */
export async function findOwnPaymentByRef(db: Db, userId: number, ref: string): Promise<PaymentRow | undefined> {
  const escaped = ref.replace(/[\\%_]/g, (c) => `\\${c}`);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), or(eq(payments.providerRef, ref), like(payments.clientSecret, `${escaped}\\_secret\\_%`))))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The first payment of a provider subscription (it carries the buyer, course and affiliate). */
export async function findSubscriptionOrigin(db: Db | Tx, subscriptionId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerSubscriptionId, subscriptionId)).orderBy(payments.id).limit(1);
  return row;
}

/** Whether any payment of this provider subscription succeeded (it may since have been refunded). */
export async function subscriptionGaveAccess(db: Db | Tx, subscriptionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerSubscriptionId, subscriptionId), inArray(payments.status, ["succeeded", "refunded"])))
    .limit(1);
  return rows.length > 0;
}

/** The buyer's succeeded subscription payments of the course: trial starts and paid instalments. */
function succeededSubscriptionPayment(userId: number, courseId: number) {
  return and(
    eq(payments.userId, userId),
    eq(payments.courseId, courseId),
    eq(payments.type, "subscription"),
    eq(payments.status, "succeeded"),
  );
}

/**
 * The provider subscription that gives the buyer access to the course: the one of their latest
 * succeeded subscription payment (a trial's start or an instalment). Not merely the newest row: a
 * checkout opened and left (a Stripe trial checkout opens its own subscription) must not be the one
 * a cancel stops while the live one goes on billing.
 */
export async function findAccessSubscriptionId(db: Db, userId: number, courseId: number): Promise<string | null> {
  const [row] = await db
    .select({ sub: payments.providerSubscriptionId })
    .from(payments)
    .where(and(succeededSubscriptionPayment(userId, courseId), isNotNull(payments.providerSubscriptionId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.sub ?? null;
}

/**
 * The buyer's other subscriptions of the course that never gave access: checkouts opened and not
 * completed (pending, or failed and not refunded, so still payable), none of whose payments
 * succeeded. A cancel stops them too, so none can start billing later.
 */
export async function findUnstartedSubscriptionIds(
  db: Db,
  where: { userId: number; courseId: number; provider: Provider; except: string | null },
): Promise<string[]> {
  const started = alias(payments, "started");
  const gaveAccess = db
    .select({ id: started.id })
    .from(started)
    .where(and(eq(started.providerSubscriptionId, payments.providerSubscriptionId), inArray(started.status, ["succeeded", "refunded"])));
  const rows = await db
    .selectDistinct({ sub: payments.providerSubscriptionId })
    .from(payments)
    .where(
      and(
        eq(payments.userId, where.userId),
        eq(payments.courseId, where.courseId),
        eq(payments.type, "subscription"),
        eq(payments.provider, where.provider),
        inArray(payments.status, ["pending", "failed"]),
        isNull(payments.refundedAt),
        isNotNull(payments.providerSubscriptionId),
        where.except === null ? undefined : ne(payments.providerSubscriptionId, where.except),
        notExists(gaveAccess),
      ),
    );
  return rows.map((r) => r.sub!).filter(Boolean);
}

/**
 * pending|failed -> succeeded, atomically: of two simultaneous confirmations only one gets the row.
 * A failed payment whose charge was refunded (markFailedRefunded) is never fulfilled.
 */
export async function markSucceeded(tx: Tx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: "succeeded", succeededAt: new Date(), failureMessage: null })
    .where(and(eq(payments.id, id), inArray(payments.status, ["pending", "failed"]), isNull(payments.refundedAt)))
    .returning();
  return row;
}

/** Answers whether this call failed a pending payment (false: it had failed before, or is settled). */
export async function markFailed(db: Db | Tx, id: number, message: string): Promise<boolean> {
  const [fresh] = await db
    .update(payments)
    .set({ status: "failed", failureMessage: message })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  if (fresh) return true;
  await db
    .update(payments)
    .set({ failureMessage: message })
    .where(and(eq(payments.id, id), eq(payments.status, "failed")));
  return false;
}

/**
 * A failed payment whose charge the provider took and gave back at once (a coupon used up
 * meanwhile): records the refund, so it is never fulfilled later (markSucceeded skips it).
 */
export async function markFailedRefunded(tx: Tx, id: number): Promise<void> {
  await tx
    .update(payments)
    .set({ refundedAt: new Date(), refundedAmountCents: sql`${payments.amountCents}` })
    .where(and(eq(payments.id, id), eq(payments.status, "failed"), isNull(payments.refundedAt)));
}

/** succeeded -> refunded, atomically. */
export async function markRefunded(tx: Tx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: "refunded", refundedAt: new Date(), refundedAmountCents: sql`${payments.amountCents}` })
    .where(and(eq(payments.id, id), eq(payments.status, "succeeded")))
    .returning();
  return row;
}

/** Whether another payment still gives this buyer lifetime access to the course. */
export async function hasOtherLifetimePayment(tx: Tx, payment: PaymentRow): Promise<boolean> {
  if (payment.userId === null || payment.courseId === null) return false;
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, payment.userId),
        eq(payments.courseId, payment.courseId),
        eq(payments.type, "one_time"),
        eq(payments.status, "succeeded"),
        sql`${payments.id} <> ${payment.id}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---------- subscriptions and trials (the enrollment itself is written by the enrollments feature) ----------

/** Serialises fulfilments of one buyer's payments for one course until the transaction ends. */
export async function lockBuyerCourse(tx: Tx, userId: number, courseId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${userId}::int, ${courseId}::int)`);
}

export async function setTrialEnd(tx: Tx, paymentId: number, endsAt: Date): Promise<void> {
  await tx.update(payments).set({ trialEndsAt: endsAt }).where(eq(payments.id, paymentId));
}

/**
 * One person behind several accounts (docs/product-rules.md §11): an email address compared without
 * letter case and without a `+tag` in its local part (`Me+1@Example.com` is `me@example.com`).
 */
function personEmail(email: SQL | typeof users.email): SQL<string> {
  return sql<string>`(lower(regexp_replace(split_part(${email}, '@', 1), '[+].*$', '')) || '@' || lower(split_part(${email}, '@', 2)))`;
}

/** The accounts of the same person as `userId` (by normalized email), that account included. */
function samePersonAs(userId: number): SQL {
  return sql`${payments.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${personEmail(users.email)} = (SELECT ${personEmail(sql`u.email`)} FROM ${users} u WHERE u.id = ${userId}))`;
}

/**
 * Whether this person (any account with the same normalized email) ever had a subscription (or a
 * trial) of this course: the trial is for the first one only.
 */
export async function hadSubscription(db: Db | Tx, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        or(eq(payments.userId, userId), samePersonAs(userId)),
        eq(payments.courseId, courseId),
        eq(payments.type, "subscription"),
        inArray(payments.status, ["succeeded", "refunded"]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether another subscription payment (a trial or an instalment) of this course has succeeded (or
 * was refunded after succeeding) for the same person: an account with the same normalized email, or
 * the same card: a trial being confirmed must then be refused. Read under lockPersonCourse, so of two
 * trials confirmed at once the second sees the first.
 */
export async function hadOtherSubscription(
  tx: Tx,
  payment: { id: number; userId: number; courseId: number; cardFingerprint: string | null },
): Promise<boolean> {
  const person = or(eq(payments.userId, payment.userId), samePersonAs(payment.userId));
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        payment.cardFingerprint ? or(person, eq(payments.cardFingerprint, payment.cardFingerprint)) : person,
        eq(payments.courseId, payment.courseId),
        eq(payments.type, "subscription"),
        inArray(payments.status, ["succeeded", "refunded"]),
        ne(payments.id, payment.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Serialises trial starts of one person and course (whichever of their accounts), and of one card
 * and course, for the rest of the transaction.
 */
export async function lockPersonCourse(tx: Tx, userId: number, courseId: number, cardFingerprint: string | null): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('trial:' || (SELECT ${personEmail(users.email)} FROM ${users} WHERE ${users.id} = ${userId})), ${courseId}::int)`,
  );
  if (cardFingerprint) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`trial-card:${cardFingerprint}`}), ${courseId}::int)`);
}

/** Records the card a payment was confirmed or saved with (before its fulfilment reads it). */
export async function setCardFingerprint(db: Db | Tx, paymentId: number, fingerprint: string): Promise<void> {
  await db
    .update(payments)
    .set({ cardFingerprint: fingerprint.slice(0, 64) })
    .where(eq(payments.id, paymentId));
}

/** The buyer's succeeded free-trial start for the course, if any. */
export async function findTrialStartId(tx: Tx, userId: number, courseId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(succeededSubscriptionPayment(userId, courseId), isNotNull(payments.trialEndsAt)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.id ?? null;
}

export async function findCourseTitle(db: Db | Tx, courseId: number): Promise<string | undefined> {
  const [row] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  return row?.title;
}

// ---------- commissions ----------

export async function findActiveEntrepreneur(tx: Tx, id: number): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "entrepreneur"), eq(users.status, "active")));
  return row;
}

// ---------- admin list ----------

export async function listPaymentsForAdmin(db: Db, query: AdminPaymentsQuery) {
  const conditions: SQL[] = [];
  if (query.userId) conditions.push(eq(payments.userId, query.userId));
  if (query.courseId) conditions.push(eq(payments.courseId, query.courseId));
  if (query.status) conditions.push(eq(payments.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, counted] = await Promise.all([
    db
      .select({ payment: payments, username: users.username })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit)
      .offset(query.offset),
    countUpTo(db, payments, where, query.offset + LIST_COUNT_CAP + 1),
  ]);
  return { items, ...pageTotal(counted, query.offset) };
}

export async function findPaymentWithUsername(db: Db, id: number) {
  const [row] = await db
    .select({ payment: payments, username: users.username })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, id));
  return row;
}

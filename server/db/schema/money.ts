import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { courses } from "./courses";
import { users } from "./users";

/**
 * One row per charge: a one-time purchase or one subscription instalment.
 * user and course references survive deletion as null (kept for accounting, docs/product-rules.md §2).
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    courseTitle: varchar("course_title", { length: 200 }).notNull(),
    provider: text("provider", { enum: ["test", "stripe"] }).notNull(),
    /** The provider's id for this charge (payment intent or invoice): the idempotency key. */
    providerRef: varchar("provider_ref", { length: 255 }).notNull(),
    clientSecret: text("client_secret"),
    providerSubscriptionId: varchar("provider_subscription_id", { length: 255 }),
    type: text("type", { enum: ["one_time", "subscription"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** Taken off the price by a coupon (docs/product-rules.md §11): the price was amountCents + discountCents. */
    discountCents: integer("discount_cents").notNull().default(0),
    /** The coupon or promo code applied (its redemption is written when the payment succeeds). */
    couponId: integer("coupon_id"),
    couponCode: varchar("coupon_code", { length: 32 }),
    /** A free-trial start (zero amount, docs/product-rules.md §11): access until then, the first instalment charged then. */
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /**
     * The card that paid or saved for this payment, as its provider identifies a card across
     * customers (Stripe's `card.fingerprint`; the test provider: a hash of the number): the free trial
     * is once per person, and a card is one way to tell a person (docs/product-rules.md §11).
     */
    cardFingerprint: varchar("card_fingerprint", { length: 64 }),
    currency: varchar("currency", { length: 3 }).notNull().default("usd"),
    status: text("status", { enum: ["pending", "succeeded", "failed", "refunded"] })
      .notNull()
      .default("pending"),
    failureMessage: text("failure_message"),
    affiliateCode: varchar("affiliate_code", { length: 32 }),
    affiliateUserId: integer("affiliate_user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The link visitor (gsm_vid) this purchase came from: one of the attributed entrepreneur's
     * link visitors, or null. The dashboard's conversion counts these per visitor (docs/product-rules.md §6).
     */
    visitorId: varchar("visitor_id", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundedAmountCents: integer("refunded_amount_cents").notNull().default(0),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_key").on(t.provider, t.providerRef),
    index("payments_user_course_idx").on(t.userId, t.courseId, t.status),
    index("payments_course_card_idx").on(t.courseId, t.cardFingerprint),
    // The admin payments list, newest first (created_at, id), whole or by course or status: each
    // page is an index range read in order, not a sort of every matching payment (docs/benchmarks.md).
    index("payments_created_idx").on(t.createdAt, t.id),
    index("payments_course_idx").on(t.courseId, t.createdAt, t.id),
    index("payments_status_created_idx").on(t.status, t.createdAt, t.id),
    index("payments_succeeded_at_idx").on(t.succeededAt),
    index("payments_subscription_idx").on(t.providerSubscriptionId),
    // Zero only for a purchase a 100% coupon paid in full (fulfilled at once, no card, no commission)
    // or the start of a free trial.
    check(
      "payments_amount_positive",
      sql`${t.amountCents} > 0 OR (${t.amountCents} = 0 AND (${t.discountCents} > 0 OR ${t.trialEndsAt} IS NOT NULL))`,
    ),
    check("payments_discount_not_negative", sql`${t.discountCents} >= 0`),
  ],
);

/**
 * The money figures of admin analytics per UTC day of success and course, kept by triggers on
 * payments (migration 0019_payment_day_totals) in the same statement as every payment write,
 * instead of summed over every payment on each request (decision 021). Written
 * by no application code. Kept money is a succeeded or refunded payment (a refund keeps
 * amount - refunded); an order is a kept payment that took money (amount > 0).
 */
export const paymentDayTotals = pgTable(
  "payment_day_totals",
  {
    /** The UTC day of succeeded_at; '-infinity' for a kept payment without one (none is written). */
    day: date("day", { mode: "string" }).notNull(),
    /** 0: no course (it was deleted; payments keep their rows). */
    courseId: integer("course_id").notNull(),
    /** Kept: amount - refunded amount. */
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
    /** Kept: amount, before refunds. */
    grossCents: bigint("gross_cents", { mode: "number" }).notNull().default(0),
    /** Kept payments that took money. */
    orders: integer("orders").notNull().default(0),
    /** Refunded payments that had taken money. */
    refundedOrders: integer("refunded_orders").notNull().default(0),
    /** Coupon discounts of succeeded payments, trial starts excepted (their first instalment counts it). */
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.courseId] })],
);

export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    entrepreneurId: integer("entrepreneur_id").references(() => users.id, { onDelete: "set null" }),
    /** The payout run's month, "2026-11": at most one payout per entrepreneur per month. */
    period: varchar("period", { length: 7 }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    commissionCount: integer("commission_count").notNull(),
    status: text("status", { enum: ["paid"] })
      .notNull()
      .default("paid"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payouts_entrepreneur_period_key").on(t.entrepreneurId, t.period), index("payouts_created_idx").on(t.createdAt)],
);

/**
 * A commission on one payment (unique per payment). A refund of a still-pending commission
 * reverses it; a refund of an already paid one adds a negative adjustment row (kind adjustment)
 * that the next payout nets.
 */
export const commissions = pgTable(
  "commissions",
  {
    id: serial("id").primaryKey(),
    entrepreneurId: integer("entrepreneur_id").references(() => users.id, { onDelete: "set null" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: ["sale", "adjustment"] })
      .notNull()
      .default("sale"),
    buyerId: integer("buyer_id").references(() => users.id, { onDelete: "set null" }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    saleAmountCents: integer("sale_amount_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    commissionRate: integer("commission_rate").notNull(),
    productType: varchar("product_type", { length: 20 }).notNull().default("course"),
    productName: varchar("product_name", { length: 200 }),
    status: text("status", { enum: ["pending", "paid", "reversed"] })
      .notNull()
      .default("pending"),
    payoutId: integer("payout_id").references(() => payouts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("commissions_payment_kind_key").on(t.paymentId, t.kind),
    // An entrepreneur's commissions by date, carrying every column their dashboard figures read,
    // so those figures are an index-only scan of one entrepreneur's entries (docs/benchmarks.md).
    index("commissions_entrepreneur_created_idx").on(
      t.entrepreneurId,
      t.createdAt,
      t.kind,
      t.status,
      t.buyerId,
      t.paymentId,
      t.saleAmountCents,
      t.amountCents,
    ),
    // Adjustments are few: a sale is standing unless its payment has one (docs/product-rules.md §6).
    index("commissions_adjustment_payment_idx")
      .on(t.paymentId)
      .where(sql`${t.kind} = 'adjustment'`),
    // amount_cents too: admin analytics sums the paid ones from the index alone.
    index("commissions_status_created_idx").on(t.status, t.createdAt, t.amountCents),
    index("commissions_buyer_idx").on(t.buyerId),
    check("commissions_rate_range", sql`${t.commissionRate} BETWEEN 0 AND 100`),
  ],
);

export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    id: serial("id").primaryKey(),
    entrepreneurId: integer("entrepreneur_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "set null" }),
    path: varchar("path", { length: 500 }),
    /** The visiting browser (first-party cookie gsm_vid): rates are counted per visitor, not per click. */
    visitorId: varchar("visitor_id", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("affiliate_clicks_entrepreneur_created_idx").on(t.entrepreneurId, t.createdAt),
    index("affiliate_clicks_entrepreneur_visitor_idx").on(t.entrepreneurId, t.visitorId),
  ],
);

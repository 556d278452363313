import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { payments } from "./money";
import { users } from "./users";

/**
 * A discount code (docs/product-rules.md §11), owned by the coupons feature. An admin coupon (kind "admin")
 * has no owner; an entrepreneur's promo code (kind "promo") names its owner, who is credited with
 * the sales it brings. When the owner's account is deleted the code is deactivated and its owner
 * set to NULL: it stays a promo code (never an admin coupon) and keeps its redemptions.
 * The code is stored in capitals, so it is unique whatever case it is typed in.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 32 }).notNull(),
    kind: text("kind", { enum: ["admin", "promo"] })
      .notNull()
      .default("admin"),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
    /** Null: every course. */
    courseIds: integer("course_ids").array(),
    paymentTypes: text("payment_types")
      .array()
      .notNull()
      .default(sql`ARRAY['one_time','subscription']::text[]`),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxRedemptions: integer("max_redemptions"),
    perUserLimit: integer("per_user_limit").notNull().default(1),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_key").on(t.code),
    index("coupons_owner_idx").on(t.ownerId),
    check(
      "coupons_one_discount",
      sql`(${t.percentOff} IS NOT NULL AND ${t.amountOffCents} IS NULL AND ${t.percentOff} BETWEEN 1 AND 100)
        OR (${t.percentOff} IS NULL AND ${t.amountOffCents} IS NOT NULL AND ${t.amountOffCents} > 0)`,
    ),
    check("coupons_kind", sql`${t.kind} = 'promo' OR (${t.kind} = 'admin' AND ${t.ownerId} IS NULL)`),
    check("coupons_limits_positive", sql`${t.perUserLimit} >= 1 AND (${t.maxRedemptions} IS NULL OR ${t.maxRedemptions} >= 1)`),
  ],
);

/**
 * One use of a coupon: written inside the fulfilment transaction of its payment (one per payment),
 * released (not deleted) when that payment is refunded in full. Only unreleased rows count
 * towards the coupon's limits.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "restrict" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    discountCents: integer("discount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_payment_key").on(t.paymentId),
    index("coupon_redemptions_coupon_user_idx").on(t.couponId, t.userId),
  ],
);

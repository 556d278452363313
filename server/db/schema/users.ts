import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: varchar("username", { length: 32 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    role: text("role", { enum: ["admin", "entrepreneur", "personal"] })
      .notNull()
      .default("personal"),
    status: text("status", { enum: ["active", "inactive", "suspended"] })
      .notNull()
      .default("active"),
    profileImageUrl: text("profile_image_url"),
    bio: text("bio"),
    location: varchar("location", { length: 200 }),
    website: varchar("website", { length: 2048 }),
    linkedIn: varchar("linked_in", { length: 2048 }),
    twitter: varchar("twitter", { length: 2048 }),
    // Entrepreneur payout details.
    businessName: varchar("business_name", { length: 200 }),
    paypalEmail: varchar("paypal_email", { length: 254 }),
    bankAccountLast4: varchar("bank_account_last4", { length: 4 }),
    affiliateCode: varchar("affiliate_code", { length: 32 }),
    referredById: integer("referred_by_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /**
     * The link visitor (gsm_vid cookie) this person signed up as, when that browser had visited
     * their referrer's links: the dashboard's click-through counts these per visitor (docs/product-rules.md §6).
     */
    signupVisitorId: varchar("signup_visitor_id", { length: 64 }),
    /** Learner settings of docs/spec.md §3 (null until first saved: defaults apply). */
    learnerSettings: jsonb("learner_settings").$type<Record<string, unknown>>(),
    /** Entrepreneur notification toggles (emailNotifications, smsNotifications, marketingEmails). */
    entrepreneurSettings: jsonb("entrepreneur_settings").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last sign-in or authenticated request, written at most once an hour (users/activity.ts). */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    /** Set when the owner opened a verification link (or by an admin-made or demo account). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Set while an authenticator app is this account's second factor (auth's two_factor_secrets holds it). */
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_affiliate_code_key").on(t.affiliateCode),
    index("users_role_idx").on(t.role),
    index("users_status_idx").on(t.status),
    index("users_created_at_idx").on(t.createdAt),
    // The admin user search is ILIKE '%…%' on these three: trigram indexes serve it (migration 0003
    // creates pg_trgm; admin-users.repo.ts searches with the same full-name expression).
    index("users_username_trgm_idx").using("gin", t.username.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_full_name_trgm_idx").using("gin", sql`(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`),
    index("users_referred_by_idx").on(t.referredById),
    check("users_bank_last4_digits", sql`${t.bankAccountLast4} ~ '^[0-9]{1,4}$'`),
  ],
);

/** express-session rows; user_id lets account deletion and suspension end a user's sessions. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid", { length: 255 }).primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Shown in the account's session list (docs/product-rules.md §15): set at sign-in, never the token. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last request, written at most once an hour per session (SessionActivity). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

/** Fixed-window counters for rate limits, shared by every app process. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar("key", { length: 300 }).primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

/** One row (id = 1) holding the platform settings of docs/spec.md §3; smtpPassword kept apart, write-only. */
export const platformSettings = pgTable(
  "platform_settings",
  {
    id: integer("id").primaryKey(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    smtpPassword: text("smtp_password").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("platform_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * The text of the public legal pages (/privacy, /terms), edited by admins. A kind without a row
 * shows the default text shipped with the app (server/features/platform/legal-defaults.ts).
 */
export const legalDocuments = pgTable(
  "legal_documents",
  {
    kind: varchar("kind", { length: 20 }).primaryKey(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("legal_documents_kind", sql`${t.kind} IN ('privacy', 'terms')`)],
);

/** Days (UTC) on which a user signed in or made an authenticated request: the admin engagement figures. */
export const userActivityDays = pgTable(
  "user_activity_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("user_activity_days_day_idx").on(t.day)],
);

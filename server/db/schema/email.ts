import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Every email, written in the transaction of the change that causes it and sent afterwards by the
 * email.deliver job (docs/decisions/007-background-jobs.md). A link's token is not in the body: the
 * body holds a placeholder and the sender issues the token when it sends (token_purpose), so no
 * usable token is ever at rest (docs/decisions/009-account-emails.md). The admin list shows the
 * metadata only.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    recipient: varchar("recipient", { length: 254 }).notNull(),
    // Deleting an account deletes its emails (they hold the address and name).
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    template: varchar("template", { length: 64 }).notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed", "not_sent_no_server"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the sender may next take it: now when queued, later after a failure (backoff) or while one sender holds it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set for an email that must go once per event whatever repeats it (a certificate per course). */
    onceKey: varchar("once_key", { length: 128 }),
    /** The one-time token its link carries, issued by the sender at each send; null: no token. */
    tokenPurpose: text("token_purpose", { enum: ["password_reset", "email_verification", "unsubscribe"] }),
    /** unsubscribe: which notification setting the link turns off. */
    tokenDetail: varchar("token_detail", { length: 64 }),
  },
  (t) => [
    uniqueIndex("email_outbox_once_key").on(t.onceKey),
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index("email_outbox_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * One-time tokens sent by email (password reset, email verification, unsubscribe). Only a SHA-256
 * of the token is stored; the token itself exists only in the email.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["password_reset", "email_verification", "unsubscribe"] }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    /** unsubscribe: which setting the link turns off. */
    detail: varchar("detail", { length: 64 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_key").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    check("account_tokens_hash_hex", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

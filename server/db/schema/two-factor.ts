import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An account's authenticator-app factor (docs/product-rules.md §15). Secrets are encrypted
 * (server/lib/data-encryption.ts); whether the factor is on is users.two_factor_enabled_at.
 */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The confirmed secret (null until a first code confirms one). */
  secret: text("secret"),
  /** A secret shown by setup and not confirmed yet. */
  pendingSecret: text("pending_secret"),
  /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
  lastStep: integer("last_step"),
  /** Wrong second-step codes in a row; at five the second step locks until lockedUntil. */
  failedAttempts: integer("failed_attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, SHA-256 hashed (docs/decisions/037). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId), uniqueIndex("recovery_codes_user_hash_key").on(t.userId, t.codeHash)],
);

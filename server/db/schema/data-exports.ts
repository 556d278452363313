import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * "Download my data" requests (docs/product-rules.md §15, docs/decisions/040-data-export.md). A
 * pending row is the durable record of the work: written with the request, built into an archive
 * by the data-export job, ready for 24 hours, then expired by the sweep (its file removed; the row
 * stays, without the key, so the one-a-day limit still counts it).
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "ready", "failed", "expired"] })
      .notNull()
      .default("pending"),
    /** The archive's storage key ("exports/<random>.zip") while it is ready; null otherwise. */
    fileKey: varchar("file_key", { length: 300 }),
    sizeBytes: integer("size_bytes"),
    /** Runs that failed to build it; the job gives up (failed) after a few. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    // One pending export per account: two requests at once cannot both pass the check.
    uniqueIndex("data_exports_one_pending_key")
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index("data_exports_user_created_idx").on(t.userId, t.createdAt),
    index("data_exports_status_idx").on(t.status, t.createdAt),
    check("data_exports_ready_has_file", sql`${t.status} <> 'ready' OR (${t.fileKey} IS NOT NULL AND ${t.expiresAt} IS NOT NULL)`),
  ],
);

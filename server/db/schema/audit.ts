import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The audit log (docs/decisions/038-audit-log.md): append-only. A trigger (migration 0027) refuses
 * UPDATE always and DELETE except from the retention job, which marks its transaction. No foreign
 * key to users: an entry outlives the account it names (a deleted account shows as its id).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who did it: null for an anonymous request (a failed sign-in) or a job. */
    actorId: integer("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    requestId: text("request_id"),
    /** Names and old/new values of changed fields; never a secret (recordAudit drops them). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  // Pages run newest first by id (keyset: id below the cursor), alone or after each filter; the
  // time range and the retention job use created_at.
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.id.desc()),
    index("audit_log_action_idx").on(t.action, t.id.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.id.desc()),
  ],
);

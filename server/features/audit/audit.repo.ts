import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { AuditListQuery } from "@shared/schemas/audit";
import type { Db, Tx } from "../../db/client";
import { auditLog, users } from "../../db/schema";

export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db | Tx, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

const DAY_MS = 86_400_000;

/** One page, newest first, `limit + 1` rows so the caller knows whether another page follows. */
export async function listAuditEntries(db: Db, query: AuditListQuery) {
  const where = and(
    query.actor !== undefined ? eq(auditLog.actorId, query.actor) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
    query.cursor ? lt(auditLog.id, Number(query.cursor)) : undefined,
  );
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorName: users.username,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      ip: auditLog.ip,
      requestId: auditLog.requestId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
}
export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

/**
 * The retention job: entries older than `before` go. The append-only trigger lets a DELETE through
 * only in a transaction that says it is this job (migration 0027). Returns how many went.
 */
export async function purgeAuditEntries(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('gsm.audit_retention', 'on', true)`);
    const gone = await tx.delete(auditLog).where(lt(auditLog.createdAt, before)).returning({ id: auditLog.id });
    return gone.length;
  });
}

/** The account's sign-ins from this browser (its device hash) so far: none means a new browser. */
export async function hasSignedInFromDevice(db: Db | Tx, userId: number, device: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, "user"),
        eq(auditLog.targetId, String(userId)),
        sql`${auditLog.action} IN ('auth.login.succeeded', 'auth.signup')`,
        sql`${auditLog.details}->>'device' = ${device}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the account has any sign-in or sign-up on record (an account older than the log has none). */
export async function hasSignedInBefore(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, "user"),
        eq(auditLog.targetId, String(userId)),
        sql`${auditLog.action} IN ('auth.login.succeeded', 'auth.signup')`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

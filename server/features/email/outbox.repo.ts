import { and, asc, count, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type OutboxInsert = typeof emailOutbox.$inferInsert;

/** Answers the new row's id, or undefined when an email with the same once key exists. */
export async function insertEmail(tx: Db | Tx, row: OutboxInsert): Promise<number | undefined> {
  // Due from the app's clock, in milliseconds as the sender compares: the database's now() has
  // microseconds, so a row queued in the sender's same millisecond would otherwise wait a run.
  const [inserted] = await tx
    .insert(emailOutbox)
    .values({ nextAttemptAt: new Date(), ...row })
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  return inserted?.id;
}

export async function hasEmailWithOnceKey(tx: Db | Tx, onceKey: string): Promise<boolean> {
  const [row] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.onceKey, onceKey));
  return Boolean(row);
}

/**
 * Takes up to `limit` due emails for this sender: each gets one more attempt and is held for
 * `holdMs` (another sender skips it; a sender that dies leaves it due again after that).
 * SKIP LOCKED: two senders never take the same row.
 */
export async function claimDueEmails(db: Db, now: Date, holdMs: number, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "queued"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + holdMs), updatedAt: now })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/**
 * Extends this sender's hold on the claimed rows it has not sent yet, up to `until`; answers the
 * ids still its own. A row another sender claimed meanwhile (its hold had run out) has another
 * attempt count and is left to that sender.
 */
export async function renewHold(db: Db, claimed: Pick<OutboxRow, "id" | "attempts">[], until: Date, now: Date): Promise<number[]> {
  if (claimed.length === 0) return [];
  const rows = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: until, updatedAt: now })
    .where(
      and(
        eq(emailOutbox.status, "queued"),
        or(...claimed.map((row) => and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts)))),
      ),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

export async function markEmail(
  db: Db,
  id: number,
  fields: { status: OutboxRow["status"]; lastError?: string | null; nextAttemptAt?: Date; sentAt?: Date },
  now: Date,
) {
  await db
    .update(emailOutbox)
    .set({ ...fields, updatedAt: now })
    .where(eq(emailOutbox.id, id));
}

/** Admin list: metadata only, newest first (never the body: it carries tokens). */
export async function listEmails(db: Db, page: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        recipient: emailOutbox.recipient,
        subject: emailOutbox.subject,
        template: emailOutbox.template,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(emailOutbox),
  ]);
  return { rows, total };
}

/** A failed (or never sent) email goes back to the queue with a fresh count of attempts. */
export async function requeueEmail(db: Db, id: number, now: Date) {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "not_sent_no_server"])))
    .returning({ id: emailOutbox.id });
  return row;
}

export async function findEmailStatus(db: Db, id: number) {
  const [row] = await db.select({ id: emailOutbox.id, status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** Emails not sent yet and the oldest one's creation, for the metrics (the partial index on queued rows). */
export async function outboxBacklog(db: Db): Promise<{ count: number; oldestCreatedAt: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: sql<string | Date | null>`min(${emailOutbox.createdAt})` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "queued"));
  return { count: Number(row?.count ?? 0), oldestCreatedAt: row?.oldest ? new Date(row.oldest) : null };
}

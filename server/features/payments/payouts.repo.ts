import { count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { payouts, users } from "../../db/schema";

const PAYOUT_LOCK = 7_301_010; // advisory lock id: one payout run at a time

export type PayoutRow = typeof payouts.$inferSelect;

// Commissions a run pays: pending and not in a payout, sales past the hold, adjustments at once
// (a negative adjustment nets against the sales it follows).
const eligible = (cutoff: string) => sql`
  c.status = 'pending' AND c.payout_id IS NULL AND c.entrepreneur_id IS NOT NULL
  AND (c.kind = 'adjustment' OR c.created_at <= ${cutoff}::timestamptz)`;

/** An entrepreneur whose commissions were due but wait: their email address is not verified. */
export interface HeldBack {
  entrepreneurId: number;
  username: string;
  name: string;
  amountCents: number;
}

/**
 * One payout per entrepreneur whose eligible commissions net at least the minimum, and those
 * commissions become paid: in one transaction, under a lock, and at most once per period (the
 * unique (entrepreneur, period) key), so running it twice in a month pays nothing twice.
 *
 * The eligible rows are locked first and the payout is totalled from exactly those rows, and only
 * those become paid: a refund that reverses one of them waits for the run (and then adds an
 * adjustment for the next payout), and an adjustment written meanwhile is left for the next run,
 * so a payout's amount always equals the sum of the commissions it pays.
 */
export async function runPayouts(
  db: Db,
  params: { period: string; cutoff: Date; minimumCents: number; onlyVerified?: boolean },
  /** Runs in the payout transaction with the payouts it created (the service queues their emails). */
  onCreated?: (tx: Tx, created: { entrepreneurId: number; amountCents: number }[]) => Promise<void>,
) {
  const cutoff = params.cutoff.toISOString();
  return db.transaction(async (tx: Tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYOUT_LOCK})`);
    // Every eligible row, verified or not: an unverified entrepreneur's due total is reported as
    // held back (the run's answer says who and why), and their rows stay pending for a later run.
    const locked = await tx.execute<{
      id: number;
      entrepreneur_id: number;
      amount_cents: number;
      verified: boolean;
      username: string;
      first_name: string;
      last_name: string;
    }>(sql`
      SELECT c.id, c.entrepreneur_id, c.amount_cents, u.email_verified_at IS NOT NULL AS verified,
        u.username, u.first_name, u.last_name
      FROM commissions c JOIN users u ON u.id = c.entrepreneur_id
      WHERE ${eligible(cutoff)} ORDER BY c.id FOR UPDATE OF c`);
    type Entry = { sum: number; ids: number[]; verified: boolean; username: string; name: string };
    const byEntrepreneur = new Map<number, Entry>();
    for (const row of locked.rows) {
      const entry = byEntrepreneur.get(Number(row.entrepreneur_id)) ?? {
        sum: 0,
        ids: [],
        verified: Boolean(row.verified),
        username: row.username,
        name: `${row.first_name} ${row.last_name}`.trim(),
      };
      entry.sum += Number(row.amount_cents);
      entry.ids.push(Number(row.id));
      byEntrepreneur.set(Number(row.entrepreneur_id), entry);
    }
    const belowMinimum = [...byEntrepreneur.values()].filter((e) => e.sum > 0 && e.sum < params.minimumCents).length;
    const reached = [...byEntrepreneur].filter(([, e]) => e.sum >= params.minimumCents);
    const heldBack: HeldBack[] = reached
      .filter(([, e]) => params.onlyVerified && !e.verified)
      .map(([entrepreneurId, e]) => ({ entrepreneurId, username: e.username, name: e.name, amountCents: e.sum }));
    const due = reached.filter(([, e]) => !params.onlyVerified || e.verified);
    if (!due.length) return { ids: [] as number[], belowMinimum, heldBack };
    const created = await tx
      .insert(payouts)
      .values(
        due.map(([entrepreneurId, e]) => ({ entrepreneurId, period: params.period, amountCents: e.sum, commissionCount: e.ids.length })),
      )
      .onConflictDoNothing({ target: [payouts.entrepreneurId, payouts.period] }) // already paid this month
      .returning({ id: payouts.id, entrepreneurId: payouts.entrepreneurId, amountCents: payouts.amountCents });
    const paidIds = created.flatMap((p) => byEntrepreneur.get(p.entrepreneurId!)!.ids);
    if (paidIds.length) await tx.execute(markPaidStatement(paidIds, params.period));
    await onCreated?.(
      tx,
      created.map((p) => ({ entrepreneurId: p.entrepreneurId!, amountCents: p.amountCents })),
    );
    const ids = created.map((p) => p.id);
    return { ids, belowMinimum, heldBack };
  });
}

/**
 * Marks commissions paid by the period's payouts. The ids go in one array parameter, not one
 * parameter each: a first run over a long backlog may pay more than PostgreSQL's 65,535 bind
 * parameters (`npm run bench` times such a run).
 */
export function markPaidStatement(ids: number[], period: string) {
  return sql`
    UPDATE commissions c SET status = 'paid', payout_id = p.id, paid_at = now()
    FROM payouts p
    WHERE c.id = ANY(${`{${ids.join(",")}}`}::int[])
      AND p.entrepreneur_id = c.entrepreneur_id AND p.period = ${period}`;
}

export async function listPayouts(db: Db, page: { limit: number; offset: number; ids?: number[] }) {
  const where = page.ids ? sql`${payouts.id} = ANY(${`{${page.ids.join(",")}}`}::int[])` : undefined;
  const [items, [{ total }]] = await Promise.all([
    db
      .select({ payout: payouts, username: users.username })
      .from(payouts)
      .leftJoin(users, eq(users.id, payouts.entrepreneurId))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payouts).where(where),
  ]);
  return { items, total };
}

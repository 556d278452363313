import { count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { payouts, users } from "../../db/schema";
import { markCommissionsPaid } from "../affiliate";

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
type DueParams = { period: string; cutoff: Date; minimumCents: number; onlyVerified?: boolean };

/**
 * What a run would pay, computed from the eligible commissions: shared by the run (which locks
 * them first) and its preview (which reads them), so the preview shows exactly what the run pays.
 * Entrepreneurs already paid for the period are left out, as the run's unique key leaves them.
 */
async function computeDue(tx: Tx, params: DueParams, lock: boolean) {
  const cutoff = params.cutoff.toISOString();
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
    paid_this_period: boolean;
  }>(sql`
    SELECT c.id, c.entrepreneur_id, c.amount_cents, u.email_verified_at IS NOT NULL AS verified,
      u.username, u.first_name, u.last_name,
      EXISTS (SELECT 1 FROM payouts p WHERE p.entrepreneur_id = c.entrepreneur_id AND p.period = ${params.period}) AS paid_this_period
    FROM commissions c JOIN users u ON u.id = c.entrepreneur_id
    WHERE ${eligible(cutoff)} ORDER BY c.id ${lock ? sql`FOR UPDATE OF c` : sql``}`);
  type Entry = { sum: number; ids: number[]; verified: boolean; username: string; name: string; paidThisPeriod: boolean };
  const byEntrepreneur = new Map<number, Entry>();
  for (const row of locked.rows) {
    const entry = byEntrepreneur.get(Number(row.entrepreneur_id)) ?? {
      sum: 0,
      ids: [],
      verified: Boolean(row.verified),
      username: row.username,
      name: `${row.first_name} ${row.last_name}`.trim(),
      paidThisPeriod: Boolean(row.paid_this_period),
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
  return { byEntrepreneur, belowMinimum, heldBack, due };
}

/** One entrepreneur a run would pay (names, not usernames, are what an admin confirms). */
export interface DuePayout {
  entrepreneurId: number;
  name: string;
  username: string;
  amountCents: number;
  commissionCount: number;
}

/** What `runPayouts` with the same parameters would pay now, changing nothing. */
export async function previewPayouts(db: Db, params: DueParams) {
  return db.transaction(async (tx: Tx) => {
    const { belowMinimum, heldBack, due } = await computeDue(tx, params, false);
    const payouts: DuePayout[] = due
      .filter(([, e]) => !e.paidThisPeriod)
      .map(([entrepreneurId, e]) => ({
        entrepreneurId,
        name: e.name,
        username: e.username,
        amountCents: e.sum,
        commissionCount: e.ids.length,
      }));
    return { payouts, belowMinimum, heldBack };
  });
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
  params: DueParams,
  /** Runs in the payout transaction with the payouts it created (the service queues their emails). */
  onCreated?: (tx: Tx, created: { entrepreneurId: number; amountCents: number }[]) => Promise<void>,
) {
  return db.transaction(async (tx: Tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYOUT_LOCK})`);
    const { byEntrepreneur, belowMinimum, heldBack, due } = await computeDue(tx, params, true);
    if (!due.length) {
      await onCreated?.(tx, []); // a run that pays nobody is still a run (its audit entry)
      return { ids: [] as number[], belowMinimum, heldBack };
    }
    const created = await tx
      .insert(payouts)
      .values(
        due.map(([entrepreneurId, e]) => ({ entrepreneurId, period: params.period, amountCents: e.sum, commissionCount: e.ids.length })),
      )
      .onConflictDoNothing({ target: [payouts.entrepreneurId, payouts.period] }) // already paid this month
      .returning({ id: payouts.id, entrepreneurId: payouts.entrepreneurId, amountCents: payouts.amountCents });
    const paidIds = created.flatMap((p) => byEntrepreneur.get(p.entrepreneurId!)!.ids);
    if (paidIds.length) await markCommissionsPaid(tx, paidIds, params.period);
    await onCreated?.(
      tx,
      created.map((p) => ({ entrepreneurId: p.entrepreneurId!, amountCents: p.amountCents })),
    );
    const ids = created.map((p) => p.id);
    return { ids, belowMinimum, heldBack };
  });
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

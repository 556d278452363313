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

/**
 * One payout per entrepreneur whose eligible commissions net at least the minimum, and those
 * commissions become paid: in one transaction, under a lock, and at most once per period (the
 * unique (entrepreneur, period) key), so running it twice in a month pays nothing twice.
 */
export async function runPayouts(db: Db, params: { period: string; cutoff: Date; minimumCents: number }) {
  const cutoff = params.cutoff.toISOString();
  return db.transaction(async (tx: Tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYOUT_LOCK})`);
    const created = await tx.execute<{ id: number }>(sql`
      INSERT INTO payouts (entrepreneur_id, period, amount_cents, commission_count)
      SELECT c.entrepreneur_id, ${params.period}, sum(c.amount_cents), count(*)
      FROM commissions c
      WHERE ${eligible(cutoff)}
      GROUP BY c.entrepreneur_id
      HAVING sum(c.amount_cents) >= ${params.minimumCents}
      ON CONFLICT (entrepreneur_id, period) DO NOTHING
      RETURNING id`);
    const ids = created.rows.map((r) => Number(r.id));
    if (ids.length) {
      await tx.execute(sql`
        UPDATE commissions c SET status = 'paid', payout_id = p.id, paid_at = now()
        FROM payouts p
        WHERE p.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
          AND c.entrepreneur_id = p.entrepreneur_id AND ${eligible(cutoff)}`);
    }
    const below = await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (
        SELECT c.entrepreneur_id FROM commissions c WHERE ${eligible(cutoff)}
        GROUP BY c.entrepreneur_id HAVING sum(c.amount_cents) > 0 AND sum(c.amount_cents) < ${params.minimumCents}) t`);
    return { ids, belowMinimum: Number(below.rows[0]?.n ?? 0) };
  });
}

export async function listPayouts(db: Db, page: { limit: number; offset: number; ids?: number[] }) {
  const where = page.ids ? (page.ids.length ? sql`${payouts.id} IN (${sql.join(page.ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`) : undefined;
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

import { and, count, desc, eq, lt, sql } from "drizzle-orm";
import type { CommissionStatus } from "@shared/constants";
import type { Db } from "../../db/client";
import { affiliateClicks, commissions, payouts, users } from "../../db/schema";

export type CommissionRow = typeof commissions.$inferSelect;

export async function insertClick(
  db: Db,
  values: { entrepreneurId: number; courseId: number | null; path: string | null; visitorId: string | null },
) {
  await db.insert(affiliateClicks).values(values);
}

type Sql = ReturnType<typeof sql>;
/** sum(column) over the rows matching cond, 0 when none; cents fit a JS number. */
const sumWhere = (column: unknown, cond: Sql) => sql<number>`coalesce(sum(${column}) filter (where ${cond}), 0)::bigint`.mapWith(Number);
const countIf = (cond: Sql) => sql<number>`count(*) filter (where ${cond})::int`.mapWith(Number);

/** One page of the entrepreneur's history (optionally one status), its count, and the all-time summary. */
export async function listCommissions(db: Db, entrepreneurId: number, page: { limit: number; offset: number; status?: CommissionStatus }) {
  const mine = eq(commissions.entrepreneurId, entrepreneurId);
  const shown = page.status ? and(mine, eq(commissions.status, page.status)) : mine;
  const [items, [{ total }], [summary]] = await Promise.all([
    db
      .select()
      .from(commissions)
      .where(shown)
      .orderBy(desc(commissions.createdAt), desc(commissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(commissions).where(shown),
    db
      .select({
        total: count(),
        earned: sumWhere(commissions.amountCents, sql`${commissions.status} <> 'reversed'`),
        pendingCount: countIf(sql`${commissions.status} = 'pending'`),
        pendingCents: sumWhere(commissions.amountCents, sql`${commissions.status} = 'pending'`),
        paidCount: countIf(sql`${commissions.status} = 'paid'`),
        paidCents: sumWhere(commissions.amountCents, sql`${commissions.status} = 'paid'`),
        reversedCount: countIf(sql`${commissions.status} = 'reversed'`),
        reversedCents: sumWhere(commissions.amountCents, sql`${commissions.status} = 'reversed'`),
      })
      .from(commissions)
      .where(mine),
  ]);
  return { items, total, summary };
}

/** The export's next batch, newest first, after the row `beforeId` (keyset: no offset to skip). */
export async function commissionsBatch(
  db: Db,
  entrepreneurId: number,
  params: { status?: CommissionStatus; beforeId: number | null; limit: number },
) {
  const conditions = [eq(commissions.entrepreneurId, entrepreneurId)];
  if (params.status) conditions.push(eq(commissions.status, params.status));
  if (params.beforeId !== null) conditions.push(lt(commissions.id, params.beforeId));
  return db
    .select()
    .from(commissions)
    .where(and(...conditions))
    .orderBy(desc(commissions.id))
    .limit(params.limit);
}

/** The people who signed up through this entrepreneur, with what they earned them: one query. */
export async function listReferrals(db: Db, entrepreneurId: number, page: { limit: number; offset: number }) {
  const earned = db
    .select({
      buyerId: commissions.buyerId,
      cents: sql<number>`sum(${commissions.amountCents})`.as("earned_cents"),
    })
    .from(commissions)
    .where(and(eq(commissions.entrepreneurId, entrepreneurId), sql`${commissions.status} <> 'reversed'`))
    .groupBy(commissions.buyerId)
    .as("earned");
  const referred = eq(users.referredById, entrepreneurId);
  const [items, [summary]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        status: users.status,
        createdAt: users.createdAt,
        earnedCents: sql<number>`coalesce(${earned.cents}, 0)::bigint`.mapWith(Number),
      })
      .from(users)
      .leftJoin(earned, eq(earned.buyerId, users.id))
      .where(referred)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        active: countIf(sql`${users.status} = 'active'`),
        earnedCents: sql<number>`coalesce(sum(${earned.cents}), 0)::bigint`.mapWith(Number),
      })
      .from(users)
      .leftJoin(earned, eq(earned.buyerId, users.id))
      .where(referred),
  ]);
  return { items, summary };
}

export async function listOwnPayouts(db: Db, entrepreneurId: number) {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.entrepreneurId, entrepreneurId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(120);
}

/**
 * A sale that still stands: not reversed, and not refunded after its commission was paid (such a
 * refund leaves the sale paid and adds an adjustment row for the payment; the (payment_id, kind)
 * key serves the lookup). Spelled with the table name: see statsFigures on Drizzle's bare columns.
 */
const standingSale = sql.raw(`commissions.kind = 'sale' and commissions.status <> 'reversed'
  and not exists (select 1 from commissions adj where adj.payment_id = commissions.payment_id and adj.kind = 'adjustment')`);

/**
 * The month's ranking (docs/product-rules.md §6): entrepreneurs by the sale volume of their standing sales
 * this month (neither reversed nor refunded); ties go to whoever reached it first. `only` narrows
 * the ranked rows to one entrepreneur, keeping the rank they hold among all. The figures are the
 * month's rows of entrepreneur_month_standings, kept by a trigger on commissions (migration
 * 0015_entrepreneur_month_standings): one row per entrepreneur who sold, not one per sale.
 */
export async function leaderboard(db: Db, from: Date, _to: Date, page: { limit: number; only?: number }) {
  const month = from.toISOString().slice(0, 10); // monthBounds: the first day of a UTC month
  const result = await db.execute<{
    id: number;
    username: string;
    first_name: string | null;
    last_name: string | null;
    sales: number;
    volume_cents: string;
    earned_cents: string;
    rank: string;
  }>(sql`
    WITH ranked AS (
      SELECT u.id, u.username, u.first_name, u.last_name, s.sales, s.volume_cents, s.earned_cents,
        row_number() OVER (ORDER BY s.volume_cents DESC, s.first_sale_at, u.id) AS rank
      FROM entrepreneur_month_standings s
      JOIN users u ON u.id = s.entrepreneur_id AND u.role = 'entrepreneur'
      WHERE s.month = ${month}::date)
    SELECT * FROM ranked ${page.only === undefined ? sql`` : sql`WHERE id = ${page.only}`}
    ORDER BY rank LIMIT ${page.limit}`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    sales: Number(r.sales),
    volumeCents: Number(r.volume_cents),
    earnedCents: Number(r.earned_cents),
    rank: Number(r.rank),
  }));
}

/** Every dashboard figure but the rates' (link-visitors.repo.ts) in three aggregate queries. */
export async function statsFigures(db: Db, entrepreneurId: number, monthStart: Date) {
  const month = monthStart.toISOString();
  const [[clicks], [referrals], sales] = await Promise.all([
    db.select({ n: count() }).from(affiliateClicks).where(eq(affiliateClicks.entrepreneurId, entrepreneurId)),
    db
      .select({
        total: count(),
        // users.id spelled out: Drizzle leaves single-table columns unqualified, and the subquery's
        // own id would capture a bare "id".
        active: sql<number>`count(*) filter (where ${users.status} = 'active' and exists (
          select 1 from commissions where commissions.buyer_id = users.id and commissions.entrepreneur_id = ${entrepreneurId}
            and ${standingSale}))::int`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.referredById, entrepreneurId)),
    // One index-only scan of the entrepreneur's commissions (commissions_entrepreneur_created_idx
    // carries the columns), each row's standing decided once: joined to the few adjustments
    // (commissions_adjustment_payment_idx; at most one per payment) instead of a lookup per row.
    db.execute<{ sales: number; buyers: number; sale_cents: string; earned_cents: string; month_cents: string }>(sql`
      SELECT count(*) FILTER (WHERE standing)::int AS sales,
             count(DISTINCT buyer_id) FILTER (WHERE standing)::int AS buyers,
             coalesce(sum(sale_amount_cents) FILTER (WHERE standing), 0)::bigint AS sale_cents,
             coalesce(sum(amount_cents) FILTER (WHERE status <> 'reversed'), 0)::bigint AS earned_cents,
             coalesce(sum(amount_cents) FILTER (WHERE status <> 'reversed' AND created_at >= ${month}::timestamptz), 0)::bigint AS month_cents
      FROM (
        SELECT c.buyer_id, c.sale_amount_cents, c.amount_cents, c.status, c.created_at,
               c.kind = 'sale' AND c.status <> 'reversed' AND adj.payment_id IS NULL AS standing
        FROM commissions c
        LEFT JOIN commissions adj ON adj.payment_id = c.payment_id AND adj.kind = 'adjustment'
        WHERE c.entrepreneur_id = ${entrepreneurId}) mine`),
  ]);
  const f = sales.rows[0];
  return {
    clicks: clicks.n,
    referrals: referrals.total,
    activeReferrals: referrals.active,
    sales: Number(f.sales),
    buyers: Number(f.buyers),
    saleCents: Number(f.sale_cents),
    earnedCents: Number(f.earned_cents),
    monthCents: Number(f.month_cents),
  };
}

export async function findActiveEntrepreneurByCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: users.id, code: users.affiliateCode })
    .from(users)
    .where(and(eq(users.affiliateCode, code), eq(users.role, "entrepreneur"), eq(users.status, "active")))
    .limit(1);
  return row;
}

export async function findEntrepreneur(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

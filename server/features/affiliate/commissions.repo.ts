import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { commissions } from "../../db/schema";

// The commissions table's writes (docs/architecture.md, "Who writes each table"): payments calls
// these with its own transaction when a sale is fulfilled, refunded or paid out.

/** Answers whether this call created it (false: the payment already had its commission). */
export async function insertSaleCommission(tx: Tx, values: typeof commissions.$inferInsert): Promise<boolean> {
  const created = await tx
    .insert(commissions)
    .values({ ...values, kind: "sale" })
    .onConflictDoNothing()
    .returning({ id: commissions.id });
  return created.length > 0;
}

/** Refund: a pending sale commission is reversed; a paid one gets a negative adjustment for the next payout. */
export async function reverseCommission(tx: Tx, paymentId: number): Promise<void> {
  const [sale] = await tx
    .select()
    .from(commissions)
    .where(and(eq(commissions.paymentId, paymentId), eq(commissions.kind, "sale")))
    .for("update");
  if (!sale) return;
  if (sale.status === "pending") {
    await tx.update(commissions).set({ status: "reversed", reversedAt: new Date() }).where(eq(commissions.id, sale.id));
    return;
  }
  if (sale.status !== "paid") return;
  await tx
    .insert(commissions)
    .values({
      entrepreneurId: sale.entrepreneurId,
      paymentId,
      kind: "adjustment",
      buyerId: sale.buyerId,
      courseId: sale.courseId,
      saleAmountCents: -sale.saleAmountCents,
      amountCents: -sale.amountCents,
      commissionRate: sale.commissionRate,
      productType: sale.productType,
      productName: sale.productName,
      status: "pending",
    })
    .onConflictDoNothing();
}

/**
 * The payout run's commissions (locked by it, docs/product-rules.md §6) become paid, each by the
 * payout of its entrepreneur for the period. The ids go in one array parameter, not one
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

export async function markCommissionsPaid(tx: Tx, ids: number[], period: string): Promise<void> {
  await tx.execute(markPaidStatement(ids, period));
}

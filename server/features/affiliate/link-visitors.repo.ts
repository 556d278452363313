import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { affiliateClicks } from "../../db/schema";

/** True when this browser (gsm_vid) has visited the entrepreneur's links (the (entrepreneur, visitor) index). */
export async function isLinkVisitor(db: Db, entrepreneurId: number, visitorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: affiliateClicks.id })
    .from(affiliateClicks)
    .where(and(eq(affiliateClicks.entrepreneurId, entrepreneurId), eq(affiliateClicks.visitorId, visitorId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The population of the dashboard's rates and its two parts, each counted per visitor
 * (docs/product-rules.md §6): the entrepreneur's distinct link visitors, those of them who signed up through the
 * entrepreneur, and those who went on to a sale that still stands (the same sales as the Sales
 * figure). A sign-up or purchase counts only under a visitor id recorded on one of this
 * entrepreneur's clicks, so each part is a subset of the whole.
 *
 * Index paths: clicks by (entrepreneur_id, visitor_id); referred users by referred_by_id;
 * commissions by (entrepreneur_id, created_at), their payment by primary key.
 */
export async function linkVisitorFigures(db: Db, entrepreneurId: number) {
  const linkVisitor = (visitorId: ReturnType<typeof sql>) =>
    sql`EXISTS (SELECT 1 FROM affiliate_clicks k WHERE k.entrepreneur_id = ${entrepreneurId} AND k.visitor_id = ${visitorId})`;
  const result = await db.execute<{ visitors: number; signed_up: number; bought: number }>(sql`
    SELECT
      -- A click recorded before visitor ids (or without the cookie) stands for one visitor.
      (SELECT count(DISTINCT coalesce(c.visitor_id, 'click-' || c.id))::int
         FROM affiliate_clicks c WHERE c.entrepreneur_id = ${entrepreneurId}) AS visitors,
      (SELECT count(DISTINCT u.signup_visitor_id)::int
         FROM users u
         WHERE u.referred_by_id = ${entrepreneurId} AND ${linkVisitor(sql`u.signup_visitor_id`)}) AS signed_up,
      (SELECT count(DISTINCT p.visitor_id)::int
         FROM commissions s JOIN payments p ON p.id = s.payment_id
         WHERE s.entrepreneur_id = ${entrepreneurId} AND s.kind = 'sale' AND s.status <> 'reversed'
           -- Not refunded after its commission was paid (that adds an adjustment row for the payment).
           AND NOT EXISTS (SELECT 1 FROM commissions adj WHERE adj.payment_id = s.payment_id AND adj.kind = 'adjustment')
           AND ${linkVisitor(sql`p.visitor_id`)}) AS bought`);
  const [row] = result.rows;
  return { visitors: Number(row.visitors), signedUp: Number(row.signed_up), bought: Number(row.bought) };
}

import { fallbackAffiliateCode, type CommissionStatus } from "@shared/constants";
import { centsToString } from "@shared/money";
import {
  LINK_ONLY_PUBLISHED,
  type AffiliateLink,
  type CommissionList,
  type CommissionListQuery,
  type EntrepreneurPayout,
  type EntrepreneurStats,
  LEADERBOARD_SIZE,
  type Leaderboard,
  type LeaderboardEntry,
  type ReferralList,
} from "@shared/schemas/affiliate";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { csvLine } from "../../lib/csv";
import { findCourse } from "../courses";
import * as repo from "./affiliate.repo";
import { resolveAffiliate } from "./attribution";
import { linkVisitorFigures } from "./link-visitors.repo";
import { maskEmail, presentCommission } from "./affiliate.presenter";

/** Records a visit through ?ref=CODE when the code is an active entrepreneur's; unknown codes are ignored. */
export async function recordVisit(
  db: Db,
  code: string,
  path: string | undefined,
  visitorId: string | null = null,
): Promise<{ code: string } | null> {
  const affiliate = await resolveAffiliate(db, code);
  if (!affiliate) return null;
  const match = path ? /^\/course\/(\d{1,9})(?:[/?#]|$)/.exec(path) : null;
  const course = match ? await findCourse(db, Number(match[1])) : undefined;
  await repo.insertClick(db, { entrepreneurId: affiliate.id, courseId: course?.id ?? null, path: path ?? null, visitorId });
  return { code: affiliate.code };
}

export async function listCommissions(db: Db, entrepreneurId: number, page: CommissionListQuery): Promise<CommissionList> {
  const { items, total, summary: s } = await repo.listCommissions(db, entrepreneurId, page);
  return {
    items: items.map(presentCommission),
    total,
    summary: {
      totalEarnings: centsToString(s.earned),
      pending: { count: s.pendingCount, amount: centsToString(s.pendingCents) },
      paid: { count: s.paidCount, amount: centsToString(s.paidCents) },
      reversed: { count: s.reversedCount, amount: centsToString(s.reversedCents) },
    },
  };
}

const EXPORT_BATCH = 1000;
const COMMISSION_CSV_HEADER = [
  "date",
  "commission_id",
  "product",
  "kind",
  "sale_amount",
  "rate_percent",
  "commission",
  "status",
  "paid_at",
];

/**
 * The commission history as CSV lines, newest first, in batches (an export of years of sales
 * never holds them all in memory at once).
 */
export async function* commissionsCsv(
  db: Db,
  entrepreneurId: number,
  status: CommissionStatus | undefined,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield csvLine(COMMISSION_CSV_HEADER);
  let beforeId: number | null = null;
  for (;;) {
    const rows = await repo.commissionsBatch(db, entrepreneurId, { status, beforeId, limit: batch });
    for (const c of rows.map(presentCommission)) {
      yield csvLine([
        c.createdAt,
        c.id,
        c.productName ?? "Product Sale",
        c.kind,
        c.saleAmount,
        c.commissionRate,
        c.amount,
        c.status,
        c.paidAt ?? "",
      ]);
    }
    if (rows.length < batch) return;
    beforeId = rows[rows.length - 1].id;
  }
}

export async function listReferrals(db: Db, entrepreneurId: number, page: { limit: number; offset: number }): Promise<ReferralList> {
  const { items, summary } = await repo.listReferrals(db, entrepreneurId, page);
  return {
    items: items.map((r) => ({
      id: r.id,
      name: [r.firstName, r.lastName].filter(Boolean).join(" ").trim() || r.username,
      email: maskEmail(r.email),
      joinDate: r.createdAt.toISOString(),
      commissions: centsToString(r.earnedCents),
      status: r.status,
    })),
    total: summary.total,
    summary: { totalReferrals: summary.total, activeUsers: summary.active, commissionsEarned: centsToString(summary.earnedCents) },
  };
}

export async function listOwnPayouts(db: Db, entrepreneurId: number): Promise<EntrepreneurPayout[]> {
  return (await repo.listOwnPayouts(db, entrepreneurId)).map((p) => ({
    id: p.id,
    period: p.period,
    amount: centsToString(p.amountCents),
    commissionCount: p.commissionCount,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
  }));
}

/** The UTC calendar month holding `now`: [start, next start). */
export function monthBounds(now: Date): { start: Date; end: Date; label: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end, label: start.toISOString().slice(0, 7) };
}

type Standing = Awaited<ReturnType<typeof repo.leaderboard>>[number];
const presentStanding = (r: Standing): LeaderboardEntry => ({
  id: r.id,
  username: r.username,
  // First and last name; the username only for someone who gave no name.
  displayName:
    [r.firstName, r.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ") || r.username,
  sales: r.sales,
  earnings: centsToString(r.earnedCents),
  salesVolume: centsToString(r.volumeCents),
  rank: r.rank,
});

/** The month's top entrepreneurs, and the caller's own standing wherever it ranks. */
export async function getLeaderboard(db: Db, userId: number, now = new Date(), size = LEADERBOARD_SIZE): Promise<Leaderboard> {
  const { start, end, label } = monthBounds(now);
  const top = await repo.leaderboard(db, start, end, { limit: size });
  const mine = top.find((r) => r.id === userId) ?? (await repo.leaderboard(db, start, end, { limit: 1, only: userId }))[0];
  return { month: label, entries: top.map(presentStanding), me: mine ? presentStanding(mine) : null };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0);

export async function getStats(
  db: Db,
  user: { id: number; affiliateCode: string | null },
  commissionRate: number,
  now = new Date(),
): Promise<EntrepreneurStats> {
  const [f, v] = await Promise.all([repo.statsFigures(db, user.id, monthBounds(now).start), linkVisitorFigures(db, user.id)]);
  return {
    affiliateCode: user.affiliateCode ?? fallbackAffiliateCode(user.id),
    commissionRate,
    clicks: f.clicks,
    referrals: f.referrals,
    activeReferrals: f.activeReferrals,
    sales: f.sales,
    buyers: f.buyers,
    // Both rates are shares of one population, the link visitors, counted per visitor
    // (docs/product-rules.md §6): each part is a subset of it, so neither can pass 100 %.
    visitors: v.visitors,
    visitorsWhoSignedUp: v.signedUp,
    visitorsWhoBought: v.bought,
    conversionRate: percent(v.bought, v.visitors),
    clickThroughRate: percent(v.signedUp, v.visitors),
    averageOrderValue: centsToString(f.sales > 0 ? Math.round(f.saleCents / f.sales) : 0),
    earningsThisMonth: centsToString(f.monthCents),
    totalEarnings: centsToString(f.earnedCents),
  };
}

/** origin + /course/{id}?ref={code}, for published courses only (docs/product-rules.md §6). */
export async function affiliateLink(
  db: Db,
  user: { id: number; affiliateCode: string | null },
  courseId: number,
  origin: string,
): Promise<AffiliateLink> {
  const course = await findCourse(db, courseId);
  if (!course || !course.isPublished) throw notFound(LINK_ONLY_PUBLISHED);
  const code = user.affiliateCode ?? fallbackAffiliateCode(user.id);
  return { affiliateLink: `${origin}/course/${course.id}?ref=${encodeURIComponent(code)}`, code };
}

import { centsToString } from "@shared/money";
import type { Analytics } from "@shared/schemas/analytics";
import type { Db } from "../../db/client";
import { csvLine } from "../../lib/csv";
import * as repo from "./admin-analytics.repo";

const MONTHS = 6;
const DAY_MS = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? round1((100 * part) / whole) : 0);
/** This month against last (documented in shared/schemas/analytics.ts). */
export const growth = (current: number, previous: number) =>
  previous > 0 ? round1((100 * (current - previous)) / previous) : current > 0 ? 100 : 0;

/** "YYYY-MM" of the UTC month `back` months before `now`'s. */
function monthKey(now: Date, back: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}

export async function computeAnalytics(db: Db, now = new Date()): Promise<Analytics> {
  const today = now.toISOString().slice(0, 10);
  const since30 = new Date(now.getTime() - 29 * DAY_MS).toISOString().slice(0, 10);
  const from = `${monthKey(now, MONTHS - 1)}-01T00:00:00.000Z`;
  const [t, m, top] = await Promise.all([repo.totals(db, today, since30), repo.monthly(db, from), repo.topCourses(db, 5)]);
  const months = Array.from({ length: MONTHS }, (_, i) => monthKey(now, MONTHS - 1 - i));
  const [thisMonth, lastMonth] = [monthKey(now, 0), monthKey(now, 1)];
  const at = (map: Map<string, number>, key: string) => map.get(key) ?? 0;
  const completionRate = percent(t.completed, t.enrollments);

  return {
    overview: { totalUsers: t.users, totalRevenue: centsToString(t.revenueCents), enrollments: t.enrollments, totalCourses: t.courses },
    trends: {
      userGrowth: growth(at(m.users, thisMonth), at(m.users, lastMonth)),
      revenueGrowth: growth(at(m.revenue, thisMonth), at(m.revenue, lastMonth)),
      enrollmentGrowth: growth(at(m.enrolled, thisMonth), at(m.enrolled, lastMonth)),
      completionRate,
    },
    userActivity: months.map((month) => ({ month, users: at(m.users, month) })),
    revenueData: months.map((month) => ({ month, revenue: centsToString(at(m.revenue, month)) })),
    topCourses: top.map((c) => ({
      id: c.id,
      name: c.name,
      enrollments: c.enrollments,
      completions: c.completions,
      revenue: centsToString(c.revenueCents),
    })),
    engagement: {
      activeToday: t.activeToday,
      active30Days: t.active30,
      averageProgress: round1(t.avgProgress),
      retention30Days: percent(t.retained, t.enrollments),
    },
    summary: {
      publishedCourses: t.published,
      averageRating: t.avgRating === null ? null : round1(t.avgRating),
      videoHours: round1(t.videoSeconds / 3600),
      averageOrderValue: centsToString(t.orders > 0 ? Math.round(t.grossCents / t.orders) : 0),
      commissionsPaid: centsToString(t.commissionsPaidCents),
      discountsGiven: centsToString(t.discountCents),
      refundRate: percent(t.refunded, t.orders),
      completionRate,
      completionGrowth: growth(at(m.completed, thisMonth), at(m.completed, lastMonth)),
    },
    generatedAt: now.toISOString(),
  };
}

/** The same report as CSV: section, item, metric, value, one figure per line. */
export function analyticsCsv(report: Analytics): string {
  const lines: unknown[][] = [["section", "item", "metric", "value"]];
  for (const [k, v] of Object.entries(report.overview)) lines.push(["overview", "", k, v]);
  for (const [k, v] of Object.entries(report.trends)) lines.push(["trends", "", k, v]);
  for (const { month, users } of report.userActivity) lines.push(["userActivity", month, "users", users]);
  for (const { month, revenue } of report.revenueData) lines.push(["revenueData", month, "revenue", revenue]);
  for (const c of report.topCourses) {
    for (const metric of ["enrollments", "completions", "revenue"] as const)
      lines.push(["topCourses", `${c.id} ${c.name}`, metric, c[metric]]);
  }
  for (const [k, v] of Object.entries(report.engagement)) lines.push(["engagement", "", k, v]);
  for (const [k, v] of Object.entries(report.summary)) lines.push(["summary", "", k, v]);
  return lines.map(csvLine).join("");
}

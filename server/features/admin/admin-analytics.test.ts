import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsSchema, type Analytics } from "@shared/schemas/analytics";
import { centsToString } from "@shared/money";
import { enrollments, learningActivity, users } from "../../db/schema";
import { enroll, makeChapter, makeCourse, makeReview } from "../../test/course-factories";
import { makeCommission, makePayment } from "../../test/payment-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let report: Analytics;
let csv: string;

const now = new Date();
const monthsAgo = (n: number, day = 10) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, day, 12));
const key = (d: Date) => d.toISOString().slice(0, 7);

// Figures worked out by hand from the rows below, independently of the service's SQL.
const expected = {
  revenueCents: 10_000 + 5_000 + (8_000 - 8_000) + (6_000 - 2_000), // succeeded + succeeded + fully refunded + partly refunded
  orders: 4,
  grossCents: 10_000 + 5_000 + 8_000 + 6_000,
};

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await makeUser(ctx, { role: "admin" });
  const a = await makeUser(ctx);
  const b = await makeUser(ctx);
  const c = await makeUser(ctx, { role: "entrepreneur" });
  // Sign-up months: a this month, b last month, c five months ago (admin this month).
  await ctx.db
    .update(users)
    .set({ createdAt: monthsAgo(1) })
    .where(eq(users.id, b.id));
  await ctx.db
    .update(users)
    .set({ createdAt: monthsAgo(5) })
    .where(eq(users.id, c.id));

  const big = await makeCourse(ctx, { title: 'Big, "quoted" course', priceCents: 10_000 });
  const small = await makeCourse(ctx, { title: "Small course", priceCents: 5_000 });
  await makeCourse(ctx, { title: "Draft", isPublished: false });
  await makeChapter(ctx, big.id, { durationSeconds: 5_400 });
  await makeChapter(ctx, small.id, { durationSeconds: 1_800 });

  await makePayment(ctx, { userId: a.id, courseId: big.id, amountCents: 10_000, succeededAt: monthsAgo(0, 2) });
  await makePayment(ctx, { userId: b.id, courseId: small.id, amountCents: 5_000, succeededAt: monthsAgo(1) });
  await makePayment(ctx, {
    userId: b.id,
    courseId: big.id,
    amountCents: 8_000,
    status: "refunded",
    refundedAmountCents: 8_000,
    succeededAt: monthsAgo(1),
  });
  await makePayment(ctx, {
    userId: c.id,
    courseId: small.id,
    amountCents: 6_000,
    status: "refunded",
    refundedAmountCents: 2_000,
    succeededAt: monthsAgo(5),
  });
  // Zero-amount payments are no orders (docs/product-rules.md §11): a purchase a 100% coupon paid, a trial's
  // start and a refunded one. They add nothing to revenue and are left out of orders and averages.
  await makePayment(ctx, { userId: a.id, courseId: big.id, amountCents: 0, discountCents: 5_000, succeededAt: monthsAgo(0, 2) });
  await makePayment(ctx, {
    userId: b.id,
    courseId: small.id,
    type: "subscription",
    amountCents: 0,
    // A trial started with a coupon: the discount is quoted for its first paid instalment, which
    // counts it (docs/product-rules.md §11); the trial's start must not count it a second time.
    discountCents: 700,
    trialEndsAt: now,
    succeededAt: monthsAgo(0, 2),
  });
  await makePayment(ctx, {
    userId: c.id,
    courseId: big.id,
    type: "subscription",
    amountCents: 0,
    trialEndsAt: now,
    status: "refunded",
    succeededAt: monthsAgo(1),
  });
  await makePayment(ctx, { userId: a.id, courseId: small.id, amountCents: 9_999, status: "failed", succeededAt: null });
  await makePayment(ctx, { userId: a.id, courseId: small.id, amountCents: 9_998, status: "pending", succeededAt: null });
  const paidOn = await makePayment(ctx, { userId: a.id, courseId: big.id, amountCents: 1, status: "failed", succeededAt: null });
  await makeCommission(ctx, { entrepreneurId: c.id, paymentId: paidOn.id, amountCents: 1_234, status: "paid" });
  await makeCommission(ctx, {
    entrepreneurId: c.id,
    paymentId: (await makePayment(ctx, { userId: a.id, courseId: big.id, status: "failed", succeededAt: null })).id,
    amountCents: 999,
  });

  await enroll(ctx, a.id, big.id, { progress: 100, completedAt: monthsAgo(0, 3), enrolledAt: monthsAgo(0, 1) });
  await enroll(ctx, b.id, small.id, { progress: 50, enrolledAt: monthsAgo(1) });
  await enroll(ctx, c.id, small.id, { progress: 100, completedAt: monthsAgo(1), enrolledAt: monthsAgo(5) });
  await makeReview(ctx, a.id, big.id, 5);
  await makeReview(ctx, b.id, small.id, 4);
  await makeReview(ctx, c.id, small.id, 4);
  const today = now.toISOString().slice(0, 10);
  await ctx.db.insert(learningActivity).values([
    { userId: a.id, day: today },
    { userId: b.id, day: new Date(now.getTime() - 10 * 86_400_000).toISOString().slice(0, 10) },
    { userId: c.id, day: new Date(now.getTime() - 60 * 86_400_000).toISOString().slice(0, 10) },
  ]);

  const agent = await signIn(ctx, admin);
  const res = await agent.get("/api/admin/analytics");
  expect(res.status).toBe(200);
  report = analyticsSchema.strict().parse(res.body);
  const csvRes = await agent.get("/api/admin/analytics.csv");
  expect(csvRes.status).toBe(200);
  expect(csvRes.headers["content-type"]).toMatch(/text\/csv/);
  expect(csvRes.headers["content-disposition"]).toMatch(/attachment; filename="gsm-analytics-\d{4}-\d{2}-\d{2}\.csv"/);
  csv = csvRes.text;
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/admin/analytics", () => {
  it("computes the overview: revenue is succeeded payments minus refunds", () => {
    expect(report.overview).toEqual({ totalUsers: 4, totalRevenue: centsToString(expected.revenueCents), enrollments: 3, totalCourses: 3 });
  });

  it("counts users and revenue per month for the last 6 months, and the month-on-month trends", () => {
    expect(report.userActivity.map((p) => p.month)).toEqual([5, 4, 3, 2, 1, 0].map((n) => key(monthsAgo(n))));
    expect(report.userActivity.map((p) => p.users)).toEqual([1, 0, 0, 0, 1, 2]);
    expect(report.revenueData.map((p) => p.revenue)).toEqual(["40.00", "0.00", "0.00", "0.00", "50.00", "100.00"]);
    // users 2 vs 1: +100 %; revenue $100 vs $50 (the refunded $80 counts nothing): +100 %; enrollments 1 vs 1: 0 %.
    expect(report.trends).toEqual({ userGrowth: 100, revenueGrowth: 100, enrollmentGrowth: 0, completionRate: 66.7 });
  });

  it("ranks top courses by kept revenue with their enrollments and completions", () => {
    expect(report.topCourses.slice(0, 2)).toEqual([
      { id: expect.any(Number), name: 'Big, "quoted" course', enrollments: 1, completions: 1, revenue: "100.00" },
      { id: expect.any(Number), name: "Small course", enrollments: 2, completions: 1, revenue: "90.00" },
    ]);
  });

  it("fills the summary and engagement figures spec showed as fixed numbers", () => {
    expect(report.summary).toEqual({
      publishedCourses: 2,
      averageRating: 4.3, // (5 + 4 + 4) / 3
      videoHours: 2, // 5400 s + 1800 s
      averageOrderValue: centsToString(Math.round(expected.grossCents / expected.orders)),
      commissionsPaid: "12.34",
      discountsGiven: "50.00", // the 100% coupon's purchase, not the trial start's quoted discount
      refundRate: 50, // 2 refunded of 4 kept orders (the refunded trial start is no order)
      completionRate: 66.7,
      completionGrowth: 0, // one completion this month, one last month
    });
    // Active: a studied today, b ten days ago, and the admin, whose sign-in to read this report
    // counts as activity; c's study was 60 days ago.
    expect(report.engagement).toEqual({ activeToday: 2, active30Days: 3, averageProgress: 83.3, retention30Days: 66.7 });
  });

  it("exports the same figures as CSV", () => {
    const rows = csv.trim().split("\r\n");
    expect(rows[0]).toBe("section,item,metric,value");
    expect(rows).toContain(`overview,,totalRevenue,${report.overview.totalRevenue}`);
    expect(rows).toContain(`trends,,userGrowth,${report.trends.userGrowth}`);
    for (const p of report.revenueData) expect(rows).toContain(`revenueData,${p.month},revenue,${p.revenue}`);
    for (const p of report.userActivity) expect(rows).toContain(`userActivity,${p.month},users,${p.users}`);
    const big = report.topCourses[0];
    expect(rows).toContain(`topCourses,"${big.id} Big, ""quoted"" course",revenue,${big.revenue}`);
    expect(rows).toContain(`summary,,refundRate,${report.summary.refundRate}`);
    expect(rows).toContain(`summary,,averageRating,${report.summary.averageRating}`);
    const lines = 1 + 4 + 4 + 6 + 6 + report.topCourses.length * 3 + 4 + 9;
    expect(rows).toHaveLength(lines);
  });

  it("is for admins only", async () => {
    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await learner.get("/api/admin/analytics")).status).toBe(403);
    expect((await learner.get("/api/admin/analytics.csv")).status).toBe(403);
    const rows = await ctx.db.select().from(enrollments);
    expect(rows).toHaveLength(3);
  });
});

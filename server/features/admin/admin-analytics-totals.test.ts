import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centsToString } from "@shared/money";
import { analyticsSchema, type Analytics } from "@shared/schemas/analytics";
import { paymentIntentSchema } from "@shared/schemas/payments";
import { coupons, courses, enrollments, payments } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { CARD_DETAILS, makePayment } from "../../test/payment-factories";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";
import { renewDueTestSubscriptions } from "../payments/subscription-renewals.service";
import { growth } from "./admin-analytics.service";

// The report's money figures come from payment_day_totals, kept by triggers on payments
// (migration 0019, decision 021). Each step below writes payments the way the app does (or as an
// operator would), then checks the report against the full scans of payments the report made
// before the totals existed (copied here as they were) and the kept rows against a rebuild.

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
type Agent = Awaited<ReturnType<typeof signIn>>;
type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
});
afterAll(async () => {
  await ctx.close();
});

/** The money figures as the report computed them before migration 0019: scans of every payment. */
async function scanned(from: string) {
  const KEPT = sql`status IN ('succeeded', 'refunded')`;
  const PAID = sql`amount_cents > 0`;
  const month = sql.raw(`to_char(date_trunc('month', succeeded_at AT TIME ZONE 'UTC'), 'YYYY-MM')`);
  const [{ rows: totals }, { rows: monthly }, { rows: top }] = await Promise.all([
    ctx.db.execute<Row>(sql`SELECT
      (SELECT coalesce(sum(amount_cents - refunded_amount_cents), 0) FROM payments WHERE ${KEPT}) AS revenue,
      (SELECT count(*) FROM payments WHERE ${KEPT} AND ${PAID}) AS orders,
      (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE ${KEPT}) AS gross,
      (SELECT coalesce(sum(discount_cents), 0) FROM payments WHERE status = 'succeeded' AND trial_ends_at IS NULL) AS discounts,
      (SELECT count(*) FROM payments WHERE status = 'refunded' AND ${PAID}) AS refunded`),
    ctx.db.execute<Row>(sql`SELECT ${month} AS m, sum(amount_cents - refunded_amount_cents) AS n FROM payments
      WHERE ${KEPT} AND succeeded_at >= ${from}::timestamptz GROUP BY 1`),
    ctx.db.execute<Row>(sql`
      WITH rev AS (
        SELECT course_id, sum(amount_cents - refunded_amount_cents) AS revenue FROM payments
        WHERE ${KEPT} AND course_id IS NOT NULL GROUP BY course_id),
      enr AS (
        SELECT course_id, count(*) AS n, count(*) FILTER (WHERE completed_at IS NOT NULL) AS done FROM enrollments
        WHERE access_revoked_at IS NULL GROUP BY course_id)
      SELECT c.id, c.title, coalesce(enr.n, 0) AS enrollments, coalesce(enr.done, 0) AS completions, coalesce(rev.revenue, 0) AS revenue
      FROM courses c LEFT JOIN rev ON rev.course_id = c.id LEFT JOIN enr ON enr.course_id = c.id
      ORDER BY revenue DESC, enrollments DESC, c.id
      LIMIT 5`),
  ]);
  const t = totals[0];
  return {
    revenueCents: num(t.revenue),
    orders: num(t.orders),
    grossCents: num(t.gross),
    discountCents: num(t.discounts),
    refunded: num(t.refunded),
    monthly: new Map(monthly.map((r) => [String(r.m), num(r.n)])),
    top: top.map((r) => ({
      id: num(r.id),
      name: String(r.title),
      enrollments: num(r.enrollments),
      completions: num(r.completions),
      revenue: centsToString(num(r.revenue)),
    })),
  };
}

/** The kept rows that carry anything, in key order. */
async function keptRows() {
  const { rows } = await ctx.db.execute<Row>(sql`
    SELECT day::text, course_id, revenue_cents::text, gross_cents::text, orders, refunded_orders, discount_cents::text
    FROM payment_day_totals
    WHERE (revenue_cents, gross_cents, orders, refunded_orders, discount_cents) <> (0, 0, 0, 0, 0)
    ORDER BY day, course_id`);
  return rows;
}

/** The report equals the full scans, and the kept rows equal a rebuild from the payments. */
async function expectExact(): Promise<Analytics> {
  const res = await admin.get("/api/admin/analytics");
  expect(res.status).toBe(200);
  const report = analyticsSchema.strict().parse(res.body);
  const from = `${report.revenueData[0].month}-01T00:00:00.000Z`;
  const scan = await scanned(from);
  const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0);
  const at = (month: string) => scan.monthly.get(month) ?? 0;
  const [lastMonth, thisMonth] = report.revenueData.slice(-2).map((p) => p.month);
  expect(report.overview.totalRevenue).toBe(centsToString(scan.revenueCents));
  expect(report.revenueData).toEqual(report.revenueData.map(({ month }) => ({ month, revenue: centsToString(at(month)) })));
  expect(report.trends.revenueGrowth).toBe(growth(at(thisMonth), at(lastMonth)));
  expect(report.topCourses).toEqual(scan.top);
  expect(report.summary).toMatchObject({
    averageOrderValue: centsToString(scan.orders > 0 ? Math.round(scan.grossCents / scan.orders) : 0),
    discountsGiven: centsToString(scan.discountCents),
    refundRate: percent(scan.refunded, scan.orders),
  });

  const kept = await keptRows();
  await ctx.db.execute(sql`SELECT rebuild_payment_day_totals()`);
  expect(kept).toEqual(await keptRows());
  return report;
}

async function pay(agent: Agent, courseId: number, extra: { paymentType?: "one_time" | "subscription"; couponCode?: string } = {}) {
  const created = await agent.post("/api/create-payment-intent").send({ courseId, paymentType: "one_time", ...extra });
  expect(created.status).toBe(200);
  const intent = paymentIntentSchema.parse(created.body);
  const confirmed = await agent
    .post("/api/payments/test/confirm")
    .send({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
  expect(confirmed.status).toBe(200);
  return confirmed.body as { id: number; amount: string };
}
const paymentsOf = (userId: number) => ctx.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
/** Moves the end of a learner's access (the clock cannot be moved in the server's transactions). */
const accessEndsAt = (userId: number, courseId: number, at: Date, trial: boolean) =>
  ctx.db
    .update(enrollments)
    .set({ accessUntil: at, trialEndsAt: trial ? at : null })
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));

describe("admin analytics from the kept payment totals", () => {
  it("counts purchases, also several at once on one course, and their refunds", async () => {
    const course = await makeCourse(ctx, { priceCents: 12_900 });
    const learners = await Promise.all(Array.from({ length: 4 }, () => makeUser(ctx)));
    const agents = await Promise.all(learners.map((l) => signIn(ctx, l)));
    const paid = await Promise.all(agents.map((a) => pay(a, course.id)));
    let report = await expectExact();
    expect(report.overview.totalRevenue).toBe("516.00");

    expect((await admin.post(`/api/admin/payments/${paid[0].id}/refund`)).status).toBe(200);
    report = await expectExact();
    expect(report.overview.totalRevenue).toBe("387.00");
    expect(report.summary.refundRate).toBe(25);
  });

  it("counts monthly instalments as they are charged, and a refunded instalment", async () => {
    await setSettings(ctx, { subscriptionTrialDays: 0 });
    const course = await makeCourse(ctx, { priceCents: 12_000 });
    const learner = await makeUser(ctx);
    await pay(await signIn(ctx, learner), course.id, { paymentType: "subscription" });
    await accessEndsAt(learner.id, course.id, new Date(Date.now() + 30 * MINUTE), false);
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    const rows = await paymentsOf(learner.id);
    expect(rows.map((p) => [p.type, p.status, p.amountCents])).toEqual([
      ["subscription", "succeeded", 1_000],
      ["subscription", "succeeded", 1_000],
    ]);
    await expectExact();

    expect((await admin.post(`/api/admin/payments/${rows[1].id}/refund`)).status).toBe(200);
    await expectExact();
  });

  it("counts a free trial's start as no order and its coupon once, on the first paid instalment", async () => {
    await setSettings(ctx, { subscriptionTrialDays: 7 });
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `TOTALS${Date.now()}`, percentOff: 50 })
      .returning();
    const course = await makeCourse(ctx, { priceCents: 12_000 });
    const learner = await makeUser(ctx);
    await pay(await signIn(ctx, learner), course.id, { paymentType: "subscription", couponCode: coupon.code });
    const before = await expectExact();
    await accessEndsAt(learner.id, course.id, new Date(Date.now() - MINUTE), true);
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    expect((await paymentsOf(learner.id)).map((p) => [p.amountCents, p.discountCents, p.trialEndsAt === null])).toEqual([
      [0, 500, false],
      [500, 500, true],
    ]);
    const after = await expectExact();
    // The trial's start quoted the discount; only the charged instalment counts it.
    expect(Number(after.summary.discountsGiven) - Number(before.summary.discountsGiven)).toBe(5);
  });

  it("counts a purchase a 100% coupon paid in full as a discount and no order", async () => {
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `FREE${Date.now()}`, percentOff: 100 })
      .returning();
    const course = await makeCourse(ctx, { priceCents: 4_900 });
    const learner = await makeUser(ctx);
    const before = await expectExact();
    const free = await pay(await signIn(ctx, learner), course.id, { couponCode: coupon.code });
    expect(free.amount).toBe("0.00");
    const after = await expectExact();
    expect(Number(after.summary.discountsGiven) - Number(before.summary.discountsGiven)).toBe(49);
    expect(after.overview.totalRevenue).toBe(before.overview.totalRevenue);
  });

  it("puts each payment in the UTC month it succeeded in, across a month boundary and when it is moved", async () => {
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const course = await makeCourse(ctx, { priceCents: 3_000 });
    const learner = await makeUser(ctx);
    const lastOfPrevious = await makePayment(ctx, {
      userId: learner.id,
      courseId: course.id,
      amountCents: 3_000,
      succeededAt: new Date(monthStart.getTime() - 1),
    });
    await makePayment(ctx, { userId: learner.id, courseId: course.id, amountCents: 2_000, succeededAt: monthStart });
    const report = await expectExact();
    const [previous, current] = report.revenueData.slice(-2);
    expect(previous.month).toBe(new Date(monthStart.getTime() - 1).toISOString().slice(0, 7));
    expect(current.month).toBe(monthStart.toISOString().slice(0, 7));

    // An operator's corrections: the day it succeeded, its status, amount and refund, its course.
    await ctx.db.update(payments).set({ succeededAt: monthStart }).where(eq(payments.id, lastOfPrevious.id));
    await expectExact();
    await ctx.db
      .update(payments)
      .set({ status: "refunded", refundedAmountCents: 1_000, amountCents: 2_500 })
      .where(eq(payments.id, lastOfPrevious.id));
    await expectExact();
    await ctx.db.update(payments).set({ failureMessage: "noted" }).where(eq(payments.courseId, course.id));
    await expectExact();
    await ctx.db.update(payments).set({ courseId: null }).where(eq(payments.id, lastOfPrevious.id));
    await expectExact();
    await ctx.db.delete(payments).where(eq(payments.id, lastOfPrevious.id));
    await expectExact();
  });

  it("moves a deleted course's revenue out of its row and keeps the totals", async () => {
    const course = await makeCourse(ctx, { priceCents: 7_700 });
    const learner = await makeUser(ctx);
    await makePayment(ctx, { userId: learner.id, courseId: course.id, amountCents: 7_700 });
    const before = await expectExact();
    expect(before.topCourses.some((c) => c.id === course.id)).toBe(true);
    // Payments keep their rows with no course (the foreign key sets it null).
    await ctx.db.delete(courses).where(eq(courses.id, course.id));
    const after = await expectExact();
    expect(after.overview.totalRevenue).toBe(before.overview.totalRevenue);
    expect(after.topCourses.some((c) => c.id === course.id)).toBe(false);
  });
});

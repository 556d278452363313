// Money totals past 2^31 cents ($21.4 million): every sum is bigint or numeric in SQL and a JS
// number after, never a 32-bit integer (docs/benchmarks.md: the bench overflowed above ~271,000 payments).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centsToString } from "@shared/money";
import { makeChapter, makeCourse } from "./test/course-factories";
import { makeCommission, makePayment } from "./test/payment-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "./test/test-app";

const SALE = 2_000_000_000; // the largest a single int4 amount_cents comfortably holds
const COMMISSION = 1_500_000_000;
let ctx: TestContext;
let seller: Awaited<ReturnType<typeof makeUser>>;
let admin: Awaited<ReturnType<typeof makeUser>>;
let courseId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, { role: "admin" });
  seller = await makeUser(ctx, { role: "entrepreneur" });
  const course = await makeCourse(ctx, { title: "Expensive", priceCents: SALE });
  courseId = course.id;
  // Two chapters of 40 years each: their sum, in seconds, passes 2^31 as well.
  await makeChapter(ctx, course.id, { durationSeconds: 1_300_000_000 });
  await makeChapter(ctx, course.id, { durationSeconds: 1_300_000_000 });
  for (let i = 0; i < 3; i++) {
    const buyer = await makeUser(ctx);
    const payment = await makePayment(ctx, { userId: buyer.id, courseId: course.id, amountCents: SALE, affiliateUserId: seller.id });
    await makeCommission(ctx, {
      entrepreneurId: seller.id,
      paymentId: payment.id,
      buyerId: buyer.id,
      courseId: course.id,
      saleAmountCents: SALE,
      amountCents: COMMISSION,
      status: "paid",
    });
  }
});
afterAll(async () => {
  await ctx.close();
});

describe("totals beyond 32 bits", () => {
  it("admin analytics adds three $20 million sales to $60 million, exactly", async () => {
    const res = await (await signIn(ctx, admin)).get("/api/admin/analytics");
    expect(res.status).toBe(200);
    expect(res.body.overview.totalRevenue).toBe(centsToString(3 * SALE));
    expect(res.body.topCourses[0].revenue).toBe(centsToString(3 * SALE));
    expect(res.body.summary.commissionsPaid).toBe(centsToString(3 * COMMISSION));
    expect(res.body.revenueData.at(-1).revenue).toBe(centsToString(3 * SALE));
  });

  it("the admin dashboard shows the same revenue", async () => {
    const res = await (await signIn(ctx, admin)).get("/api/admin/dashboard");
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain(centsToString(3 * SALE));
  });

  it("the entrepreneur's stats and the leaderboard add commissions and sales past 2^31 cents", async () => {
    const agent = await signIn(ctx, seller);
    const stats = await agent.get("/api/entrepreneur/stats");
    expect(stats.status).toBe(200);
    expect(JSON.stringify(stats.body)).toContain(centsToString(3 * COMMISSION));
    const board = await agent.get("/api/entrepreneur/leaderboard");
    expect(board.status).toBe(200);
    expect(JSON.stringify(board.body)).toContain(centsToString(3 * COMMISSION));
  });

  it("a course's total video length passes 2^31 seconds without wrapping", async () => {
    const res = await (await signIn(ctx, admin)).get(`/api/courses/${courseId}`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/"-\d/); // a wrapped int4 sum turns negative
  });
});

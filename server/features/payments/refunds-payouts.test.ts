import { and, eq, inArray, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entrepreneurPayoutListSchema } from "@shared/schemas/affiliate";
import { adminPaymentListSchema, ALREADY_REFUNDED, ONLY_SUCCEEDED_REFUNDABLE, payoutRunResultSchema } from "@shared/schemas/payments";
import { commissions, enrollments, payments, payouts } from "../../db/schema";
import { enroll, makeChapter, makeCourse, makeUploadedFile } from "../../test/course-factories";
import { affiliateCodeOf, CARD_DETAILS, makeCommission, makePayment } from "../../test/payment-factories";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";
import { topCourses } from "../admin/admin-analytics.repo";
import { markPaidStatement } from "../affiliate";
import { runMonthlyPayout } from "./payouts.service";
import type { PaymentProvider } from "./providers";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let admin: Agent;
const refunded: number[] = [];
const cancelled: string[] = [];
const watchingProvider: PaymentProvider = {
  name: "test",
  openCharge: async ({ type }) => ({
    providerRef: `test_pi_${Math.random().toString(36).slice(2)}`,
    clientSecret: `s_${Math.random()}`,
    providerSubscriptionId: type === "subscription" ? `test_sub_${Math.random().toString(36).slice(2)}` : null,
  }),
  refund: async ({ paymentId }) => void refunded.push(paymentId),
  cancelSubscription: async (id) => void cancelled.push(id),
  invoiceOfPaymentIntent: async () => null,
};

beforeAll(async () => {
  ctx = await createTestContext({ paymentProvider: watchingProvider });
  // Paid months from the first: the free trial (docs/product-rules.md §11) has its own tests in free-trial.test.ts.
  await setSettings(ctx, { subscriptionTrialDays: 0 });
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 86_400_000;
const SUCCESS = "4242424242424242";

/** A real purchase through the API, with an affiliate. */
async function purchase(priceCents = 10_000) {
  const learner = await makeUser(ctx);
  const agent = await signIn(ctx, learner);
  const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
  const course = await makeCourse(ctx, { priceCents });
  const chapter = await makeChapter(ctx, course.id, {
    isPreview: false,
    videoFile: makeUploadedFile(ctx, "videos", `lesson-${Date.now()}-${Math.random()}.mp4`, "not really a video"),
  });
  const { body } = await agent
    .post("/api/create-payment-intent")
    .send({ courseId: course.id, paymentType: "one_time", affiliateCode: await affiliateCodeOf(ctx, entrepreneur.id) });
  await agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.providerRef, body.paymentIntentId));
  return { learner, agent, entrepreneur, course, chapter, payment };
}

describe("POST /api/admin/payments/:id/refund", () => {
  it("refunds through the provider, locks the course and reverses the pending commission", async () => {
    const { agent, learner, course, chapter, payment } = await purchase();
    expect((await agent.get(`/api/chapters/${chapter.id}/video`)).status).toBe(200);

    const res = await admin.post(`/api/admin/payments/${payment.id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "refunded", refundedAmount: "100.00" });
    expect(refunded).toContain(payment.id);

    const [enrollment] = await ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.id), eq(enrollments.courseId, course.id)));
    expect(enrollment.accessRevokedAt).not.toBeNull();
    expect((await agent.get(`/api/chapters/${chapter.id}/video`)).status).toBe(403);
    const [commission] = await ctx.db.select().from(commissions).where(eq(commissions.paymentId, payment.id));
    expect(commission.status).toBe("reversed");

    const again = await admin.post(`/api/admin/payments/${payment.id}/refund`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "ALREADY_REFUNDED", message: ALREADY_REFUNDED });
    expect(refunded.filter((id) => id === payment.id)).toHaveLength(1);
  });

  it("stops counting a refunded purchase as an enrollment: analytics, top courses, students, dashboard and My Courses", async () => {
    const figures = async (courseId: number, agent: Agent) => {
      const analytics = (await admin.get("/api/admin/analytics")).body;
      const dashboard = (await admin.get("/api/admin/dashboard")).body;
      const course = (await admin.get(`/api/courses/${courseId}`)).body;
      const mine = (await agent.get("/api/personal/enrollments")).body as { courseId: number; refunded: boolean }[];
      const stats = (await agent.get("/api/personal/stats")).body;
      const top = (await topCourses(ctx.db, 1_000)).find((c) => c.id === courseId);
      return {
        enrollments: analytics.overview.enrollments as number,
        students: dashboard.students as number,
        studentsCount: course.studentsCount as number,
        topEnrollments: top?.enrollments,
        mine: mine.filter((e) => e.courseId === courseId && !e.refunded).length,
        learnerEnrolled: stats.enrolled as number,
      };
    };
    const { agent, course, payment } = await purchase();
    const before = await figures(course.id, agent);
    expect(before).toMatchObject({ studentsCount: 1, topEnrollments: 1, mine: 1, learnerEnrolled: 1 });

    expect((await admin.post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
    const after = await figures(course.id, agent);
    expect(after).toEqual({
      enrollments: before.enrollments - 1,
      students: before.students - 1,
      studentsCount: 0,
      topEnrollments: 0,
      mine: 0,
      learnerEnrolled: 0,
    });
  });

  it("nets an already paid commission with a negative adjustment on the next payout", async () => {
    const { payment, entrepreneur } = await purchase(20_000);
    await ctx.db.update(commissions).set({ status: "paid", paidAt: new Date() }).where(eq(commissions.paymentId, payment.id));
    expect((await admin.post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
    const rows = await ctx.db.select().from(commissions).where(eq(commissions.paymentId, payment.id));
    expect(rows.map((r) => [r.kind, r.status, r.amountCents, r.entrepreneurId]).sort()).toEqual([
      ["adjustment", "pending", -3_000, entrepreneur.id],
      ["sale", "paid", 3_000, entrepreneur.id],
    ]);
  });

  it("ends a subscription whose instalment is refunded: the provider stops billing and the course locks", async () => {
    const learner = await makeUser(ctx);
    const agent = await signIn(ctx, learner);
    const course = await makeCourse(ctx, { priceCents: 12_000 });
    const { body } = await agent.post("/api/create-payment-intent").send({ courseId: course.id, paymentType: "subscription" });
    expect(
      (await agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS }))
        .status,
    ).toBe(200);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.providerRef, body.paymentIntentId));

    expect((await admin.post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
    expect(cancelled).toEqual([payment.providerSubscriptionId]);
    const [enrollment] = await ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.id), eq(enrollments.courseId, course.id)));
    expect(enrollment.accessRevokedAt).not.toBeNull();
    expect(enrollment.subscriptionCancelledAt).not.toBeNull();
  });

  it("sends nothing back through the provider for a purchase that took no money, and still locks the course", async () => {
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    // A purchase a coupon paid in full: a zero payment of the configured provider.
    const payment = await makePayment(ctx, { userId: learner.id, courseId: course.id, amountCents: 0, discountCents: 10_000 });
    await enroll(ctx, learner.id, course.id);

    const res = await admin.post(`/api/admin/payments/${payment.id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "refunded" });
    expect(refunded).not.toContain(payment.id);
    const [enrollment] = await ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.id), eq(enrollments.courseId, course.id)));
    expect(enrollment.accessRevokedAt).not.toBeNull();
  });

  it("answers 404 for an unknown payment, 409 for a pending one and 400 for a bad id", async () => {
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const pending = await makePayment(ctx, { userId: learner.id, courseId: course.id, status: "pending", succeededAt: null });
    expect((await admin.post(`/api/admin/payments/999999/refund`)).status).toBe(404);
    const refusal = await admin.post(`/api/admin/payments/${pending.id}/refund`);
    expect(refusal.status).toBe(409);
    expect(refusal.body).toMatchObject({ code: "NOT_REFUNDABLE", message: ONLY_SUCCEEDED_REFUNDABLE });
    expect((await admin.post(`/api/admin/payments/x/refund`)).status).toBe(400);
  });

  it("shows a refunded one-time purchase in My Courses as refunded, not as a cancelled subscription", async () => {
    const { agent, course, payment } = await purchase();
    expect((await admin.post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
    const mine = (await agent.get("/api/personal/enrollments")).body as { courseId: number }[];
    expect(mine.find((e) => e.courseId === course.id)).toMatchObject({ refunded: true, subscriptionCancelledAt: null });
  });

  it("asks the provider to cancel a subscription only for an instalment that has one", async () => {
    const learner = await makeUser(ctx);
    const oneTime = await makePayment(ctx, { userId: learner.id, courseId: (await makeCourse(ctx)).id });
    const withoutId = await makePayment(ctx, {
      userId: learner.id,
      courseId: (await makeCourse(ctx)).id,
      type: "subscription",
      providerSubscriptionId: null,
    });
    const cancelledBefore = cancelled.length;
    for (const payment of [oneTime, withoutId]) {
      const res = await admin.post(`/api/admin/payments/${payment.id}/refund`);
      expect(res.status).toBe(200);
      expect(refunded).toContain(payment.id);
    }
    expect(cancelled.slice(cancelledBefore)).toEqual([]);
  });
});

describe("GET /api/admin/payments", () => {
  it("filters by user, course and status", async () => {
    const { learner, course, payment } = await purchase();
    const byUser = await admin.get(`/api/admin/payments?userId=${learner.id}`);
    expect(adminPaymentListSchema.parse(byUser.body).items.map((p) => p.id)).toEqual([payment.id]);
    expect(byUser.body.items[0].username).toBe(learner.username);
    const byCourse = await admin.get(`/api/admin/payments?courseId=${course.id}&status=succeeded`);
    expect(byCourse.body.total).toBe(1);
    const none = await admin.get(`/api/admin/payments?courseId=${course.id}&status=failed`);
    expect(none.body).toEqual({ items: [], total: 0, totalCapped: false });
    expect((await admin.get(`/api/admin/payments?status=lost`)).status).toBe(400);
    expect((await admin.get(`/api/admin/payments?limit=0`)).status).toBe(400);
  });

  it("counts a filtered list exactly up to 1,000 rows past the page, and says there are more beyond", async () => {
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    await ctx.db.execute(sql`
      INSERT INTO payments (user_id, course_id, course_title, provider, provider_ref, type, amount_cents, status, succeeded_at)
      SELECT ${learner.id}, ${course.id}, 'A course', 'test', 'many_' || ${learner.id} || '_' || g, 'one_time', 1000,
             CASE WHEN g <= 1002 THEN 'refunded' ELSE 'failed' END, now()
      FROM generate_series(1, 1005) g`);
    const list = async (query: string) => {
      const res = await admin.get(`/api/admin/payments?userId=${learner.id}&${query}`);
      expect(res.status).toBe(200);
      const body = adminPaymentListSchema.parse(res.body);
      return { shown: body.items.length, total: body.total, totalCapped: body.totalCapped };
    };
    expect(await list("status=refunded")).toEqual({ shown: 20, total: 1_000, totalCapped: true });
    expect(await list("status=failed")).toEqual({ shown: 3, total: 3, totalCapped: false });
    // Further on, the count reaches the end of the set: exact again.
    expect(await list("status=refunded&offset=980")).toEqual({ shown: 20, total: 1_002, totalCapped: false });
    expect(await list("status=refunded&offset=1000")).toEqual({ shown: 2, total: 1_002, totalCapped: false });
    expect(await list("offset=2")).toEqual({ shown: 20, total: 1_002, totalCapped: true });
  });
});

describe("POST /api/admin/payouts/run", () => {
  it("pays commissions past the 30-day hold that reach $25, nets adjustments, and runs once a month", async () => {
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const rich = await makeUser(ctx, { role: "entrepreneur" });
    const small = await makeUser(ctx, { role: "entrepreneur" });
    const fresh = await makeUser(ctx, { role: "entrepreneur" });
    const old = new Date(Date.now() - 31 * DAY);
    const pay = () => makePayment(ctx, { userId: learner.id, courseId: course.id });
    // rich: 2 × $15 old + a -$4 adjustment = $26 -> paid
    const a = await makeCommission(ctx, { entrepreneurId: rich.id, paymentId: (await pay()).id, amountCents: 1_500, createdAt: old });
    const b = await makeCommission(ctx, { entrepreneurId: rich.id, paymentId: (await pay()).id, amountCents: 1_500, createdAt: old });
    const adj = await makeCommission(ctx, { entrepreneurId: rich.id, paymentId: (await pay()).id, amountCents: -400, kind: "adjustment" });
    const reversed = await makeCommission(ctx, {
      entrepreneurId: rich.id,
      paymentId: (await pay()).id,
      amountCents: 9_000,
      status: "reversed",
      createdAt: old,
    });
    // small: $24.99 old -> below the minimum
    const s = await makeCommission(ctx, { entrepreneurId: small.id, paymentId: (await pay()).id, amountCents: 2_499, createdAt: old });
    // fresh: $100 but only 10 days old -> on hold
    const f = await makeCommission(ctx, {
      entrepreneurId: fresh.id,
      paymentId: (await pay()).id,
      amountCents: 10_000,
      createdAt: new Date(Date.now() - 10 * DAY),
    });

    const res = await admin.post("/api/admin/payouts/run").send({});
    expect(res.status).toBe(200);
    const result = payoutRunResultSchema.parse(res.body);
    const mine = result.payouts.filter((p) => [rich.id, small.id, fresh.id].includes(p.entrepreneurId!));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ entrepreneurId: rich.id, amount: "26.00", commissionCount: 3, status: "paid" });

    const status = async (id: number) => (await ctx.db.select().from(commissions).where(eq(commissions.id, id)))[0].status;
    expect([await status(a.id), await status(b.id), await status(adj.id)]).toEqual(["paid", "paid", "paid"]);
    expect(await status(reversed.id)).toBe("reversed");
    expect(await status(s.id)).toBe("pending");
    expect(await status(f.id)).toBe("pending");

    // The rich entrepreneur earns more this month: the second run pays nothing twice.
    await makeCommission(ctx, { entrepreneurId: rich.id, paymentId: (await pay()).id, amountCents: 5_000, createdAt: old });
    const second = await admin.post("/api/admin/payouts/run").send({});
    expect(second.body.payouts.filter((p: { entrepreneurId: number }) => p.entrepreneurId === rich.id)).toHaveLength(0);
    expect(await ctx.db.select().from(payouts).where(eq(payouts.entrepreneurId, rich.id))).toHaveLength(1);

    // The entrepreneur sees that payout, and only their own.
    const own = await (await signIn(ctx, rich)).get("/api/entrepreneur/payouts");
    expect(entrepreneurPayoutListSchema.parse(own.body)).toEqual([
      expect.objectContaining({ id: mine[0].id, amount: "26.00", commissionCount: 3, status: "paid", period: result.period }),
    ]);
    expect((await (await signIn(ctx, small)).get("/api/entrepreneur/payouts")).body).toEqual([]);

    expect((await admin.get("/api/admin/payouts?limit=0")).status).toBe(400);
    expect((await admin.get("/api/admin/payouts?offset=x")).status).toBe(400);
    const list = await admin.get("/api/admin/payouts");
    expect(
      list.body.items.some(
        (p: { entrepreneurId: number; username: string }) => p.entrepreneurId === rich.id && p.username === rich.username,
      ),
    ).toBe(true);
    expect((await admin.post("/api/admin/payouts/run").send({ force: true })).status).toBe(400);
  });

  it("answers every payout the run made, one per entrepreneur paid", async () => {
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const old = new Date(Date.now() - 31 * DAY);
    const paidNow = [await makeUser(ctx, { role: "entrepreneur" }), await makeUser(ctx, { role: "entrepreneur" })];
    for (const e of paidNow) {
      const payment = await makePayment(ctx, { userId: learner.id, courseId: course.id });
      await makeCommission(ctx, { entrepreneurId: e.id, paymentId: payment.id, amountCents: 3_000, createdAt: old });
    }
    const result = payoutRunResultSchema.parse((await admin.post("/api/admin/payouts/run").send({})).body);
    const ids = paidNow.map((e) => e.id);
    expect(result.payouts.filter((p) => ids.includes(p.entrepreneurId!)).map((p) => [p.entrepreneurId, p.amount])).toEqual(
      expect.arrayContaining([
        [ids[0], "30.00"],
        [ids[1], "30.00"],
      ]),
    );
    expect(result.payouts.filter((p) => ids.includes(p.entrepreneurId!))).toHaveLength(2);
  });
});

describe("a payout run over a long backlog", () => {
  // A first run may pay more commissions than PostgreSQL's 65,535 bind parameters: the ids go in
  // one array parameter. The full-scale run (70,000 commissions) is timed by `npm run bench`.
  it("marks any number of commissions paid with a fixed number of bind parameters", () => {
    const ids = Array.from({ length: 70_000 }, (_, i) => i + 1);
    const query = new PgDialect().sqlToQuery(markPaidStatement(ids, "2026-01"));
    expect(query.params).toHaveLength(2);
    expect(query.params[0]).toBe(`{${ids.join(",")}}`);
  });

  it("pays a backlog of 3,000 commissions in one run, each of them paid", async () => {
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const old = new Date(Date.now() - 40 * DAY).toISOString();
    await ctx.db.execute(sql`
      INSERT INTO payments (user_id, course_id, course_title, provider, provider_ref, type, amount_cents, status, succeeded_at)
      SELECT ${learner.id}, ${course.id}, 'Backlog', 'test', 'backlog_' || g, 'one_time', 1000, 'succeeded', ${old}::timestamptz
      FROM generate_series(1, 3000) g`);
    await ctx.db.execute(sql`
      INSERT INTO commissions (entrepreneur_id, payment_id, buyer_id, course_id, sale_amount_cents, amount_cents, commission_rate, product_name, created_at)
      SELECT ${entrepreneur.id}, p.id, ${learner.id}, ${course.id}, 1000, 150, 15, 'Backlog', ${old}::timestamptz
      FROM payments p WHERE p.provider_ref LIKE 'backlog\_%'`);

    const result = await runMonthlyPayout(ctx.db);
    expect(result.payouts.find((p) => p.entrepreneurId === entrepreneur.id)).toMatchObject({
      amount: "4500.00",
      commissionCount: 3_000,
    });
    const [{ unpaid }] = (
      await ctx.db.execute<{ unpaid: number }>(sql`
      SELECT count(*)::int AS unpaid FROM commissions WHERE entrepreneur_id = ${entrepreneur.id} AND status <> 'paid'`)
    ).rows;
    expect(Number(unpaid)).toBe(0);
  });
});

describe("a payout run and refunds at the same moment", () => {
  it("pays exactly the commissions it totals: a refund is either reversed before or adjusted after", async () => {
    const course = await makeCourse(ctx);
    const old = new Date(Date.now() - 40 * DAY);
    const sales: { entrepreneurId: number; paymentId: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
      const buyer = await makeUser(ctx);
      for (let j = 0; j < 2; j++) {
        const payment = await makePayment(ctx, { userId: buyer.id, courseId: course.id, amountCents: 20_000 });
        await makeCommission(ctx, { entrepreneurId: entrepreneur.id, paymentId: payment.id, amountCents: 3_000, createdAt: old });
        sales.push({ entrepreneurId: entrepreneur.id, paymentId: payment.id });
      }
    }
    const refundedNow = sales.filter((_, i) => i % 2 === 0);
    const responses = await Promise.all([
      admin.post("/api/admin/payouts/run").send({}),
      ...refundedNow.map((s) => admin.post(`/api/admin/payments/${s.paymentId}/refund`)),
    ]);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));

    const entrepreneurIds = [...new Set(sales.map((s) => s.entrepreneurId))];
    const rows = await ctx.db.select().from(commissions).where(inArray(commissions.entrepreneurId, entrepreneurIds));
    const paid = await ctx.db.select().from(payouts).where(inArray(payouts.entrepreneurId, entrepreneurIds));
    for (const payout of paid) {
      const inIt = rows.filter((c) => c.payoutId === payout.id);
      expect(inIt.every((c) => c.status === "paid")).toBe(true);
      expect(payout.amountCents).toBe(inIt.reduce((sum, c) => sum + c.amountCents, 0));
      expect(payout.commissionCount).toBe(inIt.length);
    }
    for (const { paymentId } of refundedNow) {
      const own = rows.filter((c) => c.paymentId === paymentId);
      const sale = own.find((c) => c.kind === "sale")!;
      if (sale.status === "reversed") {
        expect(sale.payoutId).toBeNull();
        expect(own).toHaveLength(1);
      } else {
        expect(sale.status).toBe("paid");
        expect(own.find((c) => c.kind === "adjustment")).toMatchObject({ amountCents: -3_000, status: "pending", payoutId: null });
      }
    }
  });

  it("leaves out a commission that a refund reverses while the run waits for it", async () => {
    const course = await makeCourse(ctx);
    const buyer = await makeUser(ctx);
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const old = new Date(Date.now() - 40 * DAY);
    const made: { id: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const payment = await makePayment(ctx, { userId: buyer.id, courseId: course.id });
      made.push(await makeCommission(ctx, { entrepreneurId: entrepreneur.id, paymentId: payment.id, amountCents: 2_000, createdAt: old }));
    }
    // A refund holds the first commission's row while the payout starts, then reverses it.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const refund = ctx.db.transaction(async (tx) => {
      await tx.select().from(commissions).where(eq(commissions.id, made[0].id)).for("update");
      locked();
      await gate;
      await tx.update(commissions).set({ status: "reversed", reversedAt: new Date() }).where(eq(commissions.id, made[0].id));
    });
    await holding;
    const run = runMonthlyPayout(ctx.db);
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the run reach the locked row
    release();
    await refund;
    const result = await run;

    const payout = result.payouts.find((p) => p.entrepreneurId === entrepreneur.id)!;
    expect(payout).toMatchObject({ amount: "40.00", commissionCount: 2 });
    const rows = await ctx.db.select().from(commissions).where(eq(commissions.entrepreneurId, entrepreneur.id));
    expect(rows.map((c) => [c.id, c.status, c.payoutId]).sort()).toEqual(
      [
        [made[0].id, "reversed", null],
        [made[1].id, "paid", payout.id],
        [made[2].id, "paid", payout.id],
      ].sort(),
    );
  });
});

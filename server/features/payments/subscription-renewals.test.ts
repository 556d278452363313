import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commissions, enrollments, payments } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { affiliateCodeOf, CARD_DETAILS } from "../../test/payment-factories";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";
import { SUBSCRIPTION_ENDED } from "@shared/schemas/payments";
import { fulfilPayment } from "./fulfil-payment.service";
import { renewDueTestSubscriptions, runTestSubscriptionRenewals } from "./subscription-renewals.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Paid months from the first: the free trial (docs/product-rules.md §11) has its own tests in free-trial.test.ts.
  await setSettings(ctx, { subscriptionTrialDays: 0 });
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A learner subscribes to a $120 course through an entrepreneur's code, with the test card. */
async function subscribe() {
  const learner = await makeUser(ctx);
  const agent = await signIn(ctx, learner);
  const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
  const course = await makeCourse(ctx, { priceCents: 12_000 });
  const { body } = await agent
    .post("/api/create-payment-intent")
    .send({ courseId: course.id, paymentType: "subscription", affiliateCode: await affiliateCodeOf(ctx, entrepreneur.id) });
  const confirmed = await agent
    .post("/api/payments/test/confirm")
    .send({ clientSecret: body.clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
  expect(confirmed.status).toBe(200);
  const where = and(eq(enrollments.userId, learner.id), eq(enrollments.courseId, course.id));
  const enrollment = async () => (await ctx.db.select().from(enrollments).where(where))[0];
  const setAccessUntil = (at: Date) => ctx.db.update(enrollments).set({ accessUntil: at }).where(where);
  const paymentsOf = () => ctx.db.select().from(payments).where(eq(payments.userId, learner.id)).orderBy(payments.id);
  return { learner, agent, entrepreneur, course, enrollment, setAccessUntil, paymentsOf };
}

describe("the test provider's monthly billing", () => {
  it("bills a month ending within two hours once: one more month of access and the commission at today's rate", async () => {
    const sub = await subscribe();
    const endsAt = new Date(Date.now() + HOUR);
    await sub.setAccessUntil(endsAt);
    await setSettings(ctx, { commissionRate: 20, subscriptionTrialDays: 0 });

    const together = await Promise.all([renewDueTestSubscriptions(ctx.db, ctx.settings), renewDueTestSubscriptions(ctx.db, ctx.settings)]);
    const later = await renewDueTestSubscriptions(ctx.db, ctx.settings);
    // Each run answers what it billed (the job logs it): one instalment in all.
    expect(together[0] + together[1] + later).toBe(1);

    const rows = await sub.paymentsOf();
    expect(rows.map((p) => [p.type, p.status, p.amountCents, p.provider])).toEqual([
      ["subscription", "succeeded", 1_000, "test"],
      ["subscription", "succeeded", 1_000, "test"],
    ]);
    expect(rows[1].providerSubscriptionId).toBe(rows[0].providerSubscriptionId);
    const next = new Date(endsAt);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(Math.abs((await sub.enrollment()).accessUntil!.getTime() - next.getTime())).toBeLessThan(DAY);

    const earned = await ctx.db
      .select()
      .from(commissions)
      .where(eq(commissions.entrepreneurId, sub.entrepreneur.id))
      .orderBy(commissions.id);
    expect(earned.map((c) => [c.paymentId, c.amountCents, c.commissionRate])).toEqual([
      [rows[0].id, 150, 15],
      [rows[1].id, 200, 20],
    ]);
    await setSettings(ctx, { commissionRate: 15, subscriptionTrialDays: 0 });

    // The learner sees the instalment in My Courses' data: still has access, renews later.
    const mine = (await sub.agent.get("/api/personal/enrollments")).body.find((e: { courseId: number }) => e.courseId === sub.course.id);
    expect(mine.hasAccess).toBe(true);
  });

  it("does not charge an instalment whose subscription is cancelled before it is fulfilled", async () => {
    const sub = await subscribe();
    const [first] = await sub.paymentsOf();
    const [instalment] = await ctx.db
      .insert(payments)
      .values({
        ...first,
        id: undefined,
        providerRef: `${first.providerSubscriptionId}_race`,
        status: "pending",
        succeededAt: null,
        createdAt: undefined,
      })
      .returning();
    const before = (await sub.enrollment()).accessUntil;
    // The learner cancels between the billing run finding the month due and charging it.
    expect((await sub.agent.post(`/api/personal/subscriptions/${sub.course.id}/cancel`)).status).toBe(200);
    await expect(fulfilPayment(ctx.db, ctx.settings, instalment.id, { renewal: true })).rejects.toMatchObject({
      status: 409,
      message: SUBSCRIPTION_ENDED,
    });
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, instalment.id));
    expect(row.status).toBe("pending");
    expect(await ctx.db.select().from(commissions).where(eq(commissions.paymentId, instalment.id))).toHaveLength(0);
    const after = await sub.enrollment();
    expect(after.accessUntil).toEqual(before);
    expect(after.subscriptionCancelledAt).not.toBeNull();
  });

  it("bills nothing for a cancelled, refunded, lapsed or not yet due subscription", async () => {
    const cancelled = await subscribe();
    expect((await cancelled.agent.post(`/api/personal/subscriptions/${cancelled.course.id}/cancel`)).status).toBe(200);
    await cancelled.setAccessUntil(new Date(Date.now() + HOUR));

    const refunded = await subscribe();
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const [paid] = await refunded.paymentsOf();
    expect((await admin.post(`/api/admin/payments/${paid.id}/refund`)).status).toBe(200);
    await refunded.setAccessUntil(new Date(Date.now() + HOUR));

    const lapsed = await subscribe();
    await lapsed.setAccessUntil(new Date(Date.now() - 8 * DAY));
    const later = await subscribe();
    await later.setAccessUntil(new Date(Date.now() + 3 * HOUR));

    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    for (const sub of [cancelled, refunded, lapsed, later]) expect(await sub.paymentsOf()).toHaveLength(1);
    // The cancelled month runs out and the course locks again.
    await cancelled.setAccessUntil(new Date(Date.now() - 1000));
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    const mine = (await cancelled.agent.get("/api/personal/enrollments")).body.find(
      (e: { courseId: number }) => e.courseId === cancelled.course.id,
    );
    expect(mine.hasAccess).toBe(false);
    expect(await cancelled.paymentsOf()).toHaveLength(1);
  });

  it("logs a subscription that cannot be billed and still bills the others", async () => {
    const broken = await subscribe();
    const good = await subscribe();
    // A subscription id too long for the instalment's reference: inserting that instalment fails.
    const [origin] = await broken.paymentsOf();
    await ctx.db
      .update(payments)
      .set({ providerSubscriptionId: `sub_${"x".repeat(240)}` })
      .where(eq(payments.id, origin.id));
    await broken.setAccessUntil(new Date(Date.now() + HOUR));
    await good.setAccessUntil(new Date(Date.now() + HOUR));
    const logged: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
    const logger = {
      debug: () => {},
      info: () => {},
      warn: () => {},
      error: (msg: string, fields?: Record<string, unknown>) => logged.push({ msg, fields }),
    };

    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings, new Date(), logger)).toBeGreaterThanOrEqual(1);

    expect((await good.paymentsOf()).map((p) => [p.amountCents, p.status])).toEqual([
      [1_000, "succeeded"],
      [1_000, "succeeded"],
    ]);
    expect(await broken.paymentsOf()).toHaveLength(1);
    expect(logged).toContainEqual({
      msg: "subscription instalment failed",
      fields: expect.objectContaining({ provider: "test", userId: broken.learner.id, courseId: broken.course.id, error: "database error" }),
    });
  });

  it("the hourly job logs how many instalments it billed, and nothing when none was due", async () => {
    const sub = await subscribe();
    await sub.setAccessUntil(new Date(Date.now() + HOUR));
    const info: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
    const logger = {
      debug: () => {},
      info: (msg: string, fields?: Record<string, unknown>) => info.push({ msg, fields }),
      warn: () => {},
      error: () => {},
    };
    await runTestSubscriptionRenewals({ db: ctx.db, settings: ctx.settings, logger });
    expect(info).toEqual([{ msg: "subscription instalments billed", fields: { billed: 1, provider: "test" } }]);
    expect(await sub.paymentsOf()).toHaveLength(2);
    await runTestSubscriptionRenewals({ db: ctx.db, settings: ctx.settings, logger });
    expect(info).toHaveLength(1);
  });
});

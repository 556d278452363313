import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaymentListSchema, SUBSCRIPTION_ENDED } from "@shared/schemas/payments";
import { enrollmentListSchema } from "@shared/schemas/learning";
import { commissions, coupons, courses, enrollments, payments } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { affiliateCodeOf, CARD_DETAILS } from "../../test/payment-factories";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";
import type { SettingsService } from "../settings";
import { renewDueTestSubscriptions } from "./subscription-renewals.service";

// How a billing run of the test provider goes through its due subscriptions (batches, a run that
// stopped half-way, a cancel landing while it runs) and the first paid month after a trial whose
// price was lowered under its coupon. The month-to-month rules are in subscription-renewals.test.ts
// and free-trial.test.ts. Each test here leaves no subscription due for the next one.

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** A learner subscribes to a $120 course (10.00 a month) through an entrepreneur's code, with the test card. */
async function subscribe(couponCode?: string) {
  const learner = await makeUser(ctx);
  const agent = await signIn(ctx, learner);
  const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
  const course = await makeCourse(ctx, { priceCents: 12_000 });
  const { body } = await agent
    .post("/api/create-payment-intent")
    .send({ courseId: course.id, paymentType: "subscription", affiliateCode: await affiliateCodeOf(ctx, entrepreneur.id), couponCode });
  const confirmed = await agent
    .post("/api/payments/test/confirm")
    .send({ clientSecret: body.clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
  expect(confirmed.status).toBe(200);
  const where = and(eq(enrollments.userId, learner.id), eq(enrollments.courseId, course.id));
  return {
    learner,
    agent,
    entrepreneur,
    course,
    enrolment: async () => (await ctx.db.select().from(enrollments).where(where))[0],
    /** Moves the paid month's (or the trial's) end: the clock cannot be moved in the server's transactions. */
    endsAt: (at: Date, trial = false) =>
      ctx.db
        .update(enrollments)
        .set(trial ? { accessUntil: at, trialEndsAt: at } : { accessUntil: at })
        .where(where),
    /** The learner's payments as the admin's payments list shows them, oldest first. */
    listed: async () =>
      adminPaymentListSchema
        .parse((await admin.get("/api/admin/payments").query({ userId: learner.id })).body)
        .items.sort((a, b) => a.id - b.id),
    /** Whether My Courses shows the course open. */
    hasAccess: async () =>
      enrollmentListSchema.parse((await agent.get("/api/personal/enrollments")).body).find((e) => e.courseId === course.id)?.hasAccess,
  };
}

describe("a billing run of the test provider", () => {
  it("bills every due subscription, batch after batch", async () => {
    await setSettings(ctx, { subscriptionTrialDays: 0 });
    const subs = [await subscribe(), await subscribe(), await subscribe()];
    for (const sub of subs) await sub.endsAt(new Date(Date.now() + HOUR));

    // Two due subscriptions read at a time: a full first batch, then the third.
    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings, new Date(), silent, 2)).toBe(3);

    for (const sub of subs) {
      expect((await sub.listed()).map((p) => [p.type, p.status, p.amount])).toEqual([
        ["subscription", "succeeded", "10.00"],
        ["subscription", "succeeded", "10.00"],
      ]);
      expect((await sub.enrolment()).accessUntil!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    }
    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings, new Date(), silent, 2)).toBe(0);
  });

  it("bills once, on the next run, an instalment a run wrote and did not get to charge", async () => {
    await setSettings(ctx, { subscriptionTrialDays: 0 });
    const sub = await subscribe();
    const endsAt = new Date(Date.now() + HOUR);
    await sub.endsAt(endsAt);
    const [origin] = await ctx.db.select().from(payments).where(eq(payments.userId, sub.learner.id));
    // The row the stopped run wrote for this month (its reference is the subscription and the month's end).
    const [written] = await ctx.db
      .insert(payments)
      .values({
        ...origin,
        id: undefined,
        providerRef: `${origin.providerSubscriptionId}_${endsAt.toISOString()}`,
        clientSecret: null,
        status: "pending",
        succeededAt: null,
        createdAt: undefined,
      })
      .returning();

    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings)).toBe(1);

    const listed = await sub.listed();
    expect(listed.map((p) => [p.id, p.status, p.amount])).toEqual([
      [origin.id, "succeeded", "10.00"],
      [written.id, "succeeded", "10.00"],
    ]);
    expect((await sub.enrolment()).accessUntil!.getTime()).toBeGreaterThan(endsAt.getTime() + 27 * DAY);
    expect(await ctx.db.select().from(commissions).where(eq(commissions.paymentId, written.id))).toHaveLength(1);
  });

  it("charges nothing for a subscription cancelled after the run found it due, and still bills the others", async () => {
    await setSettings(ctx, { subscriptionTrialDays: 0 });
    const cancelled = await subscribe();
    const kept = await subscribe();
    for (const sub of [cancelled, kept]) await sub.endsAt(new Date(Date.now() + HOUR));
    const before = (await cancelled.enrolment()).accessUntil;
    // The learner cancels once the run has written the instalment, just before it is charged
    // (fulfilment reads the settings first).
    let cancels = 0;
    const settings: SettingsService = Object.assign(Object.create(ctx.settings) as SettingsService, {
      get: async () => {
        if (cancels++ === 0)
          expect((await cancelled.agent.post(`/api/personal/subscriptions/${cancelled.course.id}/cancel`)).status).toBe(200);
        return ctx.settings.get();
      },
    });

    expect(await renewDueTestSubscriptions(ctx.db, settings)).toBe(1);

    const listed = await cancelled.listed();
    expect(listed.map((p) => [p.status, p.amount, p.failureMessage])).toEqual([
      ["succeeded", "10.00", null],
      ["failed", "10.00", SUBSCRIPTION_ENDED],
    ]);
    expect(await ctx.db.select().from(commissions).where(eq(commissions.paymentId, listed[1].id))).toHaveLength(0);
    const after = await cancelled.enrolment();
    expect(after.accessUntil).toEqual(before);
    expect(after.subscriptionCancelledAt).not.toBeNull();
    expect((await kept.listed()).map((p) => p.status)).toEqual(["succeeded", "succeeded"]);
    // A later run bills neither again.
    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings)).toBe(0);
  });

  it("leaves an instalment whose charge failed for another reason to the next run, which bills it", async () => {
    await setSettings(ctx, { subscriptionTrialDays: 0 });
    const sub = await subscribe();
    await sub.endsAt(new Date(Date.now() + HOUR));
    // The settings cannot be read for a moment (the database restarting, say) as the charge starts.
    const failing: SettingsService = Object.assign(Object.create(ctx.settings) as SettingsService, {
      get: async () => {
        throw new Error("connection lost");
      },
    });
    const errors: string[] = [];
    const logger = { ...silent, error: (msg: string) => void errors.push(msg) };

    expect(await renewDueTestSubscriptions(ctx.db, failing, new Date(), logger)).toBe(0);
    expect(errors).toEqual(["subscription instalment failed"]);
    // Not a cancelled subscription: the learner is not told so, and the next run charges the month.
    expect((await sub.listed()).map((p) => [p.status, p.failureMessage])).toEqual([
      ["succeeded", null],
      ["pending", null],
    ]);
    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings)).toBe(1);
    expect((await sub.listed()).map((p) => p.status)).toEqual(["succeeded", "succeeded"]);
  });

  it("stops at a full batch that billed nothing instead of reading it again, and bills it once it can", async () => {
    await setSettings(ctx, { subscriptionTrialDays: 0 });
    const broken = await subscribe();
    const [origin] = await ctx.db.select().from(payments).where(eq(payments.userId, broken.learner.id));
    // A subscription id too long for the instalment's reference: inserting that instalment fails every time.
    await ctx.db
      .update(payments)
      .set({ providerSubscriptionId: `sub_${"x".repeat(240)}` })
      .where(eq(payments.id, origin.id));
    await broken.endsAt(new Date(Date.now() + HOUR));
    const errors: string[] = [];
    const logger = { ...silent, error: (msg: string) => void errors.push(msg) };

    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings, new Date(), logger, 1)).toBe(0);
    expect(errors).toEqual(["subscription instalment failed"]);
    expect(await broken.listed()).toHaveLength(1);
    expect(await broken.hasAccess()).toBe(true);

    await ctx.db
      .update(payments)
      .set({ providerSubscriptionId: `sub_fixed_${origin.id}` })
      .where(eq(payments.id, origin.id));
    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings, new Date(), logger, 1)).toBe(1);
    expect((await broken.listed()).map((p) => p.status)).toEqual(["succeeded", "succeeded"]);
  });

  it("charges one cent for the first month after a trial whose price fell under its coupon's discount", async () => {
    await setSettings(ctx, { subscriptionTrialDays: 7 });
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `FLOOR${Date.now()}`, percentOff: 50 })
      .returning();
    const sub = await subscribe(coupon.code);
    // The trial's start charged nothing and took nothing off yet.
    expect((await sub.listed()).map((p) => [p.amount, p.discount])).toEqual([["0.00", "0.00"]]);
    // During the trial the course drops to $30 (2.50 a month), under the 5.00 quoted at checkout.
    await ctx.db.update(courses).set({ priceCents: 3_000 }).where(eq(courses.id, sub.course.id));
    await sub.endsAt(new Date(Date.now() - 60_000), true);

    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings)).toBe(1);

    expect((await sub.listed()).map((p) => [p.status, p.amount, p.discount, p.couponCode])).toEqual([
      ["succeeded", "0.00", "0.00", coupon.code],
      ["succeeded", "0.01", "2.49", coupon.code],
    ]);
    expect(await sub.hasAccess()).toBe(true);
  });
});

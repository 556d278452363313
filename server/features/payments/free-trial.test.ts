import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponListSchema, promoCodeListSchema } from "@shared/schemas/coupons";
import { enrollmentListSchema } from "@shared/schemas/learning";
import { adminPaymentListSchema, paymentIntentSchema, paymentSchema } from "@shared/schemas/payments";
import { commissions, couponRedemptions, coupons, courses, enrollments, payments } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { affiliateCodeOf, CARD_DETAILS } from "../../test/payment-factories";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";
import { renewDueTestSubscriptions } from "./subscription-renewals.service";

// docs/product-rules.md §11: a learner's first monthly subscription to a course starts with a free trial of
// subscriptionTrialDays (default 7); the first instalment is charged when it ends.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Agent = Awaited<ReturnType<typeof signIn>>;

/** A learner starts a monthly subscription to a $120 course (10.00 a month) through an entrepreneur's link. */
async function startSubscription(options: { courseId?: number; couponCode?: string } = {}) {
  const learner = await makeUser(ctx);
  const agent = await signIn(ctx, learner);
  const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
  const courseId = options.courseId ?? (await makeCourse(ctx, { priceCents: 12_000 })).id;
  const intent = await subscribe(agent, courseId, {
    affiliateCode: await affiliateCodeOf(ctx, entrepreneur.id),
    couponCode: options.couponCode,
  });
  return { learner, agent, entrepreneur, courseId, intent };
}
async function subscribe(agent: Agent, courseId: number, extra: { affiliateCode?: string; couponCode?: string } = {}) {
  const created = await agent.post("/api/create-payment-intent").send({ courseId, paymentType: "subscription", ...extra });
  expect(created.status).toBe(200);
  const intent = paymentIntentSchema.parse(created.body);
  const confirmed = await agent
    .post("/api/payments/test/confirm")
    .send({ clientSecret: intent.clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
  expect(confirmed.status).toBe(200);
  return { ...intent, confirmed: paymentSchema.parse(confirmed.body) };
}
const enrollmentOf = async (userId: number, courseId: number) =>
  (
    await ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  )[0];
const paymentsOf = (userId: number) => ctx.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
/** Moves the trial's end to `at` (the clock cannot be moved in the server's transactions). */
const endTrialAt = (userId: number, courseId: number, at: Date) =>
  ctx.db
    .update(enrollments)
    .set({ accessUntil: at, trialEndsAt: at })
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));

describe("the free trial", () => {
  it("starts the first monthly subscription with 7 free days: access at once, nothing charged, no commission yet", async () => {
    const { learner, agent, entrepreneur, courseId, intent } = await startSubscription();
    expect(intent).toMatchObject({ amount: "0.00", originalAmount: "10.00", firstChargeAmount: "10.00" });
    expect(Math.abs(new Date(intent.trialEndsAt!).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(HOUR);
    expect(intent.confirmed).toMatchObject({ status: "succeeded", amount: "0.00" });

    const enrollment = await enrollmentOf(learner.id, courseId);
    expect(enrollment.trialEndsAt).not.toBeNull();
    expect(enrollment.accessUntil!.getTime()).toBe(enrollment.trialEndsAt!.getTime());
    expect(Math.abs(enrollment.accessUntil!.getTime() - (Date.now() + 7 * DAY))).toBeLessThan(HOUR);
    expect(await ctx.db.select().from(commissions).where(eq(commissions.entrepreneurId, entrepreneur.id))).toHaveLength(0);
    const listed = enrollmentListSchema.parse((await agent.get("/api/personal/enrollments")).body).find((e) => e.courseId === courseId)!;
    expect(listed).toMatchObject({
      hasAccess: true,
      trialEndsAt: enrollment.trialEndsAt!.toISOString(),
      accessUntil: enrollment.trialEndsAt!.toISOString(),
    });
  });

  it("answers a reused checkout's first charge date from now, as the trial will run from its confirmation", async () => {
    const learner = await makeUser(ctx);
    const agent = await signIn(ctx, learner);
    const courseId = (await makeCourse(ctx, { priceCents: 12_000 })).id;
    const open = () => agent.post("/api/create-payment-intent").send({ courseId, paymentType: "subscription" });
    const first = paymentIntentSchema.parse((await open()).body);
    // Opened 12 hours ago and left: asked again, the same checkout answers the date the trial would end if started now.
    const openedAt = Date.now() - 12 * HOUR;
    await ctx.db
      .update(payments)
      .set({ createdAt: new Date(openedAt), trialEndsAt: new Date(openedAt + 7 * DAY) })
      .where(eq(payments.userId, learner.id));
    const again = paymentIntentSchema.parse((await open()).body);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(Math.abs(new Date(again.trialEndsAt!).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(HOUR);
    // Confirmed now, the trial runs its 7 days from now, not from the checkout's opening.
    const confirmed = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: again.clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
    expect(confirmed.status).toBe(200);
    const enrollment = await enrollmentOf(learner.id, courseId);
    expect(Math.abs(enrollment.accessUntil!.getTime() - (Date.now() + 7 * DAY))).toBeLessThan(HOUR);
    expect(enrollment.trialEndsAt!.getTime()).toBe(enrollment.accessUntil!.getTime());
  });

  it("charges nothing at the trial's end when the course was made free meanwhile, and says so in the log", async () => {
    const { learner, courseId } = await startSubscription();
    await ctx.db.update(courses).set({ priceCents: 0 }).where(eq(courses.id, courseId));
    const endsAt = new Date(Date.now() - 60_000);
    await endTrialAt(learner.id, courseId, endsAt);
    const warned: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
    const logger = {
      debug: () => {},
      info: () => {},
      warn: (msg: string, fields?: Record<string, unknown>) => warned.push({ msg, fields }),
      error: () => {},
    };
    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings, new Date(), logger)).toBe(0);
    expect((await paymentsOf(learner.id)).map((p) => p.amountCents)).toEqual([0]);
    expect(warned).toContainEqual({
      msg: "subscription instalment skipped: nothing to charge",
      fields: expect.objectContaining({ provider: "test", userId: learner.id, courseId }),
    });
  });

  it("charges the first instalment once when the trial ends (not before), with the commission, and adds a paid month", async () => {
    const { learner, entrepreneur, courseId } = await startSubscription();
    const endsAt = new Date(Date.now() + HOUR);
    await endTrialAt(learner.id, courseId, endsAt);
    // An hour before its end a trial is not billed (a paid month would be, two hours ahead).
    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings)).toBe(0);
    expect((await paymentsOf(learner.id)).map((p) => p.amountCents)).toEqual([0]);

    const afterEnd = new Date(endsAt.getTime() + 60_000);
    await Promise.all([
      renewDueTestSubscriptions(ctx.db, ctx.settings, afterEnd),
      renewDueTestSubscriptions(ctx.db, ctx.settings, afterEnd),
    ]);
    await renewDueTestSubscriptions(ctx.db, ctx.settings, afterEnd);

    const rows = await paymentsOf(learner.id);
    expect(rows.map((p) => [p.amountCents, p.status, p.trialEndsAt === null])).toEqual([
      [0, "succeeded", false],
      [1_000, "succeeded", true],
    ]);
    expect(rows[1].providerSubscriptionId).toBe(rows[0].providerSubscriptionId);
    expect(await ctx.db.select().from(commissions).where(eq(commissions.entrepreneurId, entrepreneur.id))).toMatchObject([
      { paymentId: rows[1].id, saleAmountCents: 1_000, amountCents: 150 },
    ]);
    const next = new Date(endsAt);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(Math.abs((await enrollmentOf(learner.id, courseId)).accessUntil!.getTime() - next.getTime())).toBeLessThan(DAY);
  });

  it("charges nothing when the course was made free during the trial", async () => {
    const { learner, courseId } = await startSubscription();
    await ctx.db.update(courses).set({ priceCents: 0 }).where(eq(courses.id, courseId));
    await endTrialAt(learner.id, courseId, new Date(Date.now() - 60_000));
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    expect((await paymentsOf(learner.id)).map((p) => [p.amountCents, p.status])).toEqual([[0, "succeeded"]]);
  });

  it("charges nothing when cancelled in the trial's last hour", async () => {
    const { learner, agent, courseId } = await startSubscription();
    const endsAt = new Date(Date.now() + HOUR);
    await endTrialAt(learner.id, courseId, endsAt);
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    expect((await agent.post(`/api/personal/subscriptions/${courseId}/cancel`)).status).toBe(200);
    await renewDueTestSubscriptions(ctx.db, ctx.settings, new Date(endsAt.getTime() + 60_000));
    await renewDueTestSubscriptions(ctx.db, ctx.settings, new Date(endsAt.getTime() + 2 * HOUR));
    expect((await paymentsOf(learner.id)).map((p) => [p.amountCents, p.status])).toEqual([[0, "succeeded"]]);
  });

  it("charges nothing when cancelled during the trial, and access ends with the trial", async () => {
    const { learner, agent, courseId } = await startSubscription();
    const cancel = await agent.post(`/api/personal/subscriptions/${courseId}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body.hasAccess).toBe(true);
    await endTrialAt(learner.id, courseId, new Date(Date.now() + HOUR));
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    expect((await paymentsOf(learner.id)).map((p) => p.amountCents)).toEqual([0]);

    await endTrialAt(learner.id, courseId, new Date(Date.now() - HOUR));
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    expect((await paymentsOf(learner.id)).map((p) => p.amountCents)).toEqual([0]);
    const listed = enrollmentListSchema.parse((await agent.get("/api/personal/enrollments")).body).find((e) => e.courseId === courseId)!;
    expect(listed.hasAccess).toBe(false);
  });

  it("is given once per learner and course: the next subscription to that course is charged at once", async () => {
    const { learner, agent, courseId } = await startSubscription();
    await agent.post(`/api/personal/subscriptions/${courseId}/cancel`);
    await endTrialAt(learner.id, courseId, new Date(Date.now() - HOUR));
    const again = await subscribe(agent, courseId);
    expect(again).toMatchObject({ amount: "10.00", trialEndsAt: null, firstChargeAmount: null });
    expect(again.confirmed).toMatchObject({ status: "succeeded", amount: "10.00" });
    // Another course still starts with its own trial.
    const other = await makeCourse(ctx, { priceCents: 12_000 });
    expect(await subscribe(agent, other.id)).toMatchObject({ amount: "0.00", firstChargeAmount: "10.00" });
  });

  it("is announced on a one-time checkout too, for a buyer who would get it, so the option can mention it", async () => {
    const learner = await makeUser(ctx);
    const agent = await signIn(ctx, learner);
    const courseId = (await makeCourse(ctx, { priceCents: 12_000 })).id;
    const oneTime = await agent.post("/api/create-payment-intent").send({ courseId, paymentType: "one_time" });
    expect(paymentIntentSchema.parse(oneTime.body)).toMatchObject({ amount: "120.00", trialEndsAt: null, monthlyTrialDays: 7 });
    // Once the learner had a subscription of the course, no trial is announced any more.
    await subscribe(agent, courseId);
    await agent.post(`/api/personal/subscriptions/${courseId}/cancel`);
    await endTrialAt(learner.id, courseId, new Date(Date.now() - HOUR));
    const after = await agent.post("/api/create-payment-intent").send({ courseId, paymentType: "one_time" });
    expect(paymentIntentSchema.parse(after.body)).toMatchObject({ monthlyTrialDays: 0 });
  });

  it("refuses a second trial from a stale checkout once a trial of the course succeeded, and grants nothing", async () => {
    const learner = await makeUser(ctx);
    const agent = await signIn(ctx, learner);
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const courseId = (await makeCourse(ctx, { priceCents: 12_000 })).id;
    // Two trial checkouts opened side by side (different attribution, so two payments).
    const first = await agent
      .post("/api/create-payment-intent")
      .send({ courseId, paymentType: "subscription", affiliateCode: await affiliateCodeOf(ctx, entrepreneur.id) });
    const second = await agent.post("/api/create-payment-intent").send({ courseId, paymentType: "subscription" });
    expect([first.body.trialEndsAt, second.body.trialEndsAt].every(Boolean)).toBe(true);
    expect(first.body.clientSecret).not.toBe(second.body.clientSecret);
    const confirm = (clientSecret: string) =>
      agent.post("/api/payments/test/confirm").send({ clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
    expect((await confirm(first.body.clientSecret)).status).toBe(200);
    expect((await agent.post(`/api/personal/subscriptions/${courseId}/cancel`)).status).toBe(200);
    await endTrialAt(learner.id, courseId, new Date(Date.now() - HOUR));
    const before = await enrollmentOf(learner.id, courseId);

    const refused = await confirm(second.body.clientSecret);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "TRIAL_ALREADY_USED" });
    const rows = await paymentsOf(learner.id);
    expect(rows.map((p) => p.status)).toEqual(["succeeded", "pending"]);
    expect(await enrollmentOf(learner.id, courseId)).toEqual(before);
    const listed = enrollmentListSchema.parse((await agent.get("/api/personal/enrollments")).body).find((e) => e.courseId === courseId)!;
    expect(listed.hasAccess).toBe(false);
  });

  it("is off at subscriptionTrialDays 0 and never applies to a one-time purchase; /api/platform tells the landing page", async () => {
    expect((await request(ctx.built.app).get("/api/platform")).body).toMatchObject({ subscriptionTrialDays: 7 });
    const learner = await makeUser(ctx);
    const agent = await signIn(ctx, learner);
    const course = await makeCourse(ctx, { priceCents: 12_000 });
    const once = await agent.post("/api/create-payment-intent").send({ courseId: course.id, paymentType: "one_time" });
    expect(once.body).toMatchObject({ amount: "120.00", trialEndsAt: null });
    await setSettings(ctx, { subscriptionTrialDays: 0 });
    try {
      const monthly = await agent.post("/api/create-payment-intent").send({ courseId: course.id, paymentType: "subscription" });
      expect(monthly.body).toMatchObject({ amount: "10.00", trialEndsAt: null });
      expect((await request(ctx.built.app).get("/api/platform")).body).toMatchObject({ subscriptionTrialDays: 0 });
    } finally {
      await setSettings(ctx, { subscriptionTrialDays: 7 });
    }
  });

  it("takes a subscription coupon off the first paid instalment after the trial, where its use is counted", async () => {
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `TRIAL${Date.now()}`, percentOff: 50, maxRedemptions: 1 })
      .returning();
    const { learner, courseId, intent } = await startSubscription({ couponCode: coupon.code });
    expect(intent).toMatchObject({ amount: "0.00", discount: "5.00", firstChargeAmount: "5.00" });
    // The trial's start reserves the use: nobody else can take the last one meanwhile.
    const [trialRow] = await paymentsOf(learner.id);
    expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toMatchObject([
      { paymentId: trialRow.id, releasedAt: null },
    ]);
    const other = await signIn(ctx, await makeUser(ctx));
    const refused = await other
      .post("/api/create-payment-intent")
      .send({ courseId: (await makeCourse(ctx, { priceCents: 12_000 })).id, paymentType: "subscription", couponCode: coupon.code });
    expect(refused.body).toMatchObject({ code: "COUPON_USED_UP" });

    await endTrialAt(learner.id, courseId, new Date(Date.now() - 60_000));
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    await endTrialAt(learner.id, courseId, new Date(Date.now() + HOUR)); // the month after
    await ctx.db.update(enrollments).set({ trialEndsAt: null }).where(eq(enrollments.userId, learner.id));
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    const rows = await paymentsOf(learner.id);
    expect(rows.map((p) => [p.amountCents, p.discountCents, p.couponId, p.couponCode])).toEqual([
      [0, 500, coupon.id, coupon.code],
      [500, 500, coupon.id, coupon.code],
      [1_000, 0, null, null],
    ]);
    // The first paid instalment took the use over: uses, revenue and discount are counted once, on it.
    expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toMatchObject([
      { paymentId: rows[1].id, discountCents: 500, releasedAt: null },
    ]);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const listed = couponListSchema.parse((await admin.get("/api/admin/coupons")).body).items.find((c) => c.id === coupon.id);
    expect(listed).toMatchObject({ redemptions: 1, revenue: "5.00" });
    // The admin's payments list shows the discount where it was taken: the $0 trial start took none.
    const adminRows = adminPaymentListSchema.parse((await admin.get("/api/admin/payments").query({ userId: learner.id })).body).items;
    expect(adminRows.map((p) => [p.amount, p.discount, p.couponCode]).sort()).toEqual([
      ["0.00", "0.00", coupon.code],
      ["10.00", "0.00", null],
      ["5.00", "5.00", coupon.code],
    ]);
    // The learner's own record of the trial start still says what the code will take off its first payment.
    expect(intent.confirmed).toMatchObject({ amount: "0.00", discount: "5.00", couponCode: coupon.code });
  });

  it("credits a promo code's sale and commission to the first paid instalment of a trial started with it", async () => {
    const owner = await makeUser(ctx, { role: "entrepreneur" });
    const ownerAgent = await signIn(ctx, owner);
    const made = await ownerAgent.post("/api/entrepreneur/promo-codes").send({ code: `PTRIAL${Date.now()}`, percentOff: 10 });
    expect(made.status).toBe(201);
    const learner = await makeUser(ctx);
    const agent = await signIn(ctx, learner);
    const courseId = (await makeCourse(ctx, { priceCents: 12_000 })).id;
    const intent = await subscribe(agent, courseId, { couponCode: made.body.code });
    expect(intent).toMatchObject({ amount: "0.00", discount: "1.00", firstChargeAmount: "9.00" });
    const listed = async () => promoCodeListSchema.parse((await ownerAgent.get("/api/entrepreneur/promo-codes")).body).items[0];
    // The trial's start sold nothing yet.
    expect(await listed()).toMatchObject({ uses: 1, sales: "0.00", commissions: "0.00" });

    await endTrialAt(learner.id, courseId, new Date(Date.now() - 60_000));
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    expect((await paymentsOf(learner.id)).map((p) => [p.amountCents, p.affiliateUserId])).toEqual([
      [0, owner.id],
      [900, owner.id],
    ]);
    expect(await listed()).toMatchObject({ uses: 1, sales: "9.00", commissions: "1.35" });
  });

  it("gives a trial's reserved coupon use back when the trial is cancelled: the first charge would never carry it", async () => {
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `TRIALX${Date.now()}`, percentOff: 20, maxRedemptions: 1 })
      .returning();
    const { learner, agent, courseId } = await startSubscription({ couponCode: coupon.code });
    expect((await agent.post(`/api/personal/subscriptions/${courseId}/cancel`)).status).toBe(200);
    const [use] = await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(use.releasedAt).not.toBeNull();
    await endTrialAt(learner.id, courseId, new Date(Date.now() - 60_000));
    await renewDueTestSubscriptions(ctx.db, ctx.settings);
    expect((await paymentsOf(learner.id)).map((p) => p.amountCents)).toEqual([0]);
    // Someone else may now use it.
    const other = await signIn(ctx, await makeUser(ctx));
    const preview = await other.get("/api/coupons/preview").query({ code: coupon.code, courseId, paymentType: "subscription" });
    expect(preview.status).toBe(200);
  });
});

describe("the free trial is once per person", () => {
  const open = async (agent: Agent, courseId: number) => {
    const created = await agent.post("/api/create-payment-intent").send({ courseId, paymentType: "subscription" });
    expect(created.status).toBe(200);
    return paymentIntentSchema.parse(created.body);
  };
  const confirm = (agent: Agent, clientSecret: string, cardNumber: string) =>
    agent.post("/api/payments/test/confirm").send({ clientSecret, cardNumber, ...CARD_DETAILS });

  it("the attack's second account, me+1@…, in another letter case, is offered no trial", async () => {
    const courseId = (await makeCourse(ctx, { priceCents: 12_000 })).id;
    const tag = Math.random().toString(36).slice(2, 8);
    const first = await signIn(ctx, await makeUser(ctx, { email: `me.${tag}@example.test` }));
    const trial = await open(first, courseId);
    expect(trial.trialEndsAt).not.toBeNull();
    expect((await confirm(first, trial.clientSecret, "4242424242424242")).status).toBe(200);

    const second = await signIn(ctx, await makeUser(ctx, { email: `Me.${tag}+1@EXAMPLE.test` }));
    const paid = await open(second, courseId);
    expect(paid).toMatchObject({ trialEndsAt: null, amount: "10.00" });
    // Another person is still offered the trial.
    const other = await signIn(ctx, await makeUser(ctx, { email: `someone.${tag}@example.test` }));
    expect((await open(other, courseId)).trialEndsAt).not.toBeNull();
  });

  it("a card that started a trial of the course cannot start another on a different account: 409 TRIAL_ALREADY_USED, nothing granted", async () => {
    const courseId = (await makeCourse(ctx, { priceCents: 12_000 })).id;
    const first = await signIn(ctx, await makeUser(ctx));
    expect((await confirm(first, (await open(first, courseId)).clientSecret, "5555555555554444")).status).toBe(200);

    const otherUser = await makeUser(ctx);
    const other = await signIn(ctx, otherUser);
    const trial = await open(other, courseId);
    expect(trial.trialEndsAt).not.toBeNull(); // the card is not known before it is given
    const refused = await confirm(other, trial.clientSecret, "5555555555554444");
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("TRIAL_ALREADY_USED");
    expect(await enrollmentOf(otherUser.id, courseId)).toBeUndefined();
    // The stored fingerprint is a hash, never the number.
    const [row] = await paymentsOf(otherUser.id);
    expect(row.cardFingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain("5555555555554444");
    // Another card starts that account's trial.
    const again = await open(other, courseId);
    expect((await confirm(other, again.clientSecret, "4242424242424242")).status).toBe(200);
    expect(await enrollmentOf(otherUser.id, courseId)).toBeDefined();
  });
});

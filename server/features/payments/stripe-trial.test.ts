import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponListSchema } from "@shared/schemas/coupons";
import { enrollmentListSchema } from "@shared/schemas/learning";
import { adminPaymentListSchema, paymentIntentSchema, paymentSchema, SUBSCRIPTION_ENDED } from "@shared/schemas/payments";
import type { BuiltApp } from "../../app";
import { commissions, couponRedemptions, coupons, emailOutbox, enrollments, payments, users } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { makeCourse } from "../../test/course-factories";
import { startFakeStripe } from "../../test/fake-stripe-server";
import { affiliateCodeOf } from "../../test/payment-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";
import { startTestSmtp, type TestSmtp } from "../../test/test-smtp";
import { deliverDueEmails } from "../email";

// docs/product-rules.md §11, the free trial with Stripe. Stripe itself is out of reach offline: the app's
// real StripePaymentProvider talks, through a real Stripe client, to a small local HTTP server
// that answers the Stripe endpoints it uses and records the parameters sent
// (server/test/fake-stripe-server.ts): the closest thing to a real Stripe available offline. The
// webhook events are signed with Stripe's own code, as Stripe signs them.

const SECRET = "whsec_trial_test_secret";
const DAY = 86_400_000;
let ctx: TestContext;
let app: BuiltApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  ctx = await createTestContext();
  stripe = await startFakeStripe();
  app = ctx.makeApp({ stripeConfigured: true, stripe: { client: stripe.client, webhookSecret: SECRET } });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

type Agent = Awaited<ReturnType<typeof signIn>>;
async function signedIn(role: "personal" | "admin" = "personal") {
  const user = await makeUser(ctx, { role });
  return { user, agent: await signIn(ctx, user, app) };
}
function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: "event", type, data: { object } });
  const header = stripe.client.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return request(app.app).post("/api/stripe/webhook").set("Content-Type", "application/json").set("Stripe-Signature", header).send(payload);
}
const invoicePaid = (subscription: string, amountPaid: number, discount = 0) =>
  deliver("invoice.paid", {
    id: `in_${Math.random().toString(36).slice(2)}`,
    object: "invoice",
    amount_paid: amountPaid,
    total_discount_amounts: discount > 0 ? [{ amount: discount, discount: "di_1" }] : [],
    parent: { subscription_details: { subscription } },
  });
const invoicePaidFor = (id: string, subscription: string, amountPaid: number) =>
  deliver("invoice.paid", { id, object: "invoice", amount_paid: amountPaid, parent: { subscription_details: { subscription } } });
const subscribe = (agent: Agent, courseId: number, extra: Record<string, string> = {}) =>
  agent.post("/api/create-payment-intent").send({ courseId, paymentType: "subscription", ...extra });
const rowsOf = (userId: number) => ctx.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
const enrollmentOf = async (userId: number, courseId: number) =>
  (
    await ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  )[0];
const emailsOf = async (userId: number) =>
  (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId))).map((e) => e.template);

/** A learner opens a trial checkout for a $120 course (10.00 a month) and Stripe saves the card. */
async function startTrial(extra: Record<string, string> = {}) {
  const { user, agent } = await signedIn();
  const course = await makeCourse(ctx, { priceCents: 12_000 });
  const opened = await subscribe(agent, course.id, extra);
  expect(opened.status).toBe(200);
  const intent = paymentIntentSchema.parse(opened.body);
  const setupIntentId = intent.clientSecret.split("_secret_")[0];
  const [row] = await rowsOf(user.id);
  return { user, agent, course, intent, setupIntentId, subscriptionId: row.providerSubscriptionId! };
}

describe("the free trial with Stripe", () => {
  it("opens a trialing subscription whose SetupIntent saves the card, and starts the trial on setup_intent.succeeded", async () => {
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const { user, agent, course, intent, setupIntentId, subscriptionId } = await startTrial({
      affiliateCode: await affiliateCodeOf(ctx, entrepreneur.id),
    });
    // What the provider asked of Stripe.
    const [created] = stripe.callsTo("POST", "/v1/subscriptions").slice(-1);
    expect(created.params).toMatchObject({
      trial_period_days: "7",
      "trial_settings[end_behavior][missing_payment_method]": "cancel",
      payment_behavior: "default_incomplete",
      "payment_settings[save_default_payment_method]": "on_subscription",
      "expand[0]": "pending_setup_intent",
      "items[0][price_data][unit_amount]": "1000",
      "items[0][price_data][recurring][interval]": "month",
    });
    // What the checkout is told: a SetupIntent to confirm, nothing now, the first charge's date and amount.
    expect(intent).toMatchObject({ provider: "stripe", amount: "0.00", firstChargeAmount: "10.00" });
    expect(intent.clientSecret).toMatch(/^seti_\w+_secret_/);
    expect(Math.abs(new Date(intent.trialEndsAt!).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    expect((await agent.get(`/api/payments/${setupIntentId}`)).body).toMatchObject({ status: "pending" });
    expect(await enrollmentOf(user.id, course.id)).toBeUndefined();

    const saved = { id: setupIntentId, object: "setup_intent", status: "succeeded" };
    expect((await deliver("setup_intent.succeeded", saved)).status).toBe(200);
    expect((await deliver("setup_intent.succeeded", saved)).status).toBe(200); // Stripe delivers again
    const enrollment = await enrollmentOf(user.id, course.id);
    expect(enrollment.trialEndsAt!.toISOString()).toBe(intent.trialEndsAt);
    expect(enrollment.accessUntil!.toISOString()).toBe(intent.trialEndsAt);
    const shown = paymentSchema.parse((await agent.get(`/api/payments/${setupIntentId}`)).body);
    expect(shown).toMatchObject({ status: "succeeded", amount: "0.00", trialEndsAt: intent.trialEndsAt });
    const listed = enrollmentListSchema.parse((await agent.get("/api/personal/enrollments")).body).find((e) => e.courseId === course.id)!;
    expect(listed).toMatchObject({ hasAccess: true, trialEndsAt: intent.trialEndsAt });

    // The trial's $0 invoice changes nothing: no row, no commission, no receipt.
    expect((await invoicePaid(subscriptionId, 0)).status).toBe(200);
    expect((await rowsOf(user.id)).map((p) => [p.amountCents, p.status])).toEqual([[0, "succeeded"]]);
    expect(await ctx.db.select().from(commissions).where(eq(commissions.entrepreneurId, entrepreneur.id))).toHaveLength(0);
    expect(await emailsOf(user.id)).not.toContain("purchase_receipt");

    // The first paid invoice at the trial's end: the first instalment, its commission and its receipt.
    expect((await invoicePaid(subscriptionId, 1_000)).status).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows.map((p) => [p.amountCents, p.status, p.providerSubscriptionId])).toEqual([
      [0, "succeeded", subscriptionId],
      [1_000, "succeeded", subscriptionId],
    ]);
    expect(await ctx.db.select().from(commissions).where(eq(commissions.entrepreneurId, entrepreneur.id))).toMatchObject([
      { paymentId: rows[1].id, saleAmountCents: 1_000, amountCents: 150 },
    ]);
    expect(await emailsOf(user.id)).toContain("purchase_receipt");
    const paidUntil = (await enrollmentOf(user.id, course.id)).accessUntil!.getTime();
    expect(paidUntil - Date.now()).toBeGreaterThan(27 * DAY);
  });

  it("takes a coupon off the first paid instalment, where its use, discount and revenue are counted once", async () => {
    const admin = await signedIn("admin");
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `STRIAL${Date.now()}`, percentOff: 50, maxRedemptions: 1 })
      .returning();
    const { user, intent, setupIntentId, subscriptionId } = await startTrial({ couponCode: coupon.code });
    expect(intent).toMatchObject({ amount: "0.00", discount: "5.00", firstChargeAmount: "5.00" });
    // Stripe's once-only coupon for the discount, on the subscription at the full price.
    expect(stripe.callsTo("POST", "/v1/coupons").slice(-1)[0].params).toMatchObject({ amount_off: "500", duration: "once" });
    expect(stripe.callsTo("POST", "/v1/subscriptions").slice(-1)[0].params).toMatchObject({ "items[0][price_data][unit_amount]": "1000" });

    await deliver("setup_intent.succeeded", { id: setupIntentId, object: "setup_intent", status: "succeeded" });
    // The trial's start reserves the use (a second trial with the code is refused: used up).
    const [trialRow] = await rowsOf(user.id);
    expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toMatchObject([
      { paymentId: trialRow.id, releasedAt: null },
    ]);
    const other = await signedIn();
    const course2 = await makeCourse(ctx, { priceCents: 12_000 });
    const refused = await subscribe(other.agent, course2.id, { couponCode: coupon.code });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "COUPON_USED_UP" });

    await invoicePaid(subscriptionId, 0);
    await invoicePaid(subscriptionId, 500, 500);
    await invoicePaid(subscriptionId, 1_000);
    const rows = await rowsOf(user.id);
    expect(rows.map((p) => [p.amountCents, p.discountCents, p.couponId])).toEqual([
      [0, 500, coupon.id],
      [500, 500, coupon.id],
      [1_000, 0, null],
    ]);
    expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toMatchObject([
      { paymentId: rows[1].id, discountCents: 500, releasedAt: null },
    ]);
    const listed = couponListSchema.parse((await admin.agent.get("/api/admin/coupons")).body).items.find((c) => c.id === coupon.id)!;
    expect(listed).toMatchObject({ redemptions: 1, revenue: "5.00" });
  });

  it("charges nothing when cancelled during the trial: Stripe stops at the trial's end, and the coupon's use is given back", async () => {
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `SCANCEL${Date.now()}`, percentOff: 20 })
      .returning();
    const { user, agent, course, intent, setupIntentId, subscriptionId } = await startTrial({ couponCode: coupon.code });
    await deliver("setup_intent.succeeded", { id: setupIntentId, object: "setup_intent", status: "succeeded" });
    const cancelled = await agent.post(`/api/personal/subscriptions/${course.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ hasAccess: true, accessUntil: intent.trialEndsAt });
    // Cancelling again answers the same without asking Stripe anything.
    const callsBefore = stripe.calls.length;
    expect((await agent.post(`/api/personal/subscriptions/${course.id}/cancel`)).body).toMatchObject({ accessUntil: intent.trialEndsAt });
    expect(stripe.calls.slice(callsBefore)).toEqual([]);
    expect(stripe.callsTo("POST", `/v1/subscriptions/${subscriptionId}`).map((c) => c.params)).toEqual([{ cancel_at_period_end: "true" }]);
    expect((await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id)))[0].releasedAt).not.toBeNull();
    // Stripe ends the subscription at the trial's end, charging nothing.
    expect((await deliver("customer.subscription.deleted", { id: subscriptionId, object: "subscription" })).status).toBe(200);
    expect((await rowsOf(user.id)).map((p) => p.amountCents)).toEqual([0]);
    expect((await enrollmentOf(user.id, course.id)).accessUntil!.toISOString()).toBe(intent.trialEndsAt);
  });

  it("gives one trial per learner and course: a stale second trial start is refused and its subscription stopped", async () => {
    const { user, agent, course, setupIntentId, subscriptionId } = await startTrial();
    // A second checkout (another attribution, so another payment) opened before the first started.
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const second = paymentIntentSchema.parse(
      (await subscribe(agent, course.id, { affiliateCode: await affiliateCodeOf(ctx, entrepreneur.id) })).body,
    );
    expect(second.trialEndsAt).not.toBeNull();
    await deliver("setup_intent.succeeded", { id: setupIntentId, object: "setup_intent", status: "succeeded" });
    const secondSetup = second.clientSecret.split("_secret_")[0];
    const secondSub = (await rowsOf(user.id))[1].providerSubscriptionId!;
    await deliver("setup_intent.succeeded", { id: secondSetup, object: "setup_intent", status: "succeeded" });
    expect((await rowsOf(user.id)).map((p) => [p.status, p.failureMessage !== null])).toEqual([
      ["succeeded", false],
      ["failed", true],
    ]);
    expect(stripe.callsTo("POST", `/v1/subscriptions/${secondSub}`).map((c) => c.params)).toEqual([{ cancel_at_period_end: "true" }]);
    // When Stripe ends that stopped subscription, the learner's own trial runs on.
    expect((await deliver("customer.subscription.deleted", { id: secondSub, object: "subscription" })).status).toBe(200);
    expect((await enrollmentOf(user.id, course.id)).subscriptionCancelledAt).toBeNull();

    // Once the trial is over and cancelled, the next subscription is charged at once: no trial asked of Stripe.
    expect((await agent.post(`/api/personal/subscriptions/${course.id}/cancel`)).status).toBe(200);
    // The cancel stops the learner's own trial (the newest row is the refused second one).
    expect(stripe.callsTo("POST", `/v1/subscriptions/${subscriptionId}`).map((c) => c.params)).toEqual([{ cancel_at_period_end: "true" }]);
    await ctx.db
      .update(enrollments)
      .set({ accessUntil: new Date(Date.now() - DAY) })
      .where(eq(enrollments.userId, user.id));
    const again = paymentIntentSchema.parse((await subscribe(agent, course.id)).body);
    expect(again).toMatchObject({ amount: "10.00", trialEndsAt: null, firstChargeAmount: null });
    expect(again.clientSecret).toMatch(/^pi_/);
    const last = stripe.callsTo("POST", "/v1/subscriptions").slice(-1)[0].params;
    expect(last.trial_period_days).toBeUndefined();
    expect(last["expand[0]"]).toBe("latest_invoice.confirmation_secret");
  });

  it("gives one trial per card: the same card saved on another account for the course is refused", async () => {
    const first = await startTrial();
    const card = { object: "setup_intent", status: "succeeded", payment_method: "pm_card_same1" };
    await deliver("setup_intent.succeeded", { id: first.setupIntentId, ...card });
    expect((await rowsOf(first.user.id))[0]).toMatchObject({ status: "succeeded", cardFingerprint: "fp_card_same1" });

    const { user, agent } = await signedIn();
    const opened = paymentIntentSchema.parse((await subscribe(agent, first.course.id)).body);
    expect(opened.trialEndsAt).not.toBeNull(); // the card is not known before it is saved
    await deliver("setup_intent.succeeded", { id: opened.clientSecret.split("_secret_")[0], ...card });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ status: "failed", cardFingerprint: "fp_card_same1" });
    expect(await enrollmentOf(user.id, first.course.id)).toBeUndefined();
    expect(stripe.callsTo("POST", `/v1/subscriptions/${row.providerSubscriptionId}`).map((c) => c.params)).toEqual([
      { cancel_at_period_end: "true" },
    ]);
  });

  it("cancels the subscription of the confirmed checkout, not a newer one left open, and stops the left one too", async () => {
    const admin = await signedIn("admin");
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `SLEFT${Date.now()}`, percentOff: 10 })
      .returning();
    // The learner opens the checkout (subscription A), applies a code (a new checkout: B), removes
    // it (A again) and confirms A: B is the newest row.
    const { user, agent, course, intent, setupIntentId, subscriptionId: first } = await startTrial();
    const withCode = paymentIntentSchema.parse((await subscribe(agent, course.id, { couponCode: coupon.code })).body);
    const withoutCode = paymentIntentSchema.parse((await subscribe(agent, course.id)).body);
    expect(withoutCode.clientSecret).toBe(intent.clientSecret);
    expect(withCode.clientSecret).not.toBe(intent.clientSecret);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(2);
    const left = rows[1].providerSubscriptionId!;
    expect(left).not.toBe(first);
    expect((await deliver("setup_intent.succeeded", { id: setupIntentId, object: "setup_intent", status: "succeeded" })).status).toBe(200);

    const cancelled = await agent.post(`/api/personal/subscriptions/${course.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ hasAccess: true, accessUntil: intent.trialEndsAt });
    expect(cancelled.body.subscriptionCancelledAt).not.toBeNull();
    // Stripe is told to stop the confirmed subscription at the trial's end, and the one left open too.
    expect(stripe.callsTo("POST", `/v1/subscriptions/${first}`).map((c) => c.params)).toEqual([{ cancel_at_period_end: "true" }]);
    expect(stripe.callsTo("POST", `/v1/subscriptions/${left}`).map((c) => c.params)).toEqual([{ cancel_at_period_end: "true" }]);

    // Had Stripe billed the cancelled subscription all the same, the charge would be refunded and
    // reopen nothing, however often Stripe delivers it.
    const invoiceId = `in_after_cancel_${user.id}`;
    const paid = () =>
      deliver("invoice.paid", {
        id: invoiceId,
        object: "invoice",
        amount_paid: 1_000,
        total_discount_amounts: [],
        parent: { subscription_details: { subscription: first } },
      });
    expect((await paid()).status).toBe(200);
    expect((await paid()).status).toBe(200);
    expect(stripe.callsTo("POST", "/v1/refunds").filter((c) => c.params.payment_intent === `pi_paid_${invoiceId}`)).toHaveLength(1);
    const listed = adminPaymentListSchema.parse((await admin.agent.get("/api/admin/payments").query({ userId: user.id })).body);
    const charge = listed.items.find((p) => p.paymentIntentId === invoiceId || p.amount === "10.00")!;
    expect(charge).toMatchObject({
      status: "failed",
      amount: "10.00",
      refundedAmount: "10.00",
      failureMessage: `${SUBSCRIPTION_ENDED} Your payment was refunded.`,
    });
    const enrollment = enrollmentListSchema
      .parse((await agent.get("/api/personal/enrollments")).body)
      .find((e) => e.courseId === course.id)!;
    expect(enrollment.accessUntil).toBe(intent.trialEndsAt);
    expect(enrollment.subscriptionCancelledAt).not.toBeNull();
    expect(await emailsOf(user.id)).not.toContain("purchase_receipt");
    // The learner is told once, and truly: the renewal was charged, then refunded.
    const told = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    const failed = told.filter((e) => e.template === "payment_failed");
    expect(failed).toHaveLength(1);
    expect(failed[0].text).toContain("Your payment of $10.00");
    expect(failed[0].text).toContain("has been refunded in full.");
    expect(failed[0].text).not.toContain("Nothing was charged");
  });

  it("ends at once a paid checkout's subscription left open (Stripe cannot schedule an incomplete one's end)", async () => {
    // After a trial that was cancelled and has ended, two monthly checkouts: C (through a link) and D.
    const { user, agent, course, setupIntentId } = await startTrial();
    await deliver("setup_intent.succeeded", { id: setupIntentId, object: "setup_intent", status: "succeeded" });
    expect((await agent.post(`/api/personal/subscriptions/${course.id}/cancel`)).status).toBe(200);
    await ctx.db
      .update(enrollments)
      .set({ accessUntil: new Date(Date.now() - DAY) })
      .where(eq(enrollments.userId, user.id));
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    await subscribe(agent, course.id, { affiliateCode: await affiliateCodeOf(ctx, entrepreneur.id) });
    await subscribe(agent, course.id);
    const [, open, paid] = await rowsOf(user.id);
    // D's first invoice is paid: Stripe makes its subscription active.
    expect((await invoicePaidFor(paid.providerRef, paid.providerSubscriptionId!, 1_000)).status).toBe(200);
    stripe.setSubscriptionStatus(paid.providerSubscriptionId!, "active");

    expect((await agent.post(`/api/personal/subscriptions/${course.id}/cancel`)).status).toBe(200);
    expect(stripe.callsTo("POST", `/v1/subscriptions/${paid.providerSubscriptionId}`).map((c) => c.params)).toEqual([
      { cancel_at_period_end: "true" },
    ]);
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${open.providerSubscriptionId}`)).toHaveLength(1);
    expect(stripe.callsTo("POST", `/v1/subscriptions/${open.providerSubscriptionId}`)).toHaveLength(0);
  });

  it("records a card Stripe could not save, granting nothing", async () => {
    const { user, course, setupIntentId } = await startTrial();
    const failed = await deliver("setup_intent.setup_failed", {
      id: setupIntentId,
      object: "setup_intent",
      status: "requires_payment_method",
      last_setup_error: { message: "Your card was declined." },
    });
    expect(failed.status).toBe(200);
    expect((await rowsOf(user.id))[0]).toMatchObject({ status: "failed", failureMessage: "Your card was declined." });
    expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
  });
});

describe("a subscription Stripe ends (customer.subscription.deleted)", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  const sendEmails = () =>
    deliverDueEmails(ctx.db, {
      smtpUrl: smtp.url,
      publicUrl: "https://academy.example.test",
      production: true,
      logger: createLogger("silent"),
    });
  const cancellationsTo = (user: { username: string }) =>
    smtp.received.filter((m) => m.to.includes(`${user.username}@example.test`) && m.subject.includes("cancelled"));
  const trialStarted = async () => {
    const trial = await startTrial();
    await deliver("setup_intent.succeeded", { id: trial.setupIntentId, object: "setup_intent", status: "succeeded" });
    return trial;
  };

  it("emails the learner that it is cancelled and when access ends, once, though Stripe delivers the event twice", async () => {
    // The trial ends without a card: Stripe cancels the subscription on its own (end_behavior cancel).
    const { user, course, intent, subscriptionId } = await trialStarted();
    const ended = { id: subscriptionId, object: "subscription" };
    expect((await deliver("customer.subscription.deleted", ended)).status).toBe(200);
    expect((await deliver("customer.subscription.deleted", ended)).status).toBe(200);
    expect((await enrollmentOf(user.id, course.id)).subscriptionCancelledAt).not.toBeNull();
    await sendEmails();
    const mails = cancellationsTo(user);
    expect(mails.map((m) => m.subject)).toEqual([`GSM Academy: subscription to ${course.title} cancelled`]);
    const until = new Date(intent.trialEndsAt!).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(mails[0].body).toContain(`Your access continues until ${until}.`);
  });

  it("sends no second email when the learner cancelled first and Stripe's event follows", async () => {
    const { user, agent, course, subscriptionId } = await trialStarted();
    expect((await agent.post(`/api/personal/subscriptions/${course.id}/cancel`)).status).toBe(200);
    expect((await deliver("customer.subscription.deleted", { id: subscriptionId, object: "subscription" })).status).toBe(200);
    await sendEmails();
    expect(cancellationsTo(user)).toHaveLength(1);
  });

  it("follows the learner's notification setting: no email when they turned optional emails off", async () => {
    const { user, course, subscriptionId } = await trialStarted();
    await ctx.db
      .update(users)
      .set({ learnerSettings: { emailNotifications: false } })
      .where(eq(users.id, user.id));
    expect((await deliver("customer.subscription.deleted", { id: subscriptionId, object: "subscription" })).status).toBe(200);
    expect((await enrollmentOf(user.id, course.id)).subscriptionCancelledAt).not.toBeNull();
    await sendEmails();
    expect(cancellationsTo(user)).toEqual([]);
    expect(await emailsOf(user.id)).not.toContain("subscription_cancelled");
  });
});

import { and, eq } from "drizzle-orm";
import request from "supertest";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltApp } from "../../app";
import { commissions, coupons, emailOutbox, enrollments, payments } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { makePayment } from "../../test/payment-factories";
import { createTestContext, makeUser, type TestContext } from "../../test/test-app";
import type { PaymentProvider } from "./providers";

// The events Stripe sends that find nothing to do, or only part of something: each is acknowledged
// (200, so Stripe stops sending it) and changes only what it should. The main paths are in
// stripe-webhook.test.ts and stripe-trial.test.ts. As there, the provider that would call Stripe is
// replaced and the signature is checked by Stripe's own code.

const SECRET = "whsec_events_test_secret";
const stripe = new Stripe("sk_test_not_a_real_key");
let ctx: TestContext;
let app: BuiltApp;

const invoiceOfIntent = new Map<string, string>();
const cancelled: string[] = [];
const refunded: number[] = [];
const provider: PaymentProvider = {
  name: "stripe",
  openCharge: async () => {
    throw new Error("not used");
  },
  refund: async ({ paymentId }) => void refunded.push(paymentId),
  cancelSubscription: async (id) => void cancelled.push(id),
  invoiceOfPaymentIntent: async (intentId) => invoiceOfIntent.get(intentId) ?? null,
};

beforeAll(async () => {
  ctx = await createTestContext();
  app = ctx.makeApp({ stripeConfigured: true, stripe: { client: stripe, webhookSecret: SECRET }, paymentProvider: provider });
});
afterAll(async () => {
  await ctx.close();
});

const rand = () => Math.random().toString(36).slice(2);
function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_${rand()}`, object: "event", type, data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return request(app.app).post("/api/stripe/webhook").set("Content-Type", "application/json").set("Stripe-Signature", header).send(payload);
}

/** Everything an event could change, to compare before and after. */
async function everything() {
  return {
    payments: await ctx.db.select().from(payments).orderBy(payments.id),
    enrolments: await ctx.db.select().from(enrollments).orderBy(enrollments.id),
    commissions: await ctx.db.select().from(commissions).orderBy(commissions.id),
    emails: (await ctx.db.select().from(emailOutbox)).length,
    cancelled: [...cancelled],
    refunded: [...refunded],
  };
}

/** A learner whose Stripe payment for a $50.01 course is pending (a one-time purchase unless `fields` says otherwise). */
async function pending(fields: Omit<Partial<typeof payments.$inferInsert>, "userId" | "courseId"> = {}) {
  const learner = await makeUser(ctx);
  const course = await makeCourse(ctx, { priceCents: 5_001 });
  const payment = await makePayment(ctx, {
    userId: learner.id,
    courseId: course.id,
    provider: "stripe",
    providerRef: `pi_${rand()}`,
    status: "pending",
    succeededAt: null,
    amountCents: 5_001,
    ...fields,
  });
  const row = async () => (await ctx.db.select().from(payments).where(eq(payments.id, payment.id)))[0];
  const enrolment = async () =>
    (
      await ctx.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.userId, learner.id), eq(enrollments.courseId, course.id)))
    )[0];
  return { learner, course, payment, row, enrolment };
}

describe("the signature", () => {
  it("answers a delivery without a signature header, or without a body, that the signature is missing", async () => {
    const payload = JSON.stringify({
      id: `evt_${rand()}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_x" } },
    });
    const unsigned = await request(app.app).post("/api/stripe/webhook").set("Content-Type", "application/json").send(payload);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe("Missing Stripe signature");
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const empty = await request(app.app).post("/api/stripe/webhook").set("Stripe-Signature", header);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/signature/);
  });
});

describe("Stripe events the platform has nothing to do for", () => {
  it("are acknowledged and change nothing: a payment, card, refund, invoice or subscription it does not know", async () => {
    await pending(); // something there that a wrong match could change
    const before = await everything();
    const events: Array<[string, Record<string, unknown>]> = [
      ["payment_intent.succeeded", { id: "pi_unknown", object: "payment_intent" }],
      ["setup_intent.succeeded", { id: "seti_unknown", object: "setup_intent" }],
      ["setup_intent.setup_failed", { id: "seti_unknown", object: "setup_intent", last_setup_error: { message: "No" } }],
      ["payment_intent.payment_failed", { id: "pi_unknown", object: "payment_intent", last_payment_error: { message: "No" } }],
      ["charge.refunded", { id: "ch_unknown", object: "charge", refunded: true, payment_intent: "pi_unknown" }],
      ["charge.refunded", { id: "ch_no_intent", object: "charge", refunded: true, payment_intent: null }],
      ["invoice.paid", { object: "invoice", amount_paid: 1_000 }],
      ["invoice.paid", { id: `in_${rand()}`, object: "invoice", amount_paid: 1_000 }],
      [
        "invoice.paid",
        { id: `in_${rand()}`, object: "invoice", amount_paid: 1_000, parent: { subscription_details: { subscription: "sub_unknown" } } },
      ],
      ["customer.subscription.deleted", { id: "sub_unknown", object: "subscription" }],
      ["customer.created", { id: "cus_1", object: "customer" }],
    ];
    for (const [type, object] of events) expect((await deliver(type, object)).status, type).toBe(200);
    expect(await everything()).toEqual(before);
    // An event type the platform does not handle is noted for the operator, by type.
    expect(ctx.logLines.some((line) => line.includes("stripe event ignored") && line.includes("customer.created"))).toBe(true);
  });

  it("a card saved for a payment that is not a trial starts nothing", async () => {
    const { payment, row, enrolment } = await pending({ providerRef: `seti_${rand()}` });
    expect((await deliver("setup_intent.succeeded", { id: payment.providerRef, object: "setup_intent" })).status).toBe(200);
    expect((await row()).status).toBe("pending");
    expect(await enrolment()).toBeUndefined();
  });

  it("a failure without Stripe's message is recorded with a message of ours", async () => {
    const card = await pending({ providerRef: `seti_${rand()}` });
    expect((await deliver("setup_intent.setup_failed", { id: card.payment.providerRef, object: "setup_intent" })).status).toBe(200);
    expect(await card.row()).toMatchObject({ status: "failed", failureMessage: "Your card could not be saved." });

    const charge = await pending();
    expect((await deliver("payment_intent.payment_failed", { id: charge.payment.providerRef, object: "payment_intent" })).status).toBe(200);
    expect(await charge.row()).toMatchObject({ status: "failed", failureMessage: "Payment failed" });
  });
});

describe("charge.refunded", () => {
  it("leaves access and commission as they are after a partial refund", async () => {
    const { payment, row, enrolment } = await pending();
    await deliver("payment_intent.succeeded", { id: payment.providerRef, object: "payment_intent" });
    const partial = { id: `ch_${rand()}`, object: "charge", refunded: false, amount_refunded: 1_000, payment_intent: payment.providerRef };
    expect((await deliver("charge.refunded", partial)).status).toBe(200);
    expect((await row()).status).toBe("succeeded");
    expect((await enrolment()).accessRevokedAt).toBeNull();
  });

  it("finds the payment when Stripe expands the charge's intent into an object, and cancels no subscription for a one-time purchase", async () => {
    const { payment, row, enrolment } = await pending();
    await deliver("payment_intent.succeeded", { id: payment.providerRef, object: "payment_intent" });
    const cancelledBefore = cancelled.length;
    const full = {
      id: `ch_${rand()}`,
      object: "charge",
      refunded: true,
      payment_intent: { id: payment.providerRef, object: "payment_intent" },
    };
    expect((await deliver("charge.refunded", full)).status).toBe(200);
    expect((await row()).status).toBe("refunded");
    expect((await enrolment()).accessRevokedAt).not.toBeNull();
    expect(cancelled).toHaveLength(cancelledBefore);
  });
});

describe("invoice.paid", () => {
  it("fulfils a one-off invoice's own payment, found by the invoice", async () => {
    const invoice = `in_${rand()}`;
    const { row, enrolment } = await pending({ providerRef: invoice });
    expect((await deliver("invoice.paid", { id: invoice, object: "invoice", amount_paid: 5_001 })).status).toBe(200);
    expect((await row()).status).toBe("succeeded");
    expect((await enrolment()).accessUntil).toBeNull(); // lifetime access
  });

  it("a renewal Stripe sends again without its subscription is still found by its invoice, and extends nothing twice", async () => {
    const subscription = `sub_${rand()}`;
    const first = `in_${rand()}`;
    const { learner, enrolment } = await pending({
      type: "subscription",
      amountCents: 1_000,
      providerRef: first,
      providerSubscriptionId: subscription,
    });
    const parent = { subscription_details: { subscription } };
    await deliver("invoice.paid", { id: first, object: "invoice", amount_paid: 1_000, parent });
    const renewal = `in_${rand()}`;
    await deliver("invoice.paid", { id: renewal, object: "invoice", amount_paid: 1_000, parent });
    const extended = (await enrolment()).accessUntil;
    expect((await deliver("invoice.paid", { id: renewal, object: "invoice", amount_paid: 1_000 })).status).toBe(200);
    expect((await enrolment()).accessUntil).toEqual(extended);
    const rows = await ctx.db.select().from(payments).where(eq(payments.userId, learner.id));
    expect(rows.map((r) => [r.providerRef, r.status, r.providerSubscriptionId])).toEqual([
      [first, "succeeded", subscription],
      [renewal, "succeeded", subscription],
    ]);
  });

  it("a renewal that is not the first after a trial carries no coupon, whatever Stripe took off", async () => {
    const subscription = `sub_${rand()}`;
    const first = `in_${rand()}`;
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `EVT${Date.now()}`, percentOff: 10 })
      .returning();
    const { learner } = await pending({
      type: "subscription",
      amountCents: 900,
      discountCents: 100,
      couponId: coupon.id,
      couponCode: coupon.code,
      providerRef: first,
      providerSubscriptionId: subscription,
    });
    const parent = { subscription_details: { subscription } };
    await deliver("invoice.paid", { id: first, object: "invoice", amount_paid: 900, parent });
    // A coupon Stripe applies forever (set up on Stripe's side): the platform counted it once, at checkout.
    const discounts = [{ amount: 100, discount: "di_1" }];
    await deliver("invoice.paid", { id: `in_${rand()}`, object: "invoice", amount_paid: 900, total_discount_amounts: discounts, parent });
    const rows = await ctx.db.select().from(payments).where(eq(payments.userId, learner.id)).orderBy(payments.id);
    expect(rows.map((r) => [r.status, r.amountCents, r.discountCents, r.couponId, r.couponCode])).toEqual([
      ["succeeded", 900, 100, coupon.id, coupon.code],
      ["succeeded", 900, 0, null, null],
    ]);
  });

  it("refunds a renewal Stripe billed after the learner's subscription ended, and stops Stripe billing it", async () => {
    const subscription = `sub_${rand()}`;
    const first = `in_${rand()}`;
    const { learner, course, enrolment } = await pending({
      type: "subscription",
      amountCents: 1_000,
      providerRef: first,
      providerSubscriptionId: subscription,
    });
    const parent = { subscription_details: { subscription } };
    await deliver("invoice.paid", { id: first, object: "invoice", amount_paid: 1_000, parent });
    await ctx.db
      .update(enrollments)
      .set({ subscriptionCancelledAt: new Date() })
      .where(and(eq(enrollments.userId, learner.id), eq(enrollments.courseId, course.id)));
    const until = (await enrolment()).accessUntil;
    const renewal = `in_${rand()}`;
    expect((await deliver("invoice.paid", { id: renewal, object: "invoice", amount_paid: 1_000, parent })).status).toBe(200);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.providerRef, renewal));
    expect(row).toMatchObject({ status: "failed", refundedAmountCents: 1_000 });
    expect(refunded).toContain(row.id);
    expect(cancelled).toContain(subscription);
    expect((await enrolment()).accessUntil).toEqual(until);
  });

  it("a one-time purchase whose coupon was used up meanwhile is refunded and cancels no subscription", async () => {
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `GONE${Date.now()}`, percentOff: 10, maxRedemptions: 1 })
      .returning();
    const winner = await pending({ couponId: coupon.id, couponCode: coupon.code, discountCents: 500, amountCents: 4_501 });
    const loser = await pending({ couponId: coupon.id, couponCode: coupon.code, discountCents: 500, amountCents: 4_501 });
    const cancelledBefore = cancelled.length;
    for (const p of [winner, loser]) await deliver("payment_intent.succeeded", { id: p.payment.providerRef, object: "payment_intent" });
    expect(await loser.row()).toMatchObject({ status: "failed", refundedAmountCents: 4_501 });
    expect(cancelled).toHaveLength(cancelledBefore);
  });
});

import { and, eq } from "drizzle-orm";
import request from "supertest";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltApp } from "../../app";
import { commissions, couponRedemptions, coupons, courses, emailOutbox, enrollments, payments, users } from "../../db/schema";
import { enroll, makeCourse } from "../../test/course-factories";
import { affiliateCodeOf, makePayment } from "../../test/payment-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";
import type { PaymentProvider } from "./providers";

const SECRET = "whsec_test_secret_for_signatures";
const stripe = new Stripe("sk_test_not_a_real_key");
let ctx: TestContext;
let app: BuiltApp;

// Stripe itself is out of reach here: the provider that would call it is replaced (it knows which
// invoice each instalment's intent paid); the webhook signature check is Stripe's own code.
const invoiceOfIntent = new Map<string, string>();
const cancelledSubscriptions: string[] = [];
const refundedPayments: number[] = [];
const stripeProvider: PaymentProvider = {
  name: "stripe",
  openCharge: async () => {
    throw new Error("not used");
  },
  refund: async ({ paymentId }) => void refundedPayments.push(paymentId),
  cancelSubscription: async (id) => void cancelledSubscriptions.push(id),
  invoiceOfPaymentIntent: async (intentId) => invoiceOfIntent.get(intentId) ?? null,
};

beforeAll(async () => {
  ctx = await createTestContext();
  app = ctx.makeApp({ stripeConfigured: true, stripe: { client: stripe, webhookSecret: SECRET }, paymentProvider: stripeProvider });
});
afterAll(async () => {
  await ctx.close();
});

function event(type: string, object: Record<string, unknown>) {
  return JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: "event", type, data: { object } });
}
function deliver(payload: string, header?: string) {
  const req = request(app.app).post("/api/stripe/webhook").set("Content-Type", "application/json");
  if (header !== undefined) req.set("Stripe-Signature", header);
  return req.send(payload);
}
const sign = (payload: string, timestamp?: number) => stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });

async function pendingStripePayment(fields: Omit<Partial<typeof payments.$inferInsert>, "userId" | "courseId"> = {}) {
  const learner = await makeUser(ctx);
  const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
  const course = await makeCourse(ctx, { priceCents: 5_001 });
  const payment = await makePayment(ctx, {
    userId: learner.id,
    courseId: course.id,
    provider: "stripe",
    providerRef: `pi_${Math.random().toString(36).slice(2)}`,
    status: "pending",
    succeededAt: null,
    amountCents: 5_001,
    affiliateUserId: entrepreneur.id,
    affiliateCode: await affiliateCodeOf(ctx, entrepreneur.id),
    ...fields,
  });
  return { learner, entrepreneur, course, payment };
}
const stateOf = async (paymentId: number, userId: number, courseId: number) => ({
  payment: (await ctx.db.select().from(payments).where(eq(payments.id, paymentId)))[0],
  enrollments: await ctx.db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId))),
  commissions: await ctx.db.select().from(commissions).where(eq(commissions.paymentId, paymentId)),
});

describe("POST /api/stripe/webhook", () => {
  it("fulfils payment_intent.succeeded once, even delivered twice at the same moment", async () => {
    const { learner, course, payment } = await pendingStripePayment();
    const payload = event("payment_intent.succeeded", { id: payment.providerRef, object: "payment_intent" });
    const header = sign(payload);
    const results = await Promise.all([deliver(payload, header), deliver(payload, header)]);
    for (const r of results) expect(r.status).toBe(200);
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    const state = await stateOf(payment.id, learner.id, course.id);
    expect(state.payment.status).toBe("succeeded");
    expect(state.enrollments).toHaveLength(1);
    expect(state.commissions).toHaveLength(1);
    expect(state.commissions[0].amountCents).toBe(750); // 5001 × 15 % = 750.15 -> 750
  });

  it("records a payment whose buyer or course was deleted meanwhile as succeeded, granting no access", async () => {
    for (const gone of ["buyer", "course"] as const) {
      const { learner, course, payment } = await pendingStripePayment();
      if (gone === "buyer") await ctx.db.delete(users).where(eq(users.id, learner.id));
      else await ctx.db.delete(courses).where(eq(courses.id, course.id));
      const payload = event("payment_intent.succeeded", { id: payment.providerRef, object: "payment_intent" });
      expect((await deliver(payload, sign(payload))).status, gone).toBe(200);
      const state = await stateOf(payment.id, learner.id, course.id);
      expect(state.payment.status, gone).toBe("succeeded");
      expect(state.enrollments, gone).toEqual([]);
    }
  });

  it("answers 400 and writes nothing for a missing, wrong, stale or future-dated signature", async () => {
    const { learner, course, payment } = await pendingStripePayment();
    const payload = event("payment_intent.succeeded", { id: payment.providerRef, object: "payment_intent" });
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const stale = sign(payload, Math.floor(Date.now() / 1000) - 3600);
    const tampered = sign(payload.replace(payment.providerRef, "pi_other"));
    // Correctly signed, but dated more than 5 minutes ahead: refused like a stale one.
    const future = sign(payload, Math.floor(Date.now() / 1000) + 6 * 60);
    // A valid signature with a second, future timestamp added must not slip past either check.
    const twoTimestamps = `t=${Math.floor(Date.now() / 1000) + 3600},${sign(payload)}`;
    for (const header of [undefined, "", "t=1,v1=abc", wrong, stale, tampered, future, twoTimestamps]) {
      const res = await deliver(payload, header);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/signature/i);
    }
    const state = await stateOf(payment.id, learner.id, course.id);
    expect(state.payment.status).toBe("pending");
    expect(state.enrollments).toHaveLength(0);
    expect(state.commissions).toHaveLength(0);
    // Within the tolerance (a clock a minute ahead) it is accepted.
    expect((await deliver(payload, sign(payload, Math.floor(Date.now() / 1000) + 60))).status).toBe(200);
  });

  it("records payment_intent.payment_failed without granting access", async () => {
    const { learner, course, payment } = await pendingStripePayment();
    const payload = event("payment_intent.payment_failed", {
      id: payment.providerRef,
      object: "payment_intent",
      last_payment_error: { message: "Your card was declined." },
    });
    const emailsOf = async () => (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, learner.id))).map((e) => e.template);
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    // The buyer is told at the first failure...
    expect(await emailsOf()).toEqual(["payment_failed"]);
    expect((await deliver(payload, sign(payload))).status).toBe(200); // Stripe delivers again
    const state = await stateOf(payment.id, learner.id, course.id);
    expect(state.payment).toMatchObject({ status: "failed", failureMessage: "Your card was declined." });
    expect(state.enrollments).toHaveLength(0);
    // ...and once, truly (a declined card charged nothing), with a link back to this course's
    // checkout to try again.
    expect(await emailsOf()).toEqual(["payment_failed"]);
    const [email] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, learner.id));
    expect(email.text).toContain("Nothing was charged.");
    expect(email.text).toContain(`/checkout/${course.id}`);
  });

  it("applies charge.refunded: access revoked and commission reversed, once", async () => {
    const { learner, course, payment } = await pendingStripePayment();
    const paid = event("payment_intent.succeeded", { id: payment.providerRef, object: "payment_intent" });
    await deliver(paid, sign(paid));
    const refund = event("charge.refunded", { id: "ch_1", object: "charge", refunded: true, payment_intent: payment.providerRef });
    expect((await deliver(refund, sign(refund))).status).toBe(200);
    expect((await deliver(refund, sign(refund))).status).toBe(200);
    const state = await stateOf(payment.id, learner.id, course.id);
    expect(state.payment.status).toBe("refunded");
    expect(state.enrollments[0].accessRevokedAt).not.toBeNull();
    expect(state.commissions.map((c) => c.status)).toEqual(["reversed"]);
  });

  it("extends a subscription by a month per paid invoice, with a commission on each instalment", async () => {
    const subscription = `sub_${Math.random().toString(36).slice(2)}`;
    const firstInvoice = `in_${Math.random().toString(36).slice(2)}`;
    const { learner, course, payment, entrepreneur } = await pendingStripePayment({
      type: "subscription",
      amountCents: 1_000,
      providerRef: firstInvoice,
      clientSecret: "pi_first_secret_abc",
      providerSubscriptionId: subscription,
    });
    const parent = { subscription_details: { subscription } };
    const first = event("invoice.paid", { id: firstInvoice, object: "invoice", amount_paid: 1_000, parent });
    expect((await deliver(first, sign(first))).status).toBe(200);
    const afterFirst = (await stateOf(payment.id, learner.id, course.id)).enrollments[0].accessUntil!;

    const renewal = `in_${Math.random().toString(36).slice(2)}`;
    const second = event("invoice.paid", { id: renewal, object: "invoice", amount_paid: 1_000, parent });
    await Promise.all([deliver(second, sign(second)), deliver(second, sign(second))]);
    const afterSecond = (await stateOf(payment.id, learner.id, course.id)).enrollments[0].accessUntil!;
    const days = (afterSecond.getTime() - afterFirst.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const rows = await ctx.db.select().from(payments).where(eq(payments.providerSubscriptionId, subscription));
    expect(rows.map((r) => r.status)).toEqual(["succeeded", "succeeded"]);
    const earned = await ctx.db.select().from(commissions).where(eq(commissions.entrepreneurId, entrepreneur.id));
    expect(earned.map((c) => c.amountCents)).toEqual([150, 150]);

    const ended = event("customer.subscription.deleted", { id: subscription, object: "subscription" });
    expect((await deliver(ended, sign(ended))).status).toBe(200);
    const [enrollment] = (await stateOf(payment.id, learner.id, course.id)).enrollments;
    expect(enrollment.subscriptionCancelledAt).not.toBeNull();
    expect(enrollment.accessUntil).toEqual(afterSecond);
  });

  it("keeps a lifetime owner's access, without a cancellation email, when Stripe ends a subscription of that course", async () => {
    const subscription = `sub_${Math.random().toString(36).slice(2)}`;
    const invoice = `in_${Math.random().toString(36).slice(2)}`;
    const { learner, course, payment } = await pendingStripePayment({
      type: "subscription",
      amountCents: 1_000,
      providerRef: invoice,
      clientSecret: "pi_lifetime_secret_abc",
      providerSubscriptionId: subscription,
    });
    await enroll(ctx, learner.id, course.id); // bought outright meanwhile: lifetime access
    const paid = event("invoice.paid", {
      id: invoice,
      object: "invoice",
      amount_paid: 1_000,
      parent: { subscription_details: { subscription } },
    });
    expect((await deliver(paid, sign(paid))).status).toBe(200);
    const ended = event("customer.subscription.deleted", { id: subscription, object: "subscription" });
    expect((await deliver(ended, sign(ended))).status).toBe(200);
    const [enrollment] = (await stateOf(payment.id, learner.id, course.id)).enrollments;
    expect(enrollment).toMatchObject({ accessUntil: null, accessRevokedAt: null });
    const templates = (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, learner.id))).map((e) => e.template);
    expect(templates).not.toContain("subscription_cancelled");
  });

  it("finds an instalment by its invoice: a failed first invoice is recorded, a refunded renewal revokes and cancels", async () => {
    const subscription = `sub_${Math.random().toString(36).slice(2)}`;
    const firstInvoice = `in_${Math.random().toString(36).slice(2)}`;
    const { learner, course, payment } = await pendingStripePayment({
      type: "subscription",
      amountCents: 1_000,
      providerRef: firstInvoice,
      clientSecret: "pi_firsttry_secret_abc",
      providerSubscriptionId: subscription,
    });
    invoiceOfIntent.set("pi_firsttry", firstInvoice);
    const failed = event("payment_intent.payment_failed", {
      id: "pi_firsttry",
      object: "payment_intent",
      last_payment_error: { message: "Your card was declined." },
    });
    expect((await deliver(failed, sign(failed))).status).toBe(200);
    expect((await stateOf(payment.id, learner.id, course.id)).payment).toMatchObject({
      status: "failed",
      failureMessage: "Your card was declined.",
    });

    const parent = { subscription_details: { subscription } };
    const first = event("invoice.paid", { id: firstInvoice, object: "invoice", amount_paid: 1_000, parent });
    await deliver(first, sign(first));
    const renewalInvoice = `in_${Math.random().toString(36).slice(2)}`;
    const renewal = event("invoice.paid", { id: renewalInvoice, object: "invoice", amount_paid: 1_000, parent });
    await deliver(renewal, sign(renewal));
    const [instalment] = await ctx.db.select().from(payments).where(eq(payments.providerRef, renewalInvoice));
    expect(instalment).toMatchObject({ status: "succeeded", clientSecret: null });

    // Refunded in Stripe's dashboard: the charge names the renewal's intent only.
    invoiceOfIntent.set("pi_renewal", renewalInvoice);
    const refund = event("charge.refunded", { id: "ch_2", object: "charge", refunded: true, payment_intent: "pi_renewal" });
    expect((await deliver(refund, sign(refund))).status).toBe(200);
    const state = await stateOf(instalment.id, learner.id, course.id);
    expect(state.payment.status).toBe("refunded");
    expect(state.enrollments[0].accessRevokedAt).not.toBeNull();
    expect(state.enrollments[0].subscriptionCancelledAt).not.toBeNull();
    expect(state.commissions.map((c) => c.status)).toEqual(["reversed"]);
    expect(cancelledSubscriptions).toContain(subscription); // Stripe stops billing it too
  });

  it("is not there when Stripe is not configured", async () => {
    const payload = event("payment_intent.succeeded", { id: "pi_x", object: "payment_intent" });
    expect((await request(ctx.built.app).post("/api/stripe/webhook").set("Stripe-Signature", sign(payload)).send(payload)).status).toBe(
      404,
    );
  });

  it("refunds a charge whose coupon was used up by another checkout meanwhile, and grants nothing", async () => {
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `LAST${Date.now()}`, percentOff: 10, maxRedemptions: 1 })
      .returning();
    const winner = await pendingStripePayment({ couponId: coupon.id, couponCode: coupon.code, discountCents: 500, amountCents: 4_501 });
    const loser = await pendingStripePayment({ couponId: coupon.id, couponCode: coupon.code, discountCents: 500, amountCents: 4_501 });
    for (const p of [winner, loser]) {
      const payload = event("payment_intent.succeeded", { id: p.payment.providerRef, object: "payment_intent" });
      expect((await deliver(payload, sign(payload))).status).toBe(200);
    }
    expect((await stateOf(winner.payment.id, winner.learner.id, winner.course.id)).payment.status).toBe("succeeded");
    const lost = await stateOf(loser.payment.id, loser.learner.id, loser.course.id);
    expect(lost.payment).toMatchObject({
      status: "failed",
      failureMessage: "This code has been used up. Your payment was refunded.",
      refundedAmountCents: 4_501,
    });
    expect(lost.payment.refundedAt).not.toBeNull();
    expect(lost.enrollments).toHaveLength(0);
    expect(lost.commissions).toHaveLength(0);
    expect(refundedPayments).toEqual([loser.payment.id]);
    // The buyer was charged: the email says it was refunded, not that nothing was charged.
    const [email] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, loser.learner.id));
    expect(email).toMatchObject({ template: "payment_failed" });
    expect(email.text).toContain("could not be accepted, so it has been refunded in full.");
    expect(email.text).not.toContain("Nothing was charged");
    expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toMatchObject([
      { paymentId: winner.payment.id },
    ]);
    // A redelivery grants nothing and refunds nothing more (the refund is recorded on the payment).
    const again = event("payment_intent.succeeded", { id: loser.payment.providerRef, object: "payment_intent" });
    expect((await deliver(again, sign(again))).status).toBe(200);
    expect(refundedPayments).toEqual([loser.payment.id]);
  });

  it("never fulfils a refunded coupon loser later, even once the winner's use was released", async () => {
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({ code: `ONCE${Date.now()}`, percentOff: 10, maxRedemptions: 1 })
      .returning();
    const winner = await pendingStripePayment({ couponId: coupon.id, couponCode: coupon.code, discountCents: 500, amountCents: 4_501 });
    const loser = await pendingStripePayment({ couponId: coupon.id, couponCode: coupon.code, discountCents: 500, amountCents: 4_501 });
    for (const p of [winner, loser]) {
      const payload = event("payment_intent.succeeded", { id: p.payment.providerRef, object: "payment_intent" });
      expect((await deliver(payload, sign(payload))).status).toBe(200);
    }
    expect(refundedPayments).toContain(loser.payment.id);
    const refundsBefore = refundedPayments.length;
    // The winner is refunded from Stripe's dashboard: its use of the coupon is released.
    const refund = event("charge.refunded", {
      id: `ch_${winner.payment.id}`,
      object: "charge",
      refunded: true,
      payment_intent: winner.payment.providerRef,
    });
    expect((await deliver(refund, sign(refund))).status).toBe(200);
    const released = await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(released).toHaveLength(1);
    expect(released[0].releasedAt).not.toBeNull();

    const again = event("payment_intent.succeeded", { id: loser.payment.providerRef, object: "payment_intent" });
    expect((await deliver(again, sign(again))).status).toBe(200);
    const lost = await stateOf(loser.payment.id, loser.learner.id, loser.course.id);
    expect(lost.payment).toMatchObject({ status: "failed", refundedAmountCents: 4_501 });
    expect(lost.enrollments).toHaveLength(0);
    expect(lost.commissions).toHaveLength(0);
    expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.paymentId, loser.payment.id))).toHaveLength(0);
    expect(refundedPayments).toHaveLength(refundsBefore);
  });
});

describe("POST /api/admin/payments/:id/refund with Stripe configured", () => {
  it("refunds a Stripe payment through Stripe and locks the course", async () => {
    const { learner, course, payment } = await pendingStripePayment();
    const paid = event("payment_intent.succeeded", { id: payment.providerRef, object: "payment_intent" });
    expect((await deliver(paid, sign(paid))).status).toBe(200);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }), app);

    const res = await admin.post(`/api/admin/payments/${payment.id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "refunded", refundedAmount: "50.01" });
    expect(refundedPayments).toContain(payment.id);
    const state = await stateOf(payment.id, learner.id, course.id);
    expect(state.enrollments[0].accessRevokedAt).not.toBeNull();
    expect(state.commissions.map((c) => c.status)).toEqual(["reversed"]);
  });

  it("sends nothing to Stripe for a payment the test provider took before Stripe was configured, and locks the course", async () => {
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const payment = await makePayment(ctx, { userId: learner.id, courseId: course.id, provider: "test" });
    await enroll(ctx, learner.id, course.id);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }), app);

    const res = await admin.post(`/api/admin/payments/${payment.id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "refunded" });
    expect(refundedPayments).not.toContain(payment.id);
    expect((await stateOf(payment.id, learner.id, course.id)).enrollments[0].accessRevokedAt).not.toBeNull();
  });
});

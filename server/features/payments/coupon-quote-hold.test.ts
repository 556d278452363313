import { eq } from "drizzle-orm";
import request from "supertest";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentIntentSchema } from "@shared/schemas/payments";
import { couponRedemptions, coupons, enrollments, payments, users } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { CARD_DETAILS, makePayment } from "../../test/payment-factories";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";
import type { PaymentProvider } from "./providers";

// docs/product-rules.md §11: a checkout's quoted price holds for 24 hours after it opened. A pending checkout
// confirmed later must still find its coupon active, started and not expired, and a promo code's
// owner still an active entrepreneur: refused before charging (test provider), else refunded (Stripe).

type Agent = Awaited<ReturnType<typeof signIn>>;
const HOUR = 3_600_000;
let ctx: TestContext;
let seq = 0;
const code = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++seq}`;

beforeAll(async () => {
  ctx = await createTestContext();
  await setSettings(ctx, { subscriptionTrialDays: 0 });
});
afterAll(async () => {
  await ctx.close();
});

/** A learner opens a one-time checkout for a $50 course with a 10% code, `hoursAgo` hours ago. */
async function openedCheckout(couponCode: string, hoursAgo: number) {
  const learner = await makeUser(ctx);
  const agent = await signIn(ctx, learner);
  const course = await makeCourse(ctx, { priceCents: 5_000 });
  const created = await agent.post("/api/create-payment-intent").send({ courseId: course.id, paymentType: "one_time", couponCode });
  expect(created.status).toBe(200);
  const intent = paymentIntentSchema.parse(created.body);
  await ctx.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(payments.userId, learner.id));
  return { learner, agent, course, intent };
}
const confirm = (agent: Agent, clientSecret: string) =>
  agent.post("/api/payments/test/confirm").send({ clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
const newCoupon = async (fields: Partial<typeof coupons.$inferInsert> = {}) =>
  (
    await ctx.db
      .insert(coupons)
      .values({ code: code("HOLD"), percentOff: 10, ...fields })
      .returning()
  )[0];
const expire = (id: number) =>
  ctx.db
    .update(coupons)
    .set({ expiresAt: new Date(Date.now() - HOUR) })
    .where(eq(coupons.id, id));

describe("the quoted price holds for 24 hours", () => {
  it("honours a coupon that expired after the checkout opened, within the 24 hours", async () => {
    const coupon = await newCoupon();
    const { agent, intent, learner } = await openedCheckout(coupon.code, 23);
    await expire(coupon.id);
    const res = await confirm(agent, intent.clientSecret);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "succeeded", amount: "45.00", discount: "5.00" });
    expect(await ctx.db.select().from(enrollments).where(eq(enrollments.userId, learner.id))).toHaveLength(1);
  });

  it("refuses, before the card is charged, a checkout confirmed after 24 hours whose coupon expired or was deactivated", async () => {
    for (const change of ["expired", "deactivated"] as const) {
      const coupon = await newCoupon();
      const { agent, intent, learner } = await openedCheckout(coupon.code, 25);
      if (change === "expired") await expire(coupon.id);
      else await ctx.db.update(coupons).set({ active: false }).where(eq(coupons.id, coupon.id));
      const res = await confirm(agent, intent.clientSecret);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject(
        change === "expired"
          ? { code: "COUPON_EXPIRED", message: "This code has expired." }
          : { code: "COUPON_UNKNOWN", message: "This code does not exist." },
      );
      const [row] = await ctx.db.select().from(payments).where(eq(payments.userId, learner.id));
      expect(row).toMatchObject({ status: "failed", failureMessage: res.body.message });
      expect(await ctx.db.select().from(enrollments).where(eq(enrollments.userId, learner.id))).toHaveLength(0);
      expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(0);
    }
  });

  it("still honours a coupon that remains valid after 24 hours", async () => {
    const coupon = await newCoupon({ expiresAt: new Date(Date.now() + 24 * HOUR) });
    const { agent, intent } = await openedCheckout(coupon.code, 30);
    expect((await confirm(agent, intent.clientSecret)).body).toMatchObject({ status: "succeeded", amount: "45.00" });
  });

  it("refuses a promo code whose owner was suspended, once the 24 hours have passed", async () => {
    const owner = await makeUser(ctx, { role: "entrepreneur" });
    const promo = await newCoupon({ kind: "promo", ownerId: owner.id, percentOff: 10 });
    const { agent, intent } = await openedCheckout(promo.code, 25);
    await ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, owner.id));
    const res = await confirm(agent, intent.clientSecret);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "COUPON_UNKNOWN" });
  });

  it("opens a fresh checkout instead of reusing a pending one older than 24 hours", async () => {
    const coupon = await newCoupon();
    const { agent, course, intent } = await openedCheckout(coupon.code, 25);
    const again = await agent
      .post("/api/create-payment-intent")
      .send({ courseId: course.id, paymentType: "one_time", couponCode: coupon.code });
    expect(again.status).toBe(200);
    expect(again.body.clientSecret).not.toBe(intent.clientSecret);
    const recent = await agent
      .post("/api/create-payment-intent")
      .send({ courseId: course.id, paymentType: "one_time", couponCode: coupon.code });
    expect(recent.body.clientSecret).toBe(again.body.clientSecret);
  });

  it("refunds a Stripe charge for a stale checkout whose coupon expired meanwhile, and grants nothing", async () => {
    const SECRET = "whsec_quote_hold";
    const stripe = new Stripe("sk_test_not_a_real_key");
    const refunded: number[] = [];
    const provider: PaymentProvider = {
      name: "stripe",
      openCharge: async () => {
        throw new Error("not used");
      },
      refund: async ({ paymentId }) => void refunded.push(paymentId),
      cancelSubscription: async () => {},
      invoiceOfPaymentIntent: async () => null,
    };
    const app = ctx.makeApp({ stripeConfigured: true, stripe: { client: stripe, webhookSecret: SECRET }, paymentProvider: provider });
    const coupon = await newCoupon();
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx, { priceCents: 5_000 });
    const payment = await makePayment(ctx, {
      userId: learner.id,
      courseId: course.id,
      provider: "stripe",
      providerRef: `pi_hold${Date.now()}`,
      status: "pending",
      succeededAt: null,
      amountCents: 4_500,
      discountCents: 500,
      couponId: coupon.id,
      couponCode: coupon.code,
      createdAt: new Date(Date.now() - 25 * HOUR),
    });
    await expire(coupon.id);
    const payload = JSON.stringify({
      id: "evt_hold",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: payment.providerRef, object: "payment_intent" } },
    });
    const res = await request(app.app)
      .post("/api/stripe/webhook")
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }))
      .send(payload);
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({
      status: "failed",
      failureMessage: "This code has expired. Your payment was refunded.",
      refundedAmountCents: 4_500,
    });
    expect(refunded).toEqual([payment.id]);
    expect(await ctx.db.select().from(enrollments).where(eq(enrollments.userId, learner.id))).toHaveLength(0);
  });
});

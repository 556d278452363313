// Four guards that no other test would miss if they were deleted (docs/testing.md, "Money guards"). Each test fails
// when its guard is removed: checked by hand, by deleting the guard and running this file.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commissions, enrollments, payments } from "../../db/schema";
import { enroll, makeCourse } from "../../test/course-factories";
import { makePayment } from "../../test/payment-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";
import { fulfilPayment } from "./fulfil-payment.service";
import type { PaymentProvider } from "./providers";

let ctx: TestContext;
const refundedThroughProvider: number[] = [];
const testProvider: PaymentProvider = {
  name: "test",
  openCharge: async () => ({
    providerRef: `test_pi_${Math.random().toString(36).slice(2)}`,
    clientSecret: `s_${Math.random()}`,
    providerSubscriptionId: null,
  }),
  refund: async ({ paymentId }) => void refundedThroughProvider.push(paymentId),
  cancelSubscription: async () => undefined,
  invoiceOfPaymentIntent: async () => null,
};

beforeAll(async () => {
  ctx = await createTestContext({ paymentProvider: testProvider });
});
afterAll(async () => {
  await ctx.close();
});

const enrollmentOf = async (userId: number, courseId: number) =>
  (
    await ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  )[0];

describe("money guards", () => {
  it("refunding an old instalment keeps the access a later lifetime purchase gave", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx, { priceCents: 12_000 });
    const instalment = await makePayment(ctx, {
      userId: learner.id,
      courseId: course.id,
      type: "subscription",
      amountCents: 4_000,
      succeededAt: new Date(Date.now() - 40 * 86_400_000),
    });
    await makePayment(ctx, { userId: learner.id, courseId: course.id, type: "one_time", amountCents: 12_000 });
    await enroll(ctx, learner.id, course.id, { accessUntil: null });

    const res = await admin.post(`/api/admin/payments/${instalment.id}/refund`);
    expect(res.status).toBe(200);
    const enrollment = await enrollmentOf(learner.id, course.id);
    expect(enrollment.accessRevokedAt).toBeNull();
    expect(enrollment.accessUntil).toBeNull();
  });

  it("an instalment that arrives for a lifetime owner leaves the access lifetime", async () => {
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx, { priceCents: 12_000 });
    await makePayment(ctx, { userId: learner.id, courseId: course.id, type: "one_time" });
    await enroll(ctx, learner.id, course.id, { accessUntil: null });
    const instalment = await makePayment(ctx, {
      userId: learner.id,
      courseId: course.id,
      type: "subscription",
      amountCents: 4_000,
      status: "pending",
      succeededAt: null,
    });

    expect(await fulfilPayment(ctx.db, ctx.settings, instalment.id)).toBe(true);
    const enrollment = await enrollmentOf(learner.id, course.id);
    expect(enrollment.accessUntil).toBeNull(); // not "one month from now"
    expect(enrollment.accessRevokedAt).toBeNull();
  });

  it("refuses to refund a Stripe payment while Stripe is not configured, and changes nothing", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const payment = await makePayment(ctx, {
      userId: learner.id,
      courseId: course.id,
      provider: "stripe",
      providerRef: `pi_stripe_${Date.now()}`,
    });
    await enroll(ctx, learner.id, course.id);

    const res = await admin.post(`/api/admin/payments/${payment.id}/refund`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "STRIPE_NOT_CONFIGURED",
      message: "This payment was made through Stripe, which is not configured now.",
    });
    const [after] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after.status).toBe("succeeded");
    expect((await enrollmentOf(learner.id, course.id)).accessRevokedAt).toBeNull();
    expect(refundedThroughProvider).not.toContain(payment.id);
  });

  it("pays no commission to an entrepreneur who referred their own purchase", async () => {
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const course = await makeCourse(ctx);
    const payment = await makePayment(ctx, {
      userId: entrepreneur.id,
      courseId: course.id,
      affiliateUserId: entrepreneur.id,
      status: "pending",
      succeededAt: null,
    });

    expect(await fulfilPayment(ctx.db, ctx.settings, payment.id)).toBe(true);
    expect(await ctx.db.select().from(commissions).where(eq(commissions.paymentId, payment.id))).toHaveLength(0);
    // Another buyer through the same entrepreneur does earn one (the guard is about self-use only).
    const buyer = await makeUser(ctx);
    const other = await makePayment(ctx, {
      userId: buyer.id,
      courseId: course.id,
      affiliateUserId: entrepreneur.id,
      status: "pending",
      succeededAt: null,
    });
    expect(await fulfilPayment(ctx.db, ctx.settings, other.id)).toBe(true);
    expect(await ctx.db.select().from(commissions).where(eq(commissions.paymentId, other.id))).toHaveLength(1);
  });
});

import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_EXPIRED, CARD_NUMBER_INVALID } from "@shared/card-checks";
import { ALREADY_OWNED, CARD_DECLINED, paymentIntentSchema, paymentSchema } from "@shared/schemas/payments";
import { commissions, enrollments, payments, users } from "../../db/schema";
import { makeChapter, makeCourse, makeUploadedFile } from "../../test/course-factories";
import { CARD_DETAILS, makePayment } from "../../test/payment-factories";
import { testCardDecline } from "./providers/test-provider";
import { createTestContext, makeUser, setSettings, signIn, type MadeUser, type TestContext } from "../../test/test-app";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // Paid months from the first: the free trial (docs/product-rules.md §11) has its own tests in free-trial.test.ts.
  await setSettings(ctx, { subscriptionTrialDays: 0 });
});
afterAll(async () => {
  await ctx.close();
});

const SUCCESS = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

async function buyer(role: "personal" | "entrepreneur" = "personal"): Promise<{ user: MadeUser; agent: Agent }> {
  const user = await makeUser(ctx, { role });
  return { user, agent: await signIn(ctx, user) };
}
async function entrepreneurCode(status: "active" | "suspended" = "active") {
  const user = await makeUser(ctx, { role: "entrepreneur", status });
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  return { user, code: row.affiliateCode! };
}
const enrollmentOf = async (userId: number, courseId: number) =>
  (
    await ctx.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  )[0];
const commissionsOfPayment = (paymentId: number) => ctx.db.select().from(commissions).where(eq(commissions.paymentId, paymentId));
const paymentRow = async (ref: string) => (await ctx.db.select().from(payments).where(eq(payments.providerRef, ref)))[0];

async function intent(agent: Agent, body: Record<string, unknown>) {
  const res = await agent.post("/api/create-payment-intent").send(body);
  return res;
}

describe("POST /api/create-payment-intent", () => {
  it("computes the amount from the database and ignores a client-sent amount", async () => {
    const { agent } = await buyer();
    const course = await makeCourse(ctx, { priceCents: 12_900 });
    const res = await intent(agent, { courseId: course.id, paymentType: "one_time", amount: 1, price: "0.01" });
    expect(res.status).toBe(200);
    const body = paymentIntentSchema.parse(res.body);
    expect(body).toMatchObject({ amount: "129.00", provider: "test", paymentType: "one_time", affiliateCode: null });
    expect((await paymentRow(body.paymentIntentId)).amountCents).toBe(12_900);
  });

  it("charges a subscription at price / 12 rounded half up to the cent", async () => {
    const { agent } = await buyer();
    const course = await makeCourse(ctx, { priceCents: 12_906 }); // 1075.5 cents -> 1076
    const res = await intent(agent, { courseId: course.id, paymentType: "subscription" });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe("10.76");
  });

  it("reuses the pending payment for the same choice and opens a new one when the type changes", async () => {
    const { agent, user } = await buyer();
    const course = await makeCourse(ctx);
    const a = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    const b = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    const c = await intent(agent, { courseId: course.id, paymentType: "subscription" });
    expect(b.body.clientSecret).toBe(a.body.clientSecret);
    expect(c.body.clientSecret).not.toBe(a.body.clientSecret);
    const rows = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.courseId, course.id)));
    expect(rows).toHaveLength(2);
  });

  it("answers 404 for a draft or unknown course and 400 for a free one or bad input, writing nothing", async () => {
    const { agent, user } = await buyer();
    const draft = await makeCourse(ctx, { isPublished: false });
    const free = await makeCourse(ctx, { priceCents: 0 });
    expect((await intent(agent, { courseId: draft.id, paymentType: "one_time" })).status).toBe(404);
    expect((await intent(agent, { courseId: 999_999, paymentType: "one_time" })).status).toBe(404);
    expect((await intent(agent, { courseId: free.id, paymentType: "one_time" })).status).toBe(400);
    // The codes a client tells the cases apart by.
    expect((await intent(agent, { courseId: draft.id, paymentType: "one_time" })).body.code).toBe("COURSE_NOT_FOUND");
    expect((await intent(agent, { courseId: free.id, paymentType: "one_time" })).body.code).toBe("FREE_COURSE");
    const bad = await intent(agent, { courseId: "abc", paymentType: "yearly" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("paymentType");
    expect((await intent(agent, { courseId: draft.id, paymentType: "one_time", affiliateCode: "<script>" })).status).toBe(400);
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  it("refuses an owner with 409 You already own this course.", async () => {
    const { agent } = await buyer();
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    expect(
      (await agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS }))
        .status,
    ).toBe(200);
    const again = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "ALREADY_OWNED", message: ALREADY_OWNED });
  });

  it("is refused to admins and to anonymous callers", async () => {
    const course = await makeCourse(ctx);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    expect((await intent(admin, { courseId: course.id, paymentType: "one_time" })).status).toBe(403);
    expect(
      (await request(ctx.built.app).post("/api/create-payment-intent").send({ courseId: course.id, paymentType: "one_time" })).status,
    ).toBe(401);
  });
});

describe("POST /api/payments/test/confirm", () => {
  it("fulfils once: payment succeeded, lifetime enrollment, 15 % commission for the affiliate", async () => {
    const { agent, user } = await buyer();
    const { user: affiliate, code } = await entrepreneurCode();
    const course = await makeCourse(ctx, { priceCents: 9_999, title: "Odd cents" });
    await makeChapter(ctx, course.id, { isPreview: false });
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time", affiliateCode: code });
    expect(body.affiliateCode).toBe(code);

    const res = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
    expect(res.status).toBe(200);
    expect(paymentSchema.parse(res.body)).toMatchObject({ status: "succeeded", courseId: course.id, amount: "99.99" });

    const enrollment = await enrollmentOf(user.id, course.id);
    expect(enrollment).toMatchObject({ accessUntil: null, accessRevokedAt: null });
    const payment = await paymentRow(body.paymentIntentId);
    const [commission] = await commissionsOfPayment(payment.id);
    // 9999 × 15 / 100 = 1499.85 -> 1500 (half up, once)
    expect(commission).toMatchObject({
      entrepreneurId: affiliate.id,
      amountCents: 1_500,
      commissionRate: 15,
      status: "pending",
      productType: "course",
      productName: "Odd cents",
    });
  });

  it("gives one enrollment and one commission for a duplicate confirmation, sequential or parallel", async () => {
    const { agent, user } = await buyer();
    const { code } = await entrepreneurCode();
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time", affiliateCode: code });
    const confirm = () =>
      agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
    const results = await Promise.all([confirm(), confirm(), confirm()]);
    const later = await confirm();
    for (const r of [...results, later]) expect(r.status).toBe(200);
    const payment = await paymentRow(body.paymentIntentId);
    expect(await commissionsOfPayment(payment.id)).toHaveLength(1);
    expect(await ctx.db.select().from(enrollments).where(eq(enrollments.userId, user.id))).toHaveLength(1);
  });

  it("charges once when two different payments for one course are confirmed at the same moment", async () => {
    const { agent, user } = await buyer();
    const course = await makeCourse(ctx);
    const once = (await intent(agent, { courseId: course.id, paymentType: "one_time" })).body;
    const monthly = (await intent(agent, { courseId: course.id, paymentType: "subscription" })).body;
    const [a, b] = await Promise.all(
      [once, monthly].map((i) =>
        agent.post("/api/payments/test/confirm").send({ clientSecret: i.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS }),
      ),
    );
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body).toMatchObject({ code: "ALREADY_OWNED", message: ALREADY_OWNED });
    const rows = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.courseId, course.id)));
    expect(rows.map((r) => r.status).sort()).toEqual(["pending", "succeeded"]);
    expect(await ctx.db.select().from(enrollments).where(eq(enrollments.userId, user.id))).toHaveLength(1);
  });

  it("declines 4000 0000 0000 0002 with 402 and grants nothing; the same payment may then succeed", async () => {
    const { agent, user } = await buyer();
    const { code } = await entrepreneurCode();
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time", affiliateCode: code });
    const declined = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: body.clientSecret, cardNumber: DECLINED, ...CARD_DETAILS });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(CARD_DECLINED);
    const payment = await paymentRow(body.paymentIntentId);
    expect(payment).toMatchObject({ status: "failed", failureMessage: CARD_DECLINED });
    expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
    expect(await commissionsOfPayment(payment.id)).toHaveLength(0);
    const chapter = await makeChapter(ctx, course.id, {
      isPreview: false,
      videoFile: makeUploadedFile(ctx, "videos", `lesson-${Date.now()}-${Math.random()}.mp4`, "not really a video"),
    });
    expect((await agent.get(`/api/chapters/${chapter.id}/video`)).status).toBe(403);

    const retry = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
    expect(retry.status).toBe(200);
    expect(await enrollmentOf(user.id, course.id)).toBeDefined();
  });

  it("answers 409 to a refunded payment confirmed again, and the course stays locked", async () => {
    const { agent, user } = await buyer();
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    const confirm = () =>
      agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
    expect((await confirm()).status).toBe(200);
    const payment = await paymentRow(body.paymentIntentId);
    expect((await admin.post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(200);

    const again = await confirm();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This payment was refunded; start a new checkout.");
    expect(await paymentRow(body.paymentIntentId)).toMatchObject({ status: "refunded" });
    expect(await enrollmentOf(user.id, course.id)).toMatchObject({ accessRevokedAt: expect.any(Date) });
  });

  it("answers a confirmed payment as it is when it is confirmed again, even with a declined card", async () => {
    const { agent, user } = await buyer();
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    const confirm = (cardNumber: string) =>
      agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber, ...CARD_DETAILS });
    expect((await confirm(SUCCESS)).status).toBe(200);
    const again = await confirm(DECLINED);
    expect(again.status).toBe(200);
    expect(paymentSchema.parse(again.body)).toMatchObject({ status: "succeeded" });
    expect(await paymentRow(body.paymentIntentId)).toMatchObject({ status: "succeeded", failureMessage: null });
    expect(await enrollmentOf(user.id, course.id)).toMatchObject({ accessRevokedAt: null });
  });

  it("confirms only the test provider's payments: a Stripe checkout's secret answers 404 and stays pending", async () => {
    const { agent, user } = await buyer();
    const course = await makeCourse(ctx);
    const stripe = await makePayment(ctx, {
      userId: user.id,
      courseId: course.id,
      provider: "stripe",
      providerRef: `pi_${Date.now()}`,
      status: "pending",
      succeededAt: null,
    });
    const res = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: stripe.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
    expect(res.status).toBe(404);
    expect(await paymentRow(stripe.providerRef)).toMatchObject({ status: "pending" });
    expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
  });

  it("refuses another user's client secret and bad card input", async () => {
    const { agent } = await buyer();
    const { agent: other } = await buyer();
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    expect(
      (await other.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS }))
        .status,
    ).toBe(404);
    const bad = await agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: "42", ...CARD_DETAILS });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("cardNumber");
    expect((await paymentRow(body.paymentIntentId)).status).toBe("pending");
  });

  it("declines a past expiry date with 402 Your card has expired. and marks the payment failed", async () => {
    const { agent, user } = await buyer();
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, "0");
    const res = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, expiry: `12/${lastYear}`, cvc: "123" });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(CARD_EXPIRED);
    expect(await paymentRow(body.paymentIntentId)).toMatchObject({ status: "failed", failureMessage: CARD_EXPIRED });
    expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
  });

  it("accepts a card through the last day of its expiry month and declines it the day after", async () => {
    const card = { cardNumber: "4242424242424242", expiry: "02/28" };
    expect(testCardDecline(card, new Date("2028-02-29T23:59:59Z"))).toBeNull();
    expect(testCardDecline(card, new Date("2028-03-01T00:00:00Z"))).toBe(CARD_EXPIRED);
  });

  it("declines a number that fails the Luhn check with 402 Your card number is invalid.", async () => {
    const { agent, user } = await buyer();
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    const res = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: body.clientSecret, cardNumber: "4242 4242 4242 4241", ...CARD_DETAILS });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(CARD_NUMBER_INVALID);
    expect(await enrollmentOf(user.id, course.id)).toBeUndefined();
  });

  it("answers 400 for a missing expiry or CVC, a malformed expiry and a CVC of the wrong length, changing nothing", async () => {
    const { agent } = await buyer();
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    const send = (card: Record<string, unknown>) =>
      agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...card });
    const noExpiry = await send({ cvc: "123" });
    expect(noExpiry.status).toBe(400);
    expect(noExpiry.body.errors).toHaveProperty("expiry");
    const noCvc = await send({ expiry: CARD_DETAILS.expiry });
    expect(noCvc.status).toBe(400);
    expect(noCvc.body.errors).toHaveProperty("cvc");
    const badMonth = await send({ expiry: "13/30", cvc: "123" });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.errors.expiry).toBe("Enter the expiry date as MM/YY");
    const fourDigitVisa = await send({ expiry: CARD_DETAILS.expiry, cvc: "1234" });
    expect(fourDigitVisa.status).toBe(400);
    expect(fourDigitVisa.body.errors.cvc).toBe("The security code of this card is 3 digits");
    expect((await paymentRow(body.paymentIntentId)).status).toBe("pending");
  });

  it("takes a 4-digit CVC for an Amex-style number and refuses 3 digits for it", async () => {
    const { agent, user } = await buyer();
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    const amex = "3782 822463 10005";
    const short = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: body.clientSecret, cardNumber: amex, expiry: CARD_DETAILS.expiry, cvc: "123" });
    expect(short.status).toBe(400);
    expect(short.body.errors.cvc).toBe("The security code of this card is 4 digits");
    const ok = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: body.clientSecret, cardNumber: amex, expiry: CARD_DETAILS.expiry, cvc: "1234" });
    expect(ok.status).toBe(200);
    expect(await enrollmentOf(user.id, course.id)).toBeDefined();
  });

  it("pays no commission for a self-referral or an inactive entrepreneur", async () => {
    const self = await entrepreneurCode();
    const selfAgent = await signIn(ctx, self.user);
    const course = await makeCourse(ctx);
    const own = await intent(selfAgent, { courseId: course.id, paymentType: "one_time", affiliateCode: self.code });
    expect(own.body.affiliateCode).toBeNull();
    await selfAgent.post("/api/payments/test/confirm").send({ clientSecret: own.body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
    expect(await commissionsOfPayment((await paymentRow(own.body.paymentIntentId)).id)).toHaveLength(0);

    const suspended = await entrepreneurCode("suspended");
    const { agent } = await buyer();
    const res = await intent(agent, { courseId: course.id, paymentType: "one_time", affiliateCode: suspended.code });
    expect(res.body.affiliateCode).toBeNull();
    await agent.post("/api/payments/test/confirm").send({ clientSecret: res.body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
    expect(await commissionsOfPayment((await paymentRow(res.body.paymentIntentId)).id)).toHaveLength(0);
  });

  it("pays no commission when the entrepreneur is suspended between checkout and confirmation", async () => {
    const { user: affiliate, code } = await entrepreneurCode();
    const { agent, user } = await buyer();
    const course = await makeCourse(ctx);
    const res = await intent(agent, { courseId: course.id, paymentType: "one_time", affiliateCode: code });
    expect(res.body.affiliateCode).toBe(code);
    await ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, affiliate.id));
    expect(
      (await agent.post("/api/payments/test/confirm").send({ clientSecret: res.body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS }))
        .status,
    ).toBe(200);
    expect(await commissionsOfPayment((await paymentRow(res.body.paymentIntentId)).id)).toHaveLength(0);
    expect(await enrollmentOf(user.id, course.id)).toBeDefined();
  });

  it("stores the platform's commission rate at the moment of payment", async () => {
    await setSettings(ctx, { commissionRate: 20, subscriptionTrialDays: 0 });
    try {
      const { agent } = await buyer();
      const { code } = await entrepreneurCode();
      const course = await makeCourse(ctx, { priceCents: 1_005 });
      const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time", affiliateCode: code });
      await agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
      const [commission] = await commissionsOfPayment((await paymentRow(body.paymentIntentId)).id);
      expect(commission).toMatchObject({ commissionRate: 20, amountCents: 201 }); // 1005 × 20 % = 201
    } finally {
      await setSettings(ctx, { subscriptionTrialDays: 0 });
    }
  });
});

describe("GET /api/payments/:paymentIntentId", () => {
  it("shows the buyer their own payment only", async () => {
    const { agent } = await buyer();
    const { agent: other } = await buyer();
    const course = await makeCourse(ctx, { title: "Mine" });
    const { body } = await intent(agent, { courseId: course.id, paymentType: "subscription" });
    const pending = await agent.get(`/api/payments/${body.paymentIntentId}`);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ status: "pending", courseTitle: "Mine", type: "subscription" });
    expect((await other.get(`/api/payments/${body.paymentIntentId}`)).status).toBe(404);
    expect((await agent.get(`/api/payments/nope`)).status).toBe(404);
    expect((await agent.get(`/api/payments/${"x".repeat(300)}`)).status).toBe(400);
  });
});

describe("subscriptions", () => {
  it("gives a month of access per instalment and keeps it to the end of the month after cancelling", async () => {
    const { agent, user } = await buyer();
    const course = await makeCourse(ctx, { priceCents: 12_000 });
    const { body } = await intent(agent, { courseId: course.id, paymentType: "subscription" });
    const before = Date.now();
    await agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
    const enrollment = await enrollmentOf(user.id, course.id);
    const until = enrollment.accessUntil!.getTime();
    expect(until - before).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(until - before).toBeLessThanOrEqual(31 * 86_400_000 + 60_000);

    const cancel = await agent.post(`/api/personal/subscriptions/${course.id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body.subscriptionCancelledAt).not.toBeNull();
    expect(cancel.body.hasAccess).toBe(true);
    expect(cancel.body.accessUntil).toBe(enrollment.accessUntil!.toISOString());

    // The paid month ends: the chapters lock again.
    await ctx.db
      .update(enrollments)
      .set({ accessUntil: new Date(Date.now() - 1000) })
      .where(eq(enrollments.id, enrollment.id));
    const list = await agent.get("/api/personal/enrollments");
    expect(list.body.find((e: { courseId: number }) => e.courseId === course.id).hasAccess).toBe(false);
  });

  it("answers 409 when cancelling a lifetime enrollment and 400 for a bad id", async () => {
    const { agent } = await buyer();
    const course = await makeCourse(ctx);
    const { body } = await intent(agent, { courseId: course.id, paymentType: "one_time" });
    await agent.post("/api/payments/test/confirm").send({ clientSecret: body.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
    expect((await agent.post(`/api/personal/subscriptions/${course.id}/cancel`)).status).toBe(409);
    expect((await agent.post(`/api/personal/subscriptions/abc/cancel`)).status).toBe(400);
    expect((await agent.post(`/api/personal/subscriptions/999999/cancel`)).status).toBe(404);
  });
});

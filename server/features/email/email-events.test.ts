import { and, desc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { commissions, emailOutbox, enrollments, payments } from "../../db/schema";
import { enroll, makeChapter, makeCourse } from "../../test/course-factories";
import { affiliateCodeOf, CARD_DETAILS, makeCommission, makePayment } from "../../test/payment-factories";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";
import { linkIn, startTestSmtp, type TestSmtp } from "../../test/test-smtp";
import { createLogger } from "../../lib/logger";
import { runMonthlyPayout } from "../payments/payouts.service";
import { renewDueTestSubscriptions } from "../payments/subscription-renewals.service";
import { deliverDueEmails } from "./deliver.service";

// Each email when its event happens, once, to the right person (docs/product-rules.md §9).
let ctx: TestContext;
let smtp: TestSmtp;
const PUBLIC_URL = "https://academy.example.test";
const SUCCESS = "4242424242424242";
const DECLINED = "4000000000000002";

beforeAll(async () => {
  ctx = await createTestContext();
  // Instalments charged from the first month: the free trial has its own tests (payments/free-trial.test.ts).
  await setSettings(ctx, { subscriptionTrialDays: 0 });
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  await ctx.db.delete(emailOutbox);
});

const deliver = () =>
  deliverDueEmails(ctx.db, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, production: true, logger: createLogger("silent") });
const mailTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
const emailOf = (u: { username: string }) => `${u.username}@example.test`;

async function checkout(paymentType: "one_time" | "subscription", card = SUCCESS, referrer?: Awaited<ReturnType<typeof makeUser>>) {
  const learner = await makeUser(ctx);
  const agent = await signIn(ctx, learner);
  const entrepreneur = referrer ?? (await makeUser(ctx, { role: "entrepreneur" }));
  const course = await makeCourse(ctx, { priceCents: 4_900, title: `Options ${Math.random().toString(36).slice(2, 6)}` });
  const intent = await agent
    .post("/api/create-payment-intent")
    .send({ courseId: course.id, paymentType, affiliateCode: await affiliateCodeOf(ctx, entrepreneur.id) });
  const confirm = () =>
    agent.post("/api/payments/test/confirm").send({ clientSecret: intent.body.clientSecret, cardNumber: card, ...CARD_DETAILS });
  const first = await confirm();
  return { learner, agent, entrepreneur, course, intent: intent.body, first, confirm };
}

describe("emails sent by events", () => {
  it("a purchase sends the buyer a receipt and the affiliate a commission email, once each", async () => {
    const { learner, entrepreneur, course, intent, first, confirm } = await checkout("one_time");
    expect(first.status).toBe(200);
    expect((await confirm()).status).toBe(200); // a double click
    await deliver();
    const [receipt] = mailTo(emailOf(learner));
    expect(mailTo(emailOf(learner))).toHaveLength(1);
    expect(receipt.subject).toBe(`GSM Academy: receipt for ${course.title}`);
    expect(receipt.body).toContain("Amount: $49.00");
    expect(receipt.body).toContain("Type: One-time purchase");
    expect(receipt.body).toContain(`Payment reference: ${intent.paymentIntentId}`);
    // Without a coupon the receipt shows the amount only: no list price, no discount line.
    expect(receipt.body).not.toContain("Price:");
    expect(receipt.body).not.toContain("Discount");
    expect(mailTo(emailOf(entrepreneur))).toHaveLength(1);
    // 15 % of $49.00, on that course.
    expect(mailTo(emailOf(entrepreneur))[0].body).toContain(`A sale of ${course.title} through your affiliate link earned you $7.35.`);
    expect(linkIn(mailTo(emailOf(entrepreneur))[0], "/unsubscribe?token=")).toBeTruthy();
  });

  it("an entrepreneur who used the one-click unsubscribe gets no more commission emails; buyers still get receipts", async () => {
    const { entrepreneur } = await checkout("one_time");
    await deliver();
    const link = linkIn(mailTo(emailOf(entrepreneur))[0], "/unsubscribe?token=")!;
    const token = new URL(link).searchParams.get("token");
    const unsubscribe = await request(ctx.built.app).post("/api/email/unsubscribe").send({ token });
    expect(unsubscribe.status).toBe(200);

    const second = await checkout("one_time", SUCCESS, entrepreneur);
    expect(second.first.status).toBe(200);
    await deliver();
    expect(mailTo(emailOf(entrepreneur))).toHaveLength(1); // only the first sale's
    expect(mailTo(emailOf(second.learner))).toHaveLength(1); // the receipt
    const [commission] = await ctx.db
      .select()
      .from(commissions)
      .where(eq(commissions.entrepreneurId, entrepreneur.id))
      .orderBy(desc(commissions.id))
      .limit(1);
    expect(commission).toBeDefined(); // the commission itself is earned as before
  });

  it("a second payment for a course already bought rolls back and sends no second receipt", async () => {
    const { learner, agent, course } = await checkout("one_time");
    // Opened in another tab before the first went through: its confirmation is refused (409).
    const other = await makePayment(ctx, {
      userId: learner.id,
      courseId: course.id,
      status: "pending",
      clientSecret: "second-tab",
      providerRef: `second_${course.id}`,
    });
    const res = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: other.clientSecret, cardNumber: SUCCESS, ...CARD_DETAILS });
    expect(res.status).toBe(409);
    await deliver();
    expect(mailTo(emailOf(learner))).toHaveLength(1);
  });

  it("a declined card sends one payment-failed email", async () => {
    const { learner, course, first, confirm } = await checkout("one_time", DECLINED);
    expect(first.status).toBe(402);
    expect((await confirm()).status).toBe(402);
    await deliver();
    expect(mailTo(emailOf(learner)).map((m) => m.subject)).toEqual([`GSM Academy: payment failed for ${course.title}`]);
  });

  it("cancelling a subscription says when access ends, once; a refund sends the refund email", async () => {
    const { learner, agent, course } = await checkout("subscription");
    expect((await agent.post(`/api/personal/subscriptions/${course.id}/cancel`).send({})).status).toBe(200);
    expect((await agent.post(`/api/personal/subscriptions/${course.id}/cancel`).send({})).status).toBe(200);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.userId, learner.id));
    expect((await admin.post(`/api/admin/payments/${payment.id}/refund`).send({})).status).toBe(200);
    await deliver();
    const subjects = mailTo(emailOf(learner)).map((m) => m.subject);
    expect(subjects.sort()).toEqual(
      [
        `GSM Academy: receipt for ${course.title}`,
        `GSM Academy: refund for ${course.title}`,
        `GSM Academy: subscription to ${course.title} cancelled`,
      ].sort(),
    );
    expect(mailTo(emailOf(learner)).find((m) => m.subject.includes("cancelled"))!.body).toMatch(/access continues until \w+ \d+, \d{4}/);
  });

  it("the refund email names the amount refunded and the payment's reference", async () => {
    const { learner, course } = await checkout("one_time");
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.userId, learner.id));
    expect((await admin.post(`/api/admin/payments/${payment.id}/refund`).send({})).status).toBe(200);
    await deliver();
    const refund = mailTo(emailOf(learner)).find((m) => m.subject === `GSM Academy: refund for ${course.title}`);
    expect(refund?.body).toContain(`We refunded $49.00 for ${course.title} (payment reference ${payment.providerRef}).`);
  });

  it("each monthly instalment of a subscription gets its own receipt", async () => {
    const { learner, course } = await checkout("subscription");
    await ctx.db
      .update(enrollments)
      .set({ accessUntil: new Date(Date.now() + 3600_000) })
      .where(and(eq(enrollments.userId, learner.id), eq(enrollments.courseId, course.id)));
    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings)).toBe(1);
    expect(await renewDueTestSubscriptions(ctx.db, ctx.settings)).toBe(0);
    await deliver();
    const receipts = mailTo(emailOf(learner)).filter((m) => m.subject === `GSM Academy: receipt for ${course.title}`);
    expect(receipts).toHaveLength(2);
    expect(receipts.every((m) => m.body.includes("Type: Monthly subscription"))).toBe(true);
  });

  it("completing the last chapter sends the certificate with its public verification link, once", async () => {
    const learner = await makeUser(ctx);
    const agent = await signIn(ctx, learner);
    const course = await makeCourse(ctx, { title: "Candles" });
    const a = await makeChapter(ctx, course.id);
    const b = await makeChapter(ctx, course.id);
    await enroll(ctx, learner.id, course.id);
    await agent.post(`/api/personal/courses/${course.id}/chapters/${a.id}/complete`).send({});
    await deliver();
    expect(mailTo(emailOf(learner))).toHaveLength(0);
    await agent.post(`/api/personal/courses/${course.id}/chapters/${b.id}/complete`).send({});
    await agent.post(`/api/personal/courses/${course.id}/chapters/${b.id}/complete`).send({});
    // Unticked and ticked again: the certificate was earned once.
    await agent.delete(`/api/personal/courses/${course.id}/chapters/${b.id}/complete`);
    await agent.post(`/api/personal/courses/${course.id}/chapters/${b.id}/complete`).send({});
    await deliver();
    expect(mailTo(emailOf(learner))).toHaveLength(1);
    expect(linkIn(mailTo(emailOf(learner))[0], `/certificate/${course.id}/${learner.id}`)).toBe(
      `${PUBLIC_URL}/certificate/${course.id}/${learner.id}`,
    );
  });

  it("the monthly payout tells each entrepreneur paid how much", async () => {
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const buyer = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const payment = await makePayment(ctx, { userId: buyer.id, courseId: course.id });
    await makeCommission(ctx, {
      entrepreneurId: entrepreneur.id,
      paymentId: payment.id,
      amountCents: 3_000,
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    await runMonthlyPayout(ctx.db);
    await runMonthlyPayout(ctx.db);
    await deliver();
    expect(mailTo(emailOf(entrepreneur)).map((m) => m.subject)).toEqual(["GSM Academy: your payout is on its way"]);
    expect(mailTo(emailOf(entrepreneur))[0].body).toContain("payout of $30.00");
  });
});

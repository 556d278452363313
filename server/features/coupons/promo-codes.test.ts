import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AFFILIATE_COOKIE } from "@shared/constants";
import { COUPON_CODE_TAKEN, COUPON_UNKNOWN, promoCodeListSchema, promoCodeSchema } from "@shared/schemas/coupons";
import { commissions, enrollments, payments, users } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { affiliateCodeOf, CARD_DETAILS } from "../../test/payment-factories";
import { createTestContext, makeUser, setSettings, signIn, type MadeUser, type TestContext } from "../../test/test-app";
import { renewDueTestSubscriptions } from "../payments/subscription-renewals.service";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const uniqueCode = () => `PROMO${Date.now().toString(36).toUpperCase()}${++n}`;

async function entrepreneur(): Promise<{ user: MadeUser; agent: Agent }> {
  const user = await makeUser(ctx, { role: "entrepreneur" });
  return { user, agent: await signIn(ctx, user) };
}
async function promo(agent: Agent, percentOff = 10) {
  const res = await agent.post("/api/entrepreneur/promo-codes").send({ code: uniqueCode(), percentOff });
  expect(res.status).toBe(201);
  return promoCodeSchema.parse(res.body);
}
/** A buyer pays for the course with the code (and whatever cookie or query code the extra brings). */
async function buyWith(agent: Agent, courseId: number, couponCode: string, extra: { affiliateCode?: string; cookie?: string } = {}) {
  const req = agent.post("/api/create-payment-intent");
  if (extra.cookie) req.set("Cookie", `${AFFILIATE_COOKIE.name}=${extra.cookie}`);
  const created = await req.send({
    courseId,
    paymentType: "one_time",
    couponCode,
    ...(extra.affiliateCode ? { affiliateCode: extra.affiliateCode } : {}),
  });
  if (created.status !== 200) return { created, confirmed: null };
  const confirmed = await agent
    .post("/api/payments/test/confirm")
    .send({ clientSecret: created.body.clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
  return { created, confirmed };
}
const commissionsOf = (entrepreneurId: number) => ctx.db.select().from(commissions).where(eq(commissions.entrepreneurId, entrepreneurId));

describe("entrepreneur promo codes", () => {
  it("creates a code up to the platform's maxAffiliateDiscount (default 10%) and refuses more", async () => {
    const { agent } = await entrepreneur();
    const created = await promo(agent, 10);
    expect(created).toMatchObject({ percentOff: 10, active: true, uses: 0, sales: "0.00", commissions: "0.00" });
    const tooMuch = await agent.post("/api/entrepreneur/promo-codes").send({ code: uniqueCode(), percentOff: 11 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ code: "PROMO_DISCOUNT_TOO_HIGH", errors: { percentOff: "The discount can be at most 10%." } });

    await setSettings(ctx, { maxAffiliateDiscount: 25 });
    expect((await agent.post("/api/entrepreneur/promo-codes").send({ code: uniqueCode(), percentOff: 25 })).status).toBe(201);
    await setSettings(ctx, { maxAffiliateDiscount: 10 });
    const list = promoCodeListSchema.parse((await agent.get("/api/entrepreneur/promo-codes")).body);
    expect(list.maxDiscount).toBe(10);
    expect(list.items).toHaveLength(2);
  });

  it("refuses a code taken by anyone, whatever its case, and bad input with 400", async () => {
    const { agent } = await entrepreneur();
    const { agent: other } = await entrepreneur();
    const mine = await promo(agent);
    const taken = await other.post("/api/entrepreneur/promo-codes").send({ code: mine.code.toLowerCase(), percentOff: 5 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "COUPON_CODE_TAKEN", message: COUPON_CODE_TAKEN });
    for (const body of [
      { code: "AB", percentOff: 5 },
      { code: "x".repeat(33), percentOff: 5 },
      { code: "OKCODE", percentOff: "ten" },
      { code: "OKCODE", percentOff: 0 },
      { code: ["A"], percentOff: 5 },
    ]) {
      const res = await agent.post("/api/entrepreneur/promo-codes").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toBeTypeOf("object");
    }
  });

  it("is for entrepreneurs only", async () => {
    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await learner.get("/api/entrepreneur/promo-codes")).status).toBe(403);
    expect((await learner.post("/api/entrepreneur/promo-codes").send({ code: "MINE10", percentOff: 10 })).status).toBe(403);
  });

  it("credits its owner for a buyer with no link or cookie, on the discounted amount; the owner sees uses and commissions", async () => {
    const owner = await entrepreneur();
    const code = await promo(owner.agent, 10);
    const course = await makeCourse(ctx, { priceCents: 9_999 });
    const buyer = await signIn(ctx, await makeUser(ctx));
    const { created, confirmed } = await buyWith(buyer, course.id, code.code.toLowerCase());
    // 9999 - 10% (999.9 -> 1000) = 8999; commission 15% of 8999 = 1349.85 -> 1350
    expect(created.body).toMatchObject({ amount: "89.99", discount: "10.00", affiliateCode: await affiliateCodeOf(ctx, owner.user.id) });
    expect(confirmed!.status).toBe(200);
    expect(await commissionsOf(owner.user.id)).toMatchObject([{ saleAmountCents: 8_999, amountCents: 1_350 }]);
    const list = promoCodeListSchema.parse((await owner.agent.get("/api/entrepreneur/promo-codes")).body);
    expect(list.items.find((i) => i.id === code.id)).toMatchObject({ uses: 1, sales: "89.99", commissions: "13.50" });
  });

  it("counts the renewals of a subscription started with the code in its commissions, the code used once", async () => {
    await setSettings(ctx, { subscriptionTrialDays: 0 }); // paid from the first month
    try {
      const owner = await entrepreneur();
      const code = await promo(owner.agent, 10);
      const course = await makeCourse(ctx, { priceCents: 12_000 }); // 10.00 a month
      const buyerUser = await makeUser(ctx);
      const buyer = await signIn(ctx, buyerUser);
      const created = await buyer
        .post("/api/create-payment-intent")
        .send({ courseId: course.id, paymentType: "subscription", couponCode: code.code });
      expect(created.body).toMatchObject({ amount: "9.00", discount: "1.00" });
      const confirmed = await buyer
        .post("/api/payments/test/confirm")
        .send({ clientSecret: created.body.clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
      expect(confirmed.status).toBe(200);
      // Two renewals, each billed as its month comes to an end: 10.00 with no code.
      for (let month = 1; month <= 2; month++) {
        await ctx.db
          .update(enrollments)
          .set({ accessUntil: new Date(Date.now() + month * 60_000 + 3_600_000) })
          .where(and(eq(enrollments.userId, buyerUser.id), eq(enrollments.courseId, course.id)));
        expect(await renewDueTestSubscriptions(ctx.db, ctx.settings)).toBeGreaterThanOrEqual(1);
      }
      // 15% of 9.00, then of 10.00 twice: 1.35 + 1.50 + 1.50.
      expect((await commissionsOf(owner.user.id)).map((c) => c.amountCents).sort()).toEqual([135, 150, 150]);
      const list = promoCodeListSchema.parse((await owner.agent.get("/api/entrepreneur/promo-codes")).body);
      expect(list.items.find((i) => i.id === code.id)).toMatchObject({ uses: 1, sales: "9.00", commissions: "4.35" });
    } finally {
      await setSettings(ctx, { subscriptionTrialDays: 7 });
    }
  });

  it("wins over the ref cookie and the checkout's affiliate code", async () => {
    const owner = await entrepreneur();
    const cookieOwner = await entrepreneur();
    const queryOwner = await entrepreneur();
    const code = await promo(owner.agent);
    const course = await makeCourse(ctx);
    const buyer = await signIn(ctx, await makeUser(ctx));
    const { confirmed } = await buyWith(buyer, course.id, code.code, {
      cookie: await affiliateCodeOf(ctx, cookieOwner.user.id),
      affiliateCode: await affiliateCodeOf(ctx, queryOwner.user.id),
    });
    expect(confirmed!.status).toBe(200);
    expect(await commissionsOf(owner.user.id)).toHaveLength(1);
    expect(await commissionsOf(cookieOwner.user.id)).toHaveLength(0);
    expect(await commissionsOf(queryOwner.user.id)).toHaveLength(0);
  });

  it("earns its owner nothing when used by the owner, nor passes the sale to a cookie", async () => {
    const owner = await entrepreneur();
    const cookieOwner = await entrepreneur();
    const code = await promo(owner.agent);
    const course = await makeCourse(ctx);
    const { created, confirmed } = await buyWith(owner.agent, course.id, code.code, {
      cookie: await affiliateCodeOf(ctx, cookieOwner.user.id),
    });
    expect(created.body).toMatchObject({ discount: "12.90", affiliateCode: null });
    expect(confirmed!.status).toBe(200);
    expect(await commissionsOf(owner.user.id)).toHaveLength(0);
    expect(await commissionsOf(cookieOwner.user.id)).toHaveLength(0);
  });

  it("stops working when its owner is suspended", async () => {
    const owner = await entrepreneur();
    const code = await promo(owner.agent);
    const course = await makeCourse(ctx);
    await ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, owner.user.id));
    const buyer = await signIn(ctx, await makeUser(ctx));
    const preview = await buyer.get("/api/coupons/preview").query({ code: code.code, courseId: course.id, paymentType: "one_time" });
    expect(preview.status).toBe(400);
    expect(preview.body).toMatchObject({ code: "COUPON_UNKNOWN", message: COUPON_UNKNOWN });
    const { created } = await buyWith(buyer, course.id, code.code);
    expect(created.status).toBe(400);
    expect(await ctx.db.select().from(payments).where(eq(payments.courseId, course.id))).toHaveLength(0);
  });

  it("can be deactivated by its owner: buyers can no longer use it, and it can be turned on again", async () => {
    const owner = await entrepreneur();
    const code = await promo(owner.agent);
    const course = await makeCourse(ctx);
    const buyer = await signIn(ctx, await makeUser(ctx));
    const preview = () => buyer.get("/api/coupons/preview").query({ code: code.code, courseId: course.id, paymentType: "one_time" });
    expect((await preview()).status).toBe(200);

    const off = await owner.agent.patch(`/api/entrepreneur/promo-codes/${code.id}`).send({ active: false });
    expect(off.status).toBe(200);
    expect(promoCodeSchema.parse(off.body)).toMatchObject({ id: code.id, active: false });
    const listed = promoCodeListSchema.parse((await owner.agent.get("/api/entrepreneur/promo-codes")).body);
    expect(listed.items.find((c) => c.id === code.id)?.active).toBe(false);
    expect((await preview()).status).toBe(400);

    const on = await owner.agent.patch(`/api/entrepreneur/promo-codes/${code.id}`).send({ active: true });
    expect(on.body.active).toBe(true);
    expect((await preview()).status).toBe(200);
  });

  it("cannot be switched by another entrepreneur, and refuses bad input with 400", async () => {
    const owner = await entrepreneur();
    const other = await entrepreneur();
    const code = await promo(owner.agent);
    expect((await other.agent.patch(`/api/entrepreneur/promo-codes/${code.id}`).send({ active: false })).status).toBe(404);
    for (const body of [{}, { active: "false" }, { active: 0 }, { active: false, percentOff: 50 }, { active: "\u0000" }])
      expect((await owner.agent.patch(`/api/entrepreneur/promo-codes/${code.id}`).send(body)).status).toBe(400);
    expect((await owner.agent.patch("/api/entrepreneur/promo-codes/abc").send({ active: false })).status).toBe(400);
    expect((await owner.agent.patch("/api/entrepreneur/promo-codes/999999").send({ active: false })).status).toBe(404);
    const listed = promoCodeListSchema.parse((await owner.agent.get("/api/entrepreneur/promo-codes")).body);
    expect(listed.items.find((c) => c.id === code.id)?.active).toBe(true);
  });

  it("is not an admin coupon: the admin list leaves it out and cannot change it", async () => {
    const owner = await entrepreneur();
    const code = await promo(owner.agent);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const list = await admin.get("/api/admin/coupons");
    expect(list.body.items.some((c: { id: number }) => c.id === code.id)).toBe(false);
    expect((await admin.patch(`/api/admin/coupons/${code.id}`).send({ active: false })).status).toBe(404);
  });

  it("takes off at most today's maxAffiliateDiscount, lowered since the code was made; 0 turns codes off", async () => {
    const owner = await entrepreneur();
    await setSettings(ctx, { maxAffiliateDiscount: 20 });
    const code = await promo(owner.agent, 20);
    const course = await makeCourse(ctx, { priceCents: 10_000 });
    const buyer = await signIn(ctx, await makeUser(ctx));
    const preview = (q = { code: code.code, courseId: course.id, paymentType: "one_time" }) => buyer.get("/api/coupons/preview").query(q);
    try {
      expect((await preview()).body).toMatchObject({ discount: "20.00", amount: "80.00" });
      await setSettings(ctx, { maxAffiliateDiscount: 5 });
      expect((await preview()).body).toMatchObject({ description: "5% off", discount: "5.00", amount: "95.00" });
      await setSettings(ctx, { maxAffiliateDiscount: 0 });
      expect((await preview()).body).toMatchObject({ code: "COUPON_UNKNOWN" });
      const refused = await buyWith(buyer, course.id, code.code);
      expect(refused.created.status).toBe(400);
      await setSettings(ctx, { maxAffiliateDiscount: 5 });
      const { created, confirmed } = await buyWith(buyer, course.id, code.code);
      expect(created.body).toMatchObject({ amount: "95.00", discount: "5.00" });
      expect(confirmed!.status).toBe(200);
    } finally {
      await setSettings(ctx, { maxAffiliateDiscount: 10 });
    }
  });
});

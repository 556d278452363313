import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  commissions,
  couponRedemptions,
  coupons,
  enrollments,
  learningActivity,
  notes,
  payments,
  reviews,
  sessions,
  users,
} from "../../db/schema";
import { enroll, makeChapter, makeCourse } from "../../test/course-factories";
import { CARD_DETAILS } from "../../test/payment-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const countWhere = async (
  table: typeof notes | typeof enrollments | typeof reviews | typeof learningActivity | typeof sessions,
  userId: number,
) => (await ctx.db.select().from(table).where(eq(table.userId, userId))).length;

describe("DELETE /api/user/account", () => {
  it("removes the person's data, keeps payments and commissions anonymised, and ends every session", async () => {
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const user = await makeUser(ctx);
    const agent = await signIn(ctx, user);
    const otherDevice = await signIn(ctx, user);
    const course = await makeCourse(ctx, { priceCents: 12_900, title: "Paid course" });
    const chapter = await makeChapter(ctx, course.id);
    await enroll(ctx, user.id, course.id);
    await agent.post(`/api/personal/courses/${course.id}/notes`).send({ content: "private thought", timestamp: 4 });
    await agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 4 });
    await agent.post(`/api/personal/courses/${course.id}/chapters/${chapter.id}/complete`);
    await agent.patch("/api/user/settings").send({ theme: "dark" });
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        userId: user.id,
        courseId: course.id,
        courseTitle: course.title,
        provider: "test",
        providerRef: `pi_test_${user.id}`,
        type: "one_time",
        amountCents: 12_900,
        status: "succeeded",
        affiliateUserId: entrepreneur.id,
        succeededAt: new Date(),
      })
      .returning();
    const [commission] = await ctx.db
      .insert(commissions)
      .values({
        entrepreneurId: entrepreneur.id,
        paymentId: payment.id,
        buyerId: user.id,
        courseId: course.id,
        saleAmountCents: 12_900,
        amountCents: 1_935,
        commissionRate: 15,
        productName: course.title,
      })
      .returning();
    for (const table of [notes, enrollments, reviews, learningActivity, sessions])
      expect(await countWhere(table, user.id)).toBeGreaterThan(0);

    const res = await agent.delete("/api/user/account").send({ password: user.password });
    expect(res.status).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/gsm\.sid=;.*Expires=Thu, 01 Jan 1970/);

    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    for (const table of [notes, enrollments, reviews, learningActivity, sessions]) expect(await countWhere(table, user.id)).toBe(0);
    const [keptPayment] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(keptPayment).toMatchObject({ userId: null, amountCents: 12_900, courseTitle: "Paid course", status: "succeeded" });
    const [keptCommission] = await ctx.db.select().from(commissions).where(eq(commissions.id, commission.id));
    expect(keptCommission).toMatchObject({ buyerId: null, entrepreneurId: entrepreneur.id, amountCents: 1_935 });

    expect((await agent.get("/api/user")).status).toBe(401);
    expect((await otherDevice.get("/api/user")).status).toBe(401);
    const login = await request(ctx.built.app).post("/api/login").send({ username: user.username, password: user.password });
    expect(login.status).toBe(401);
    // The course keeps going without its former student.
    expect((await request(ctx.built.app).get(`/api/courses/${course.id}`)).body).toMatchObject({ studentsCount: 0, reviewCount: 0 });
  });

  it("anonymises an entrepreneur's commissions and the payments they referred", async () => {
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const buyer = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        userId: buyer.id,
        courseId: course.id,
        courseTitle: course.title,
        provider: "test",
        providerRef: `pi_ref_${entrepreneur.id}`,
        type: "one_time",
        amountCents: 12_900,
        affiliateUserId: entrepreneur.id,
      })
      .returning();
    await ctx.db.insert(commissions).values({
      entrepreneurId: entrepreneur.id,
      paymentId: payment.id,
      buyerId: buyer.id,
      saleAmountCents: 12_900,
      amountCents: 1_935,
      commissionRate: 15,
    });
    const agent = await signIn(ctx, entrepreneur);
    expect((await agent.delete("/api/user/account").send({ password: entrepreneur.password })).status).toBe(204);
    const [kept] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({ userId: buyer.id, affiliateUserId: null });
    const [commission] = await ctx.db.select().from(commissions).where(eq(commissions.paymentId, payment.id));
    expect(commission).toMatchObject({ entrepreneurId: null, buyerId: buyer.id });
  });

  it("deletes an entrepreneur whose promo code was used: the sales stay, the code stops working", async () => {
    const entrepreneur = await makeUser(ctx, { role: "entrepreneur" });
    const buyer = await makeUser(ctx);
    const admin = await makeUser(ctx, { role: "admin" });
    const course = await makeCourse(ctx, { priceCents: 10_000 });
    const agent = await signIn(ctx, entrepreneur);
    const code = `GONE${Date.now().toString(36).toUpperCase()}`;
    expect((await agent.post("/api/entrepreneur/promo-codes").send({ code, percentOff: 10 })).status).toBe(201);
    const buyerAgent = await signIn(ctx, buyer);
    const created = await buyerAgent
      .post("/api/create-payment-intent")
      .send({ courseId: course.id, paymentType: "one_time", couponCode: code });
    expect(created.status).toBe(200);
    const confirmed = await buyerAgent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: created.body.clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
    expect(confirmed.status).toBe(200);
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.code, code));

    expect((await agent.delete("/api/user/account").send({ password: entrepreneur.password })).status).toBe(204);

    const [kept] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(kept).toMatchObject({ kind: "promo", ownerId: null, active: false });
    const redemptions = await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(1);
    const [paid] = await ctx.db.select().from(payments).where(eq(payments.id, redemptions[0].paymentId));
    expect(paid).toMatchObject({ status: "succeeded", amountCents: 9_000, couponId: coupon.id, userId: buyer.id, affiliateUserId: null });

    const other = await makeUser(ctx);
    const otherAgent = await signIn(ctx, other);
    const preview = await otherAgent.get("/api/coupons/preview").query({ code, courseId: course.id, paymentType: "one_time" });
    expect(preview.body).toMatchObject({ code: "COUPON_UNKNOWN" });
    const refused = await otherAgent
      .post("/api/create-payment-intent")
      .send({ courseId: course.id, paymentType: "one_time", couponCode: code });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "COUPON_UNKNOWN" });
    // Reactivated by hand it would still be a promo code with no owner, never an admin coupon.
    await ctx.db.update(coupons).set({ active: true }).where(eq(coupons.id, coupon.id));
    const stillRefused = await otherAgent.get("/api/coupons/preview").query({ code, courseId: course.id, paymentType: "one_time" });
    expect(stillRefused.body).toMatchObject({ code: "COUPON_UNKNOWN" });
    const adminList = await (await signIn(ctx, admin)).get("/api/admin/coupons");
    expect(adminList.body.items.map((c: { code: string }) => c.code)).not.toContain(code);
    await ctx.db.delete(users).where(eq(users.id, admin.id)); // the last-admin tests below count admins
  });

  it("does not let the last active admin leave", async () => {
    const first = await makeUser(ctx, { role: "admin" });
    await makeUser(ctx, { role: "admin", status: "suspended" });
    const agent = await signIn(ctx, first);
    const refused = await agent.delete("/api/user/account").send({ password: first.password });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/last active admin/);
    expect(await ctx.db.select().from(users).where(eq(users.id, first.id))).toHaveLength(1);
    expect((await agent.get("/api/user")).status).toBe(200);

    const second = await makeUser(ctx, { role: "admin" });
    expect((await agent.delete("/api/user/account").send({ password: first.password })).status).toBe(204);
    const secondAgent = await signIn(ctx, second);
    expect((await secondAgent.delete("/api/user/account").send({ password: second.password })).status).toBe(409);
  });

  it("keeps one admin when two admins leave at the same time", async () => {
    const a = await makeUser(ctx, { role: "admin" });
    const b = await makeUser(ctx, { role: "admin" });
    // Any admin left by the previous test is suspended so that a and b are the only active ones.
    const others = (await ctx.db.select().from(users).where(eq(users.role, "admin"))).filter((u) => u.id !== a.id && u.id !== b.id);
    for (const o of others) await ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, o.id));
    const [agentA, agentB] = [await signIn(ctx, a), await signIn(ctx, b)];
    const statuses = (
      await Promise.all([
        agentA.delete("/api/user/account").send({ password: a.password }),
        agentB.delete("/api/user/account").send({ password: b.password }),
      ])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([204, 409]);
    const active = (await ctx.db.select().from(users).where(eq(users.role, "admin"))).filter((u) => u.status === "active");
    expect(active).toHaveLength(1);
  });

  it("refuses a missing or wrong current password with 403 and deletes nothing", async () => {
    const user = await makeUser(ctx);
    const agent = await signIn(ctx, user);
    const missing = await agent.delete("/api/user/account");
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: "WRONG_PASSWORD", message: "Enter your current password to delete your account." });
    const wrong = await agent.delete("/api/user/account").send({ password: "not-my-password" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe("WRONG_PASSWORD");
    expect((await agent.delete("/api/user/account").send({ password: 12345 })).status).toBe(400);
    expect((await agent.delete("/api/user/account").send({ password: "x".repeat(129) })).status).toBe(400);
    expect((await agent.delete("/api/user/account").send({ password: "pass\u0000word" })).status).toBe(400);
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await agent.get("/api/user")).status).toBe(200);
  });

  it("counts wrong passwords against the account's sign-in limit", async () => {
    const user = await makeUser(ctx);
    const app = ctx.makeApp({ loginRateLimit: { windowMs: 60_000, perIp: 1000, perUsername: 3 } });
    const agent = await signIn(ctx, user, app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await agent.delete("/api/user/account").send({ password: `guess-${i}` })).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
    expect((await agent.delete("/api/user/account").send({ password: user.password })).status).toBe(429);
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("needs a signed-in user", async () => {
    expect((await request(ctx.built.app).delete("/api/user/account")).status).toBe(401);
  });
});

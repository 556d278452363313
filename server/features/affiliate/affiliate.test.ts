import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  commissionListSchema,
  entrepreneurProfileViewSchema,
  entrepreneurStatsSchema,
  leaderboardSchema,
  referralListSchema,
} from "@shared/schemas/affiliate";
import { affiliateClicks, commissions, emailOutbox, entrepreneurMonthStandings, users } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { affiliateCodeOf, CARD_DETAILS, makeCommission, makePayment } from "../../test/payment-factories";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";
import { commissionsCsv, getLeaderboard } from "./affiliate.service";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function entrepreneur(): Promise<{ user: MadeUser; agent: Agent; code: string }> {
  const user = await makeUser(ctx, { role: "entrepreneur" });
  return { user, agent: await signIn(ctx, user), code: await affiliateCodeOf(ctx, user.id) };
}
const cookieOf = (res: request.Response) =>
  ((res.headers["set-cookie"] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith("gsm_ref="));

async function signUpWith(agent: ReturnType<typeof request.agent>, username: string) {
  return agent
    .post("/api/register")
    .send({ username, email: `${username}@mail.test`, password: "password123", firstName: "Rita", lastName: "Referred", role: "personal" });
}

describe("affiliate visits and sign-up attribution", () => {
  it("records a click and sets a 30-day first-party cookie for a known code; ignores unknown codes", async () => {
    const { user, code } = await entrepreneur();
    const course = await makeCourse(ctx);
    const res = await request(ctx.built.app)
      .post("/api/affiliate/visits")
      .send({ code: code.toLowerCase(), path: `/course/${course.id}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recorded: true });
    const cookie = cookieOf(res)!;
    expect(cookie).toContain(`gsm_ref=${code}`);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const clicks = await ctx.db.select().from(affiliateClicks).where(eq(affiliateClicks.entrepreneurId, user.id));
    expect(clicks).toMatchObject([{ courseId: course.id, path: `/course/${course.id}` }]);

    const unknown = await request(ctx.built.app).post("/api/affiliate/visits").send({ code: "GSM999999" });
    expect(unknown.body).toEqual({ recorded: false });
    expect(cookieOf(unknown)).toBeUndefined();
    const suspended = await makeUser(ctx, { role: "entrepreneur", status: "suspended" });
    const inactive = await request(ctx.built.app)
      .post("/api/affiliate/visits")
      .send({ code: await affiliateCodeOf(ctx, suspended.id) });
    expect(inactive.body).toEqual({ recorded: false });
  });

  it("stops counting visits from one address past the limit with 429", async () => {
    // Behind one trusted proxy, so this test has an address of its own.
    const limited = ctx.makeApp({ affiliateVisitsPerIp: 2, trustProxy: 1 });
    const { code } = await entrepreneur();
    const visit = () => request(limited.app).post("/api/affiliate/visits").set("X-Forwarded-For", "203.0.113.9").send({ code });
    expect((await visit()).status).toBe(200);
    expect((await visit()).status).toBe(200);
    const third = await visit();
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/Too many visits/);
  });

  it("refuses bad input with 400", async () => {
    const empty = await request(ctx.built.app).post("/api/affiliate/visits").send({ code: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty("code");
    expect((await request(ctx.built.app).post("/api/affiliate/visits").send({ code: "A B" })).status).toBe(400);
    expect((await request(ctx.built.app).post("/api/affiliate/visits").send({ code: "GSM1", path: "http://evil" })).status).toBe(400);
  });

  it("records referredBy at sign-up from the cookie; the last click wins; unknown codes are ignored", async () => {
    const first = await entrepreneur();
    const second = await entrepreneur();
    const visitor = request.agent(ctx.built.app);
    await visitor.post("/api/affiliate/visits").send({ code: first.code, path: "/" });
    await visitor.post("/api/affiliate/visits").send({ code: second.code, path: "/" });
    await visitor.post("/api/affiliate/visits").send({ code: "NOBODY1", path: "/" });
    const name = `ref_${Date.now()}`;
    expect((await signUpWith(visitor, name)).status).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.username, name));
    expect(row.referredById).toBe(second.user.id);

    const plain = request.agent(ctx.built.app);
    const other = `plain_${Date.now()}`;
    await signUpWith(plain, other);
    const [plainRow] = await ctx.db.select().from(users).where(eq(users.username, other));
    expect(plainRow.referredById).toBeNull();
  });

  it("checkout falls back to the cookie, then to the buyer's referrer", async () => {
    const referrer = await entrepreneur();
    const clicked = await entrepreneur();
    const course = await makeCourse(ctx);
    const visitor = request.agent(ctx.built.app);
    await visitor.post("/api/affiliate/visits").send({ code: referrer.code });
    await signUpWith(visitor, `buyer_${Date.now()}`);
    const viaReferrer = await visitor.post("/api/create-payment-intent").send({ courseId: course.id, paymentType: "one_time" });
    expect(viaReferrer.body.affiliateCode).toBe(referrer.code);
    await visitor.post("/api/affiliate/visits").send({ code: clicked.code });
    const viaCookie = await visitor.post("/api/create-payment-intent").send({ courseId: course.id, paymentType: "one_time" });
    expect(viaCookie.body.affiliateCode).toBe(clicked.code);
    const viaQuery = await visitor
      .post("/api/create-payment-intent")
      .send({ courseId: course.id, paymentType: "one_time", affiliateCode: referrer.code });
    expect(viaQuery.body.affiliateCode).toBe(referrer.code);
  });
});

describe("the affiliate cookie", () => {
  it("credits no one for a malformed gsm_ref cookie, even when a later one of the same name is valid", async () => {
    const { user, code } = await entrepreneur();
    const referredBy = async (cookie: string) => {
      const name = `cookie_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
      const res = await signUpWith(request.agent(ctx.built.app).set("Cookie", cookie), name);
      expect(res.status).toBe(201);
      return (await ctx.db.select().from(users).where(eq(users.username, name)))[0].referredById;
    };
    // The first gsm_ref the browser sends is the one that counts; one that is not valid
    // percent-encoding names no one.
    expect(await referredBy(`gsm_ref=%E0%A4%A; gsm_ref=${code}`)).toBeNull();
    expect(await referredBy(`theme=dark; gsm_ref=${code}`)).toBe(user.id);
  });
});

describe("entrepreneur figures", () => {
  it("lists only the caller's commissions, with a summary", async () => {
    const me = await entrepreneur();
    const other = await entrepreneur();
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const pay = async () => (await makePayment(ctx, { userId: learner.id, courseId: course.id })).id;
    await makeCommission(ctx, { entrepreneurId: me.user.id, paymentId: await pay(), amountCents: 1_500, productName: "First" });
    await makeCommission(ctx, { entrepreneurId: me.user.id, paymentId: await pay(), amountCents: 2_000, status: "paid" });
    await makeCommission(ctx, { entrepreneurId: me.user.id, paymentId: await pay(), amountCents: 700, status: "reversed" });
    await makeCommission(ctx, { entrepreneurId: other.user.id, paymentId: await pay(), amountCents: 9_999 });

    const res = await me.agent.get("/api/entrepreneur/commissions");
    const body = commissionListSchema.parse(res.body);
    expect(body.total).toBe(3);
    expect(body.summary).toEqual({
      totalEarnings: "35.00",
      pending: { count: 1, amount: "15.00" },
      paid: { count: 1, amount: "20.00" },
      reversed: { count: 1, amount: "7.00" },
    });
    expect(body.items.map((c) => c.amount)).not.toContain("99.99");
    const theirs = await other.agent.get("/api/entrepreneur/commissions");
    expect(theirs.body.items.map((c: { amount: string }) => c.amount)).toEqual(["99.99"]);
    expect((await me.agent.get("/api/entrepreneur/commissions?limit=1")).body.items).toHaveLength(1);
    expect((await me.agent.get("/api/entrepreneur/commissions?limit=500")).status).toBe(400);
    const learnerAgent = await signIn(ctx, learner);
    expect((await learnerAgent.get("/api/entrepreneur/commissions")).status).toBe(403);
  });

  it("filters the history by status and exports it as CSV, the caller's only", async () => {
    const me = await entrepreneur();
    const other = await entrepreneur();
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const pay = async () => (await makePayment(ctx, { userId: learner.id, courseId: course.id })).id;
    await makeCommission(ctx, {
      entrepreneurId: me.user.id,
      paymentId: await pay(),
      amountCents: 1_500,
      productName: 'Ads, "Pro" edition',
    });
    await makeCommission(ctx, {
      entrepreneurId: me.user.id,
      paymentId: await pay(),
      amountCents: 2_000,
      status: "paid",
      paidAt: new Date("2026-10-01T00:00:00Z"),
    });
    await makeCommission(ctx, {
      entrepreneurId: me.user.id,
      paymentId: await pay(),
      amountCents: -2_000,
      kind: "adjustment",
      saleAmountCents: -13_334,
      productName: "=cmd()",
    });
    await makeCommission(ctx, { entrepreneurId: other.user.id, paymentId: await pay(), amountCents: 9_999 });

    const pending = commissionListSchema.parse((await me.agent.get("/api/entrepreneur/commissions?status=pending")).body);
    expect(pending.total).toBe(2);
    expect(pending.items.every((c) => c.status === "pending")).toBe(true);
    expect(pending.summary.paid).toEqual({ count: 1, amount: "20.00" }); // the totals stay all-time
    expect((await me.agent.get("/api/entrepreneur/commissions?status=lost")).status).toBe(400);

    const all = commissionListSchema.parse((await me.agent.get("/api/entrepreneur/commissions")).body);
    const csv = await me.agent.get("/api/entrepreneur/commissions.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="gsm-commissions.csv"');
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("date,commission_id,product,kind,sale_amount,rate_percent,commission,status,paid_at");
    expect(lines.slice(1).map((l) => Number(l.split(",")[1]))).toEqual(all.items.map((c) => c.id).sort((a, b) => b - a));
    expect(csv.text).toContain('"Ads, ""Pro"" edition",sale,100.00,15,15.00,pending,');
    // An unpaid commission's paid_at is empty: the line ends there.
    expect(lines.find((l) => l.includes('"Ads, ""Pro"" edition"'))).toMatch(/,pending,$/);
    expect(csv.text).toContain("'=cmd(),adjustment,-133.34,15,-20.00,pending,");
    expect(csv.text).toContain("paid,2026-10-01T00:00:00.000Z");
    expect(csv.text).not.toContain("99.99");

    const paidOnly = await me.agent.get("/api/entrepreneur/commissions.csv?status=paid");
    expect(paidOnly.text.trimEnd().split("\r\n")).toHaveLength(2);
    expect((await me.agent.get("/api/entrepreneur/commissions.csv?status=gone")).status).toBe(400);
    expect((await me.agent.get("/api/entrepreneur/commissions.csv?limit=5")).status).toBe(400);

    // In batches of two, the export still holds every row once, newest first.
    const batched: string[] = [];
    for await (const line of commissionsCsv(ctx.db, me.user.id, undefined, 2)) batched.push(line);
    expect(batched.join("")).toBe(csv.text);
  });

  it("lists real referred users with masked emails and what they earned", async () => {
    const me = await entrepreneur();
    const other = await entrepreneur();
    const [referred] = await ctx.db
      .insert(users)
      .values({
        username: `jane_${Date.now()}`,
        email: "jane.doe@example.com",
        passwordHash: "x",
        firstName: "Jane",
        lastName: "Doe",
        referredById: me.user.id,
      })
      .returning();
    await ctx.db.insert(users).values({
      username: `sam_${Date.now()}`,
      email: "sam@example.org",
      passwordHash: "x",
      referredById: me.user.id,
      status: "suspended",
    });
    await ctx.db
      .insert(users)
      .values({ username: `zed_${Date.now()}`, email: "zed@example.org", passwordHash: "x", referredById: other.user.id });
    const course = await makeCourse(ctx);
    const p1 = await makePayment(ctx, { userId: referred.id, courseId: course.id });
    const p2 = await makePayment(ctx, { userId: referred.id, courseId: course.id });
    await makeCommission(ctx, { entrepreneurId: me.user.id, paymentId: p1.id, buyerId: referred.id, amountCents: 1_234 });
    await makeCommission(ctx, { entrepreneurId: me.user.id, paymentId: p2.id, buyerId: referred.id, amountCents: 500, status: "reversed" });

    const body = referralListSchema.parse((await me.agent.get("/api/entrepreneur/referrals")).body);
    expect(body.summary).toEqual({ totalReferrals: 2, activeUsers: 1, commissionsEarned: "12.34" });
    const jane = body.items.find((r) => r.id === referred.id)!;
    expect(jane).toMatchObject({ name: "Jane Doe", email: "j***@example.com", commissions: "12.34", status: "active" });
    expect(body.items.map((r) => r.email)).not.toContain("z***@example.org");
    expect((await me.agent.get("/api/entrepreneur/referrals?limit=0")).status).toBe(400);
    expect((await me.agent.get("/api/entrepreneur/referrals?offset=-1")).status).toBe(400);
  });

  it("ranks the current UTC month by sales volume and leaves out last month and reversed sales", async () => {
    const a = await entrepreneur();
    const b = await entrepreneur();
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const pay = async () => (await makePayment(ctx, { userId: learner.id, courseId: course.id })).id;
    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0, 0, 5));
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 5_000); // 5 s before the boundary
    // a: one sale of $100 this month; b: two sales of $60 this month (volume $120) and a huge one last month.
    await makeCommission(ctx, {
      entrepreneurId: a.user.id,
      paymentId: await pay(),
      saleAmountCents: 10_000,
      amountCents: 1_500,
      createdAt: thisMonth,
    });
    await makeCommission(ctx, {
      entrepreneurId: b.user.id,
      paymentId: await pay(),
      saleAmountCents: 6_000,
      amountCents: 900,
      createdAt: thisMonth,
    });
    await makeCommission(ctx, { entrepreneurId: b.user.id, paymentId: await pay(), saleAmountCents: 6_000, amountCents: 900 });
    await makeCommission(ctx, {
      entrepreneurId: a.user.id,
      paymentId: await pay(),
      saleAmountCents: 900_000,
      amountCents: 135_000,
      createdAt: lastMonth,
    });
    await makeCommission(ctx, {
      entrepreneurId: a.user.id,
      paymentId: await pay(),
      saleAmountCents: 50_000,
      amountCents: 7_500,
      status: "reversed",
    });
    // Paid out, then refunded: the sale stays paid beside its negative adjustment, and no longer counts.
    const refundedAfterPayout = await pay();
    await makeCommission(ctx, {
      entrepreneurId: a.user.id,
      paymentId: refundedAfterPayout,
      saleAmountCents: 70_000,
      amountCents: 10_500,
      status: "paid",
    });
    await makeCommission(ctx, {
      entrepreneurId: a.user.id,
      paymentId: refundedAfterPayout,
      kind: "adjustment",
      saleAmountCents: -70_000,
      amountCents: -10_500,
    });

    const board = leaderboardSchema.parse((await a.agent.get("/api/entrepreneur/leaderboard")).body);
    expect(board.month).toBe(now.toISOString().slice(0, 7));
    const mine = board.entries.filter((e) => [a.user.id, b.user.id].includes(e.id));
    expect(mine.map((e) => [e.username, e.sales, e.salesVolume, e.earnings])).toEqual([
      [b.user.username, 2, "120.00", "18.00"],
      [a.user.username, 1, "100.00", "15.00"],
    ]);
    expect(mine[0].rank).toBeLessThan(mine[1].rank);
    expect(board.me).toEqual(mine[1]);

    // Beyond the top of the list the caller still gets their standing, with the rank held among all.
    const short = await getLeaderboard(ctx.db, a.user.id, new Date(), 1);
    expect(short.entries).toHaveLength(1);
    expect(short.me).toEqual(mine[1]);
    expect((await getLeaderboard(ctx.db, (await entrepreneur()).user.id)).me).toBeNull();
  });

  it("keeps the month's standing exact through every change of a commission (the figures the leaderboard reads)", async () => {
    const seller = await entrepreneur();
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
    const standing = async () => {
      const [row] = await ctx.db
        .select()
        .from(entrepreneurMonthStandings)
        .where(eq(entrepreneurMonthStandings.entrepreneurId, seller.user.id));
      return row ? { month: row.month, sales: row.sales, volume: row.volumeCents, earned: row.earnedCents } : null;
    };
    const pay = async () => (await makePayment(ctx, { userId: learner.id, courseId: course.id })).id;

    const first = await makeCommission(ctx, {
      entrepreneurId: seller.user.id,
      paymentId: await pay(),
      saleAmountCents: 10_000,
      amountCents: 1_500,
    });
    expect(await standing()).toEqual({ month, sales: 1, volume: 10_000, earned: 1_500 });
    const second = await makeCommission(ctx, {
      entrepreneurId: seller.user.id,
      paymentId: await pay(),
      saleAmountCents: 4_999,
      amountCents: 750,
    });
    expect(await standing()).toEqual({ month, sales: 2, volume: 14_999, earned: 2_250 });

    // A payout marks them paid: nothing moves. A refund reverses one: it leaves the month.
    await ctx.db.update(commissions).set({ status: "paid" }).where(eq(commissions.entrepreneurId, seller.user.id));
    expect(await standing()).toEqual({ month, sales: 2, volume: 14_999, earned: 2_250 });
    // Refunded after the payout: the adjustment takes its sale out.
    const adjustment = await makeCommission(ctx, {
      entrepreneurId: seller.user.id,
      paymentId: second.paymentId,
      kind: "adjustment",
      saleAmountCents: -4_999,
      amountCents: -750,
    });
    expect(await standing()).toEqual({ month, sales: 1, volume: 10_000, earned: 1_500 });
    await ctx.db.delete(commissions).where(eq(commissions.id, adjustment.id));
    expect(await standing()).toEqual({ month, sales: 2, volume: 14_999, earned: 2_250 });
    await ctx.db.update(commissions).set({ status: "reversed" }).where(eq(commissions.id, first.id));
    expect(await standing()).toEqual({ month, sales: 1, volume: 4_999, earned: 750 });
    // Moved to last month, the last standing sale leaves this month's row, which goes.
    await ctx.db
      .update(commissions)
      .set({ createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1_000) })
      .where(eq(commissions.id, second.id));
    const rows = await ctx.db
      .select()
      .from(entrepreneurMonthStandings)
      .where(eq(entrepreneurMonthStandings.entrepreneurId, seller.user.id));
    expect(rows.map((r) => r.month)).not.toContain(month);
    expect(rows).toHaveLength(1);
  });

  it("counts every one of many sales made at the same moment in separate transactions", async () => {
    const seller = await entrepreneur();
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const paymentIds = await Promise.all(
      Array.from({ length: 12 }, async () => (await makePayment(ctx, { userId: learner.id, courseId: course.id })).id),
    );
    await Promise.all(
      paymentIds.map((paymentId) =>
        ctx.db.transaction(async (tx) => {
          await tx
            .insert(commissions)
            .values({ entrepreneurId: seller.user.id, paymentId, saleAmountCents: 1_000, amountCents: 150, commissionRate: 15 });
        }),
      ),
    );
    const [row] = await ctx.db
      .select()
      .from(entrepreneurMonthStandings)
      .where(eq(entrepreneurMonthStandings.entrepreneurId, seller.user.id));
    expect({ sales: row?.sales, volume: row?.volumeCents }).toEqual({ sales: 12, volume: 12_000 });
  });

  it("names each entrepreneur by first and last name, or by username when they gave none", async () => {
    const named = await entrepreneur();
    const unnamed = await entrepreneur();
    await ctx.db.update(users).set({ firstName: "Anna", lastName: "Lee" }).where(eq(users.id, named.user.id));
    await ctx.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, unnamed.user.id));
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    for (const e of [named, unnamed]) {
      const paymentId = (await makePayment(ctx, { userId: learner.id, courseId: course.id })).id;
      await makeCommission(ctx, { entrepreneurId: e.user.id, paymentId });
    }
    const board = leaderboardSchema.parse((await named.agent.get("/api/entrepreneur/leaderboard")).body);
    expect(board.entries.find((e) => e.id === named.user.id)?.displayName).toBe("Anna Lee");
    expect(board.entries.find((e) => e.id === unnamed.user.id)?.displayName).toBe(unnamed.user.username);
  });

  it("computes the dashboard figures from clicks, referrals and sales", async () => {
    const me = await entrepreneur();
    for (let i = 0; i < 4; i++) await request(ctx.built.app).post("/api/affiliate/visits").send({ code: me.code });
    // The buyer signed up and bought as the first of those four link visitors.
    const [{ visitorId }] = await ctx.db.select().from(affiliateClicks).where(eq(affiliateClicks.entrepreneurId, me.user.id)).limit(1);
    const [buyer] = await ctx.db
      .insert(users)
      .values({
        username: `b_${Date.now()}`,
        email: `b${Date.now()}@x.test`,
        passwordHash: "x",
        referredById: me.user.id,
        signupVisitorId: visitorId,
      })
      .returning();
    const course = await makeCourse(ctx);
    const p = async () => (await makePayment(ctx, { userId: buyer.id, courseId: course.id, visitorId })).id;
    await makeCommission(ctx, {
      entrepreneurId: me.user.id,
      paymentId: await p(),
      buyerId: buyer.id,
      saleAmountCents: 10_000,
      amountCents: 1_500,
    });
    await makeCommission(ctx, {
      entrepreneurId: me.user.id,
      paymentId: await p(),
      buyerId: buyer.id,
      saleAmountCents: 5_001,
      amountCents: 750,
    });
    // Another referral whose only sale was refunded after its commission was paid: not a sale any
    // more, its earnings net to nothing, and that referral is not active.
    const [lapsed] = await ctx.db
      .insert(users)
      .values({ username: `r_${Date.now()}`, email: `r${Date.now()}@x.test`, passwordHash: "x", referredById: me.user.id })
      .returning();
    const refunded = (await makePayment(ctx, { userId: lapsed.id, courseId: course.id })).id;
    await makeCommission(ctx, {
      entrepreneurId: me.user.id,
      paymentId: refunded,
      buyerId: lapsed.id,
      saleAmountCents: 20_000,
      amountCents: 3_000,
      status: "paid",
    });
    await makeCommission(ctx, {
      entrepreneurId: me.user.id,
      paymentId: refunded,
      buyerId: lapsed.id,
      kind: "adjustment",
      saleAmountCents: -20_000,
      amountCents: -3_000,
    });

    const stats = entrepreneurStatsSchema.parse((await me.agent.get("/api/entrepreneur/stats")).body);
    expect(stats).toEqual({
      affiliateCode: me.code,
      commissionRate: 15,
      clicks: 4,
      visitors: 4, // four requests without a cookie: four browsers
      visitorsWhoSignedUp: 1, // the other referral came without a recorded visit
      visitorsWhoBought: 1,
      referrals: 2,
      activeReferrals: 1,
      sales: 2,
      buyers: 1,
      conversionRate: 25, // one visitor of four bought (twice)
      clickThroughRate: 25,
      averageOrderValue: "75.01", // (10000 + 5001) / 2 = 7500.5 -> 7501
      earningsThisMonth: "22.50",
      totalEarnings: "22.50",
    });
  });
});

describe("entrepreneur rates per visitor", () => {
  // Behind one trusted proxy, so that each browser here has an address of its own, as real
  // visitors do (the per-address visit limit is shared with the other tests of this file).
  const site = () => ctx.makeApp({ trustProxy: 1 }).app;
  let address = 0;
  const browserOn = (app: ReturnType<typeof site>) => {
    address += 1;
    return request.agent(app).set("X-Forwarded-For", `10.11.${Math.floor(address / 250)}.${address % 250}`);
  };

  /** Opens a checkout and pays it with the test card, as the checkout page does. */
  async function buy(agent: Agent, courseId: number, affiliateCode?: string) {
    const intent = await agent.post("/api/create-payment-intent").send({ courseId, paymentType: "one_time", affiliateCode });
    expect(intent.status).toBe(200);
    const paid = await agent
      .post("/api/payments/test/confirm")
      .send({ clientSecret: intent.body.clientSecret, cardNumber: "4242 4242 4242 4242", ...CARD_DETAILS });
    expect(paid.body.status).toBe("succeeded");
  }
  const statsOf = async (me: { agent: Agent }) => entrepreneurStatsSchema.parse((await me.agent.get("/api/entrepreneur/stats")).body);

  it("counts only link visitors as buyers: 100 visitors and 5 sales through a shared checkout link convert 0 %", async () => {
    const me = await entrepreneur();
    const app = site();
    // One browser opening three pages is one visitor.
    const browser = browserOn(app);
    for (let i = 0; i < 3; i++)
      expect((await browser.post("/api/affiliate/visits").send({ code: me.code })).body).toEqual({ recorded: true });
    for (let i = 0; i < 99; i++) expect((await browserOn(app).post("/api/affiliate/visits").send({ code: me.code })).status).toBe(200);
    // Five people who never opened a link buy through a checkout link carrying the code.
    const course = await makeCourse(ctx);
    for (let i = 0; i < 5; i++) await buy(await signIn(ctx, await makeUser(ctx)), course.id, me.code);

    const stats = await statsOf(me);
    expect(stats).toMatchObject({ clicks: 102, visitors: 100, sales: 5, buyers: 5, referrals: 0 });
    expect(stats).toMatchObject({ visitorsWhoBought: 0, conversionRate: 0, visitorsWhoSignedUp: 0, clickThroughRate: 0 });
    const visits = await ctx.db.select().from(affiliateClicks).where(eq(affiliateClicks.entrepreneurId, me.user.id));
    expect(new Set(visits.map((v) => v.visitorId)).size).toBe(100);
    expect(visits[0].visitorId).toMatch(/^[a-f0-9]{32}$/);
  });

  it("counts each link visitor who signed up and who bought once, whatever device they bought on", async () => {
    const me = await entrepreneur();
    const other = await entrepreneur();
    const app = site();
    const [first, second] = [await makeCourse(ctx), await makeCourse(ctx)];
    // Ana follows the link twice, signs up and buys two courses: one visitor who signed up and bought.
    const ana = browserOn(app);
    await ana.post("/api/affiliate/visits").send({ code: me.code });
    await ana.post("/api/affiliate/visits").send({ code: me.code, path: `/course/${first.id}` });
    expect((await signUpWith(ana, `ana_${Date.now()}`)).status).toBe(201);
    await buy(ana, first.id);
    await buy(ana, second.id);
    // Ben follows the link and signs up, then buys on another device (no cookies there): the sale
    // comes through his referrer, and he is still the link visitor who bought.
    const ben = browserOn(app);
    await ben.post("/api/affiliate/visits").send({ code: me.code });
    const benName = `ben_${Date.now()}`;
    expect((await signUpWith(ben, benName)).status).toBe(201);
    const benElsewhere = browserOn(app);
    await benElsewhere.post("/api/login").send({ username: benName, password: "password123" });
    await buy(benElsewhere, first.id);
    // Cleo visited another entrepreneur's link, then bought through a checkout link with this code:
    // a sale of this entrepreneur, but not by one of their link visitors.
    const cleo = browserOn(app);
    await cleo.post("/api/affiliate/visits").send({ code: other.code });
    expect((await signUpWith(cleo, `cleo_${Date.now()}`)).status).toBe(201);
    await buy(cleo, first.id, me.code);
    // Three more visitors who did nothing else.
    for (let i = 0; i < 3; i++) await browserOn(app).post("/api/affiliate/visits").send({ code: me.code });

    const stats = await statsOf(me);
    expect(stats).toMatchObject({ clicks: 6, visitors: 5, referrals: 2, sales: 4, buyers: 3 });
    expect(stats).toMatchObject({ visitorsWhoSignedUp: 2, clickThroughRate: 40, visitorsWhoBought: 2, conversionRate: 40 });
    // The other entrepreneur had one visitor, who signed up through them and bought nothing of theirs.
    expect(await statsOf(other)).toMatchObject({ visitors: 1, visitorsWhoSignedUp: 1, visitorsWhoBought: 0, conversionRate: 0, sales: 0 });
  });

  it("stops counting a link visitor as a buyer once their only sale is refunded", async () => {
    const me = await entrepreneur();
    const app = site();
    const course = await makeCourse(ctx);
    const dan = browserOn(app);
    await dan.post("/api/affiliate/visits").send({ code: me.code });
    expect((await signUpWith(dan, `dan_${Date.now()}`)).status).toBe(201);
    await buy(dan, course.id);
    expect(await statsOf(me)).toMatchObject({ visitors: 1, visitorsWhoBought: 1, conversionRate: 100 });
    await ctx.db.update(commissions).set({ status: "reversed" }).where(eq(commissions.entrepreneurId, me.user.id));
    expect(await statsOf(me)).toMatchObject({ visitors: 1, visitorsWhoBought: 0, conversionRate: 0, visitorsWhoSignedUp: 1 });
  });

  it("records the course a visit's path names, and only a course page's", async () => {
    const me = await entrepreneur();
    let course = await makeCourse(ctx);
    while (course.id < 10) course = await makeCourse(ctx); // an id of several digits
    const id = course.id;
    const app = ctx.makeApp({ trustProxy: 1 }).app;
    const paths = [`/course/${id}`, `/course/${id}?ref=${me.code}`, `/course/${id}/`, `/blog/course/${id}`, `/course/${id}x`];
    for (const path of paths) {
      const res = await request(app).post("/api/affiliate/visits").set("X-Forwarded-For", "10.99.0.1").send({ code: me.code, path });
      expect(res.body, path).toEqual({ recorded: true });
    }
    const clicks = await ctx.db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.entrepreneurId, me.user.id))
      .orderBy(affiliateClicks.id);
    expect(clicks.map((c) => [c.path, c.courseId])).toEqual([
      [paths[0], id],
      [paths[1], id],
      [paths[2], id],
      [paths[3], null],
      [paths[4], null],
    ]);
  });

  it("answers 0 % rates, not a division by zero, to an entrepreneur without visitors", async () => {
    const me = await entrepreneur();
    const stats = entrepreneurStatsSchema.parse((await me.agent.get("/api/entrepreneur/stats")).body);
    expect(stats).toMatchObject({ visitors: 0, conversionRate: 0, clickThroughRate: 0, averageOrderValue: "0.00" });
  });

  it("replaces a visitor cookie that is not exactly 32 hex digits with a fresh one", async () => {
    const me = await entrepreneur();
    const hex = "0123456789abcdef".repeat(2);
    for (const sent of [`${hex}ff`, `ff${hex}`, `${hex.slice(0, 16)}=${hex.slice(16)}`]) {
      const res = await request(ctx.built.app).post("/api/affiliate/visits").set("Cookie", `gsm_vid=${sent}`).send({ code: me.code });
      const cookies = (res.headers["set-cookie"] as unknown as string[]) ?? [];
      const visitor = cookies.find((c) => c.startsWith("gsm_vid="))!;
      expect(visitor, sent).toMatch(/^gsm_vid=[a-f0-9]{32};/);
      expect(visitor, sent).not.toContain(hex.slice(0, 16));
    }
    // A well-formed one is kept: the same browser.
    const kept = await request(ctx.built.app).post("/api/affiliate/visits").set("Cookie", `gsm_vid=${hex}`).send({ code: me.code });
    expect((kept.headers["set-cookie"] as unknown as string[]).find((c) => c.startsWith("gsm_vid="))).toMatch(
      new RegExp(`^gsm_vid=${hex};`),
    );
  });

  it("sets a first-party visitor cookie next to the affiliate code", async () => {
    const me = await entrepreneur();
    const res = await request(ctx.built.app).post("/api/affiliate/visits").send({ code: me.code });
    const cookies = (res.headers["set-cookie"] as unknown as string[]) ?? [];
    const visitor = cookies.find((c) => c.startsWith("gsm_vid="))!;
    expect(visitor).toMatch(/^gsm_vid=[a-f0-9]{32};/);
    expect(visitor).toMatch(/HttpOnly/);
    expect(visitor).toMatch(/SameSite=Lax/);
  });
});

describe("affiliate links and the entrepreneur profile", () => {
  it("builds a course link with the code for published courses only", async () => {
    const me = await entrepreneur();
    const course = await makeCourse(ctx);
    const draft = await makeCourse(ctx, { isPublished: false });
    const res = await me.agent.post(`/api/entrepreneur/affiliate-link/${course.id}`);
    expect(res.status).toBe(200);
    // Built on PUBLIC_URL (the test app's), whatever Host the request carried.
    expect(res.body.affiliateLink).toBe(`https://academy.example.test/course/${course.id}?ref=${me.code}`);
    expect((await me.agent.post(`/api/entrepreneur/affiliate-link/${draft.id}`)).status).toBe(404);
    expect((await me.agent.post(`/api/entrepreneur/affiliate-link/abc`)).status).toBe(400);
  });

  it("keeps the bank account's last 4 digits, validates emails and URLs, and stores the toggles", async () => {
    const me = await entrepreneur();
    const res = await me.agent.patch("/api/entrepreneur/profile").send({
      businessName: "Acme Media",
      website: "https://acme.example",
      paypalEmail: "pay@acme.example",
      bankAccount: "DE00 1234 5678 9012".replace(/[A-Z]/g, ""),
      smsNotifications: true,
      currentPassword: "password123",
    });
    expect(res.status).toBe(200);
    expect(entrepreneurProfileViewSchema.parse(res.body)).toMatchObject({
      businessName: "Acme Media",
      bankAccount: "9012",
      smsNotifications: true,
      emailNotifications: true,
      marketingEmails: true,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.bankAccountLast4).toBe("9012");
    expect(JSON.stringify(res.body)).not.toContain("12345678");

    for (const bad of [{ paypalEmail: "not-an-email" }, { website: "acme" }, { bankAccount: "12ab" }, { smsNotifications: "yes" }]) {
      const refused = await me.agent.patch("/api/entrepreneur/profile").send(bad);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual([Object.keys(bad)[0]]);
    }
    expect((await me.agent.get("/api/entrepreneur/profile")).body.businessName).toBe("Acme Media");
    const cleared = await me.agent
      .patch("/api/entrepreneur/profile")
      .send({ businessName: "", bankAccount: "", currentPassword: "password123" });
    expect(cleared.body).toMatchObject({ businessName: null, bankAccount: null });
  });

  it("changes only the fields a profile update sends: the others, the bank digits and the toggles stay", async () => {
    const me = await entrepreneur();
    await me.agent.patch("/api/entrepreneur/profile").send({
      businessName: "Acme Media",
      bankAccount: "12345678",
      smsNotifications: true,
      marketingEmails: false,
      currentPassword: "password123",
    });
    const renamed = await me.agent.patch("/api/entrepreneur/profile").send({ firstName: "Ada" });
    expect(renamed.status).toBe(200);
    const expected = {
      firstName: "Ada",
      businessName: "Acme Media",
      bankAccount: "5678",
      smsNotifications: true,
      marketingEmails: false,
      emailNotifications: true,
    };
    expect(renamed.body).toMatchObject(expected);
    // One toggle sent: the other stored ones stay as they were.
    const toggled = await me.agent.patch("/api/entrepreneur/profile").send({ emailNotifications: false });
    expect(toggled.body).toMatchObject({ ...expected, emailNotifications: false });
    expect((await me.agent.get("/api/entrepreneur/profile")).body).toMatchObject({ ...expected, emailNotifications: false });
  });
  it("changes the payout method only with the current password, and emails the owner in the same write", async () => {
    const me = await entrepreneur();
    const sent = async () =>
      (
        await ctx.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.userId, me.user.id), eq(emailOutbox.template, "payout_method_changed")))
      ).length;

    const missing = await me.agent.patch("/api/entrepreneur/profile").send({ paypalEmail: "pay@acme.example", businessName: "Acme" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: "CURRENT_PASSWORD_REQUIRED" });
    expect(Object.keys(missing.body.errors)).toEqual(["currentPassword"]);
    const wrong = await me.agent
      .patch("/api/entrepreneur/profile")
      .send({ bankAccount: "12345678", businessName: "Acme", currentPassword: "not-my-password" });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: "WRONG_PASSWORD" });
    // Refused: nothing changed, not even the other fields sent alongside, and no email.
    expect((await me.agent.get("/api/entrepreneur/profile")).body).toMatchObject({
      paypalEmail: null,
      bankAccount: null,
      businessName: null,
    });
    expect(await sent()).toBe(0);
    for (const bad of [{ currentPassword: 5 }, { currentPassword: "x".repeat(257) }, { currentPassword: "" }]) {
      const refused = await me.agent.patch("/api/entrepreneur/profile").send({ paypalEmail: "pay@acme.example", ...bad });
      expect(refused.status).toBe(400);
    }

    const changed = await me.agent
      .patch("/api/entrepreneur/profile")
      .send({ paypalEmail: "pay@acme.example", bankAccount: "12345678", currentPassword: "password123" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ paypalEmail: "pay@acme.example", bankAccount: "5678" });
    expect(JSON.stringify(changed.body)).not.toContain("password123");
    expect(await sent()).toBe(1);

    // The same method sent again, or other fields alone: no password asked, no email.
    const same = await me.agent
      .patch("/api/entrepreneur/profile")
      .send({ paypalEmail: "pay@acme.example", bankAccount: "5678", bio: "Hi" });
    expect(same.status).toBe(200);
    expect(await sent()).toBe(1);
  });
});

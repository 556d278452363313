import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  EMAIL_NOT_VERIFIED,
  FORGOT_PASSWORD_SENT,
  RESET_LINK_INVALID,
  VERIFY_LINK_INVALID,
  WRONG_CURRENT_PASSWORD,
} from "@shared/schemas/account";
import { payoutRunResultSchema } from "@shared/schemas/payments";
import { accountTokens, emailOutbox, users } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { makeCourse } from "../../test/course-factories";
import { CARD_DETAILS, makeCommission, makePayment } from "../../test/payment-factories";
import { tablesContaining } from "../../test/find-in-database";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";
import { linkIn, startTestSmtp, type TestSmtp } from "../../test/test-smtp";
import { deliverDueEmails, queueEmail } from "../email";
import { runMonthlyPayout } from "../payments/payouts.service";

let ctx: TestContext;
let smtp: TestSmtp;
const PUBLIC_URL = "https://academy.example.test";

beforeAll(async () => {
  smtp = await startTestSmtp();
  // Behind one trusted proxy hop, so each forgot-password request below can come from its own
  // address (forgot()) and the tests do not eat into one another's per-IP allowance (20 an hour).
  ctx = await createTestContext({ smtpUrl: smtp.url, trustProxy: 1 });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  await ctx.db.delete(emailOutbox);
  await setSettings(ctx, { requireEmailVerification: true, passwordMinLength: 8, requireStrongPasswords: false });
});

const api = () => request(ctx.built.app);
let clientIp = 0;
/** A forgot-password request from a fresh client address (the per-IP limit has its own test). */
const forgot = (email: string) =>
  api()
    .post("/api/password/forgot")
    .set("X-Forwarded-For", `10.77.${Math.floor(++clientIp / 250)}.${(clientIp % 250) + 1}`)
    .send({ email });
const deliver = () =>
  deliverDueEmails(ctx.db, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, production: true, logger: createLogger("silent") });
/** The token of the link in the last email to `email` whose path starts with `path`. */
async function tokenFromEmail(email: string, path: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    await deliver();
    // The last such email: a new-browser sign-in notice may come after it.
    const mail = smtp.received.filter((m) => m.to.includes(email) && linkIn(m, path)).at(-1);
    const link = mail && linkIn(mail, path);
    if (link) return new URL(link).searchParams.get("token")!;
    await new Promise((r) => setTimeout(r, 50)); // the forgot request works after its answer
  }
  throw new Error(`no ${path} email to ${email}`);
}
const emailOf = (u: { username: string }) => `${u.username}@example.test`;

describe("forgot and reset password", () => {
  it("answers 202 with the same body for a known and an unknown email, and only the known one gets a link", async () => {
    const user = await makeUser(ctx);
    const known = await forgot(emailOf(user).toUpperCase());
    const unknown = await forgot("nobody@nowhere.test");
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_SENT });
    expect(unknown.body).toEqual(known.body);
    await tokenFromEmail(emailOf(user), "/reset-password?token=");
    expect(smtp.received.map((m) => m.to[0])).toEqual([emailOf(user)]);
  });

  it("resets with the emailed token once: hashed at rest, every session ended, the owner told", async () => {
    const user = await makeUser(ctx, { password: "old-password" });
    const session = await signIn(ctx, user);
    await forgot(emailOf(user));
    const token = await tokenFromEmail(emailOf(user), "/reset-password?token=");
    const stored = await ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored.map((t) => t.tokenHash)).toEqual([crypto.createHash("sha256").update(token).digest("hex")]);

    // A password the rules refuse leaves the token usable.
    expect(await api().post("/api/password/reset").send({ token, password: "short" })).toMatchObject({
      status: 400,
      body: { errors: { password: expect.any(String) } },
    });
    expect((await api().post("/api/password/reset").send({ token, password: "brand-new-pass" })).status).toBe(200);
    expect((await session.get("/api/user")).status).toBe(401);
    expect((await api().post("/api/login").send({ username: user.username, password: "old-password" })).status).toBe(401);
    expect((await api().post("/api/login").send({ username: user.username, password: "brand-new-pass" })).status).toBe(200);

    const again = await api().post("/api/password/reset").send({ token, password: "another-pass-1" });
    expect(again).toMatchObject({ status: 400, body: { code: "TOKEN_INVALID", message: RESET_LINK_INVALID } });
    await deliver();
    expect(smtp.received.filter((m) => m.to.includes(emailOf(user))).map((m) => m.subject)).toContain(
      "GSM Academy: your password was changed",
    );
  });

  it("refuses an expired or unknown token", async () => {
    const user = await makeUser(ctx);
    await forgot(emailOf(user));
    const token = await tokenFromEmail(emailOf(user), "/reset-password?token=");
    await ctx.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    expect(await api().post("/api/password/reset").send({ token, password: "brand-new-pass" })).toMatchObject({
      status: 400,
      body: { message: RESET_LINK_INVALID },
    });
    expect(
      await api()
        .post("/api/password/reset")
        .send({ token: "x".repeat(43), password: "brand-new-pass" }),
    ).toMatchObject({ status: 400, body: { message: RESET_LINK_INVALID } });
  });

  it("throttles requests for one email address", async () => {
    const email = "flood@nowhere.test";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api().post("/api/password/forgot").set("X-Forwarded-For", `10.0.0.${i}`).send({ email })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("throttles one IP address asking for many addresses (20 an hour)", async () => {
    // Behind a proxy (one hop): the client's address comes from X-Forwarded-For.
    const proxied = request(ctx.makeApp({ trustProxy: 1 }).app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (
          await proxied
            .post("/api/password/forgot")
            .set("X-Forwarded-For", "10.9.8.7")
            .send({ email: `spray${i}@nowhere.test` })
        ).status,
      );
    expect(statuses.filter((s) => s === 202)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    // Another address is not held back by that one.
    expect(
      (await proxied.post("/api/password/forgot").set("X-Forwarded-For", "10.9.8.8").send({ email: "spray0-b@nowhere.test" })).status,
    ).toBe(202);
  });
});

describe("POST /api/user/password", () => {
  it("needs the current password (403), keeps this session, ends the others and tells the owner", async () => {
    const user = await makeUser(ctx, { password: "current-pass" });
    const here = await signIn(ctx, user);
    const elsewhere = await signIn(ctx, user);
    expect(await here.post("/api/user/password").send({ currentPassword: "wrong-pass", newPassword: "next-password" })).toMatchObject({
      status: 403,
      body: { message: WRONG_CURRENT_PASSWORD },
    });
    expect((await here.post("/api/user/password").send({ currentPassword: "current-pass", newPassword: "x" })).status).toBe(400);
    expect((await here.post("/api/user/password").send({ currentPassword: "current-pass", newPassword: "next-password" })).status).toBe(
      200,
    );
    expect((await here.get("/api/user")).status).toBe(200);
    expect((await elsewhere.get("/api/user")).status).toBe(401);
    expect((await api().post("/api/login").send({ username: user.username, password: "next-password" })).status).toBe(200);
    await deliver();
    // The two agents are two browsers: the second sign-in's new-browser notice is also there.
    expect(smtp.received.map((m) => m.subject).filter((s) => !s.includes("new sign-in"))).toEqual([
      "GSM Academy: your password was changed",
    ]);
  });
});

describe("POST /api/user/password guesses", () => {
  it("counts wrong current passwords against the account's sign-in limit (429)", async () => {
    const user = await makeUser(ctx, { password: "current-pass" });
    const agent = await signIn(ctx, user);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await agent.post("/api/user/password").send({ currentPassword: `guess-${i}`, newPassword: "next-password" })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses[10]).toBe(429);
  });
});

describe("tokens at rest", () => {
  const sha256 = (s: string) => crypto.createHash("sha256").update(s).digest("hex");
  /** The delivered link's token is nowhere in the database (its hash is, where a token is looked up). */
  async function expectOnlyHashStored(token: string) {
    expect(await tablesContaining(ctx.db, token)).toEqual([]);
    expect(await tablesContaining(ctx.db, sha256(token))).toEqual(["public.account_tokens"]); // the scan finds what is there
  }

  it("sign-up: the verification link's token is stored nowhere, and the link verifies", async () => {
    const res = await api()
      .post("/api/register")
      .send({ username: "rest1", email: "rest1@mail.test", password: "password123", firstName: "Rest", lastName: "One", role: "personal" });
    expect(res.status).toBe(201);
    const token = await tokenFromEmail("rest1@mail.test", "/verify-email?token=");
    await expectOnlyHashStored(token);
    expect((await api().post("/api/email/verify").send({ token })).status).toBe(200);
  });

  it("forgot password: the reset link's token is stored nowhere, and the link resets", async () => {
    const user = await makeUser(ctx);
    expect((await forgot(emailOf(user))).status).toBe(202);
    const token = await tokenFromEmail(emailOf(user), "/reset-password?token=");
    await expectOnlyHashStored(token);
    expect((await api().post("/api/password/reset").send({ token, password: "brand-new-pass-1" })).status).toBe(200);
  });

  it("an optional email: the unsubscribe link's token is stored nowhere, and the link unsubscribes", async () => {
    const user = await makeUser(ctx);
    await queueEmail(ctx.db, user.id, "refund_issued", { courseTitle: "Options 101", amount: "49.00", reference: "pi_1" });
    const token = await tokenFromEmail(emailOf(user), "/unsubscribe?token=");
    await expectOnlyHashStored(token);
    expect((await api().post("/api/email/unsubscribe").send({ token })).status).toBe(200);
  });
});

describe("email verification", () => {
  const register = (username: string) =>
    api()
      .post("/api/register")
      .send({ username, email: `${username}@mail.test`, password: "password123", firstName: "Vera", lastName: "Fied", role: "personal" });

  it("sign-up sends a link; unverified accounts cannot pay while it is required; the link verifies once", async () => {
    expect((await register("vera1")).status).toBe(201);
    const agent = request.agent(ctx.built.app);
    await agent.post("/api/login").send({ username: "vera1", password: "password123" });
    expect((await agent.get("/api/user")).body).toMatchObject({ emailVerified: false });
    const course = await makeCourse(ctx, { priceCents: 5_000 });
    const pay = () => agent.post("/api/create-payment-intent").send({ courseId: course.id, paymentType: "one_time" });
    expect(await pay()).toMatchObject({ status: 403, body: { code: "EMAIL_NOT_VERIFIED", message: EMAIL_NOT_VERIFIED } });
    expect((await api().get("/api/platform")).body).toMatchObject({ sendsEmail: true, emailVerificationRequired: true });

    // Turning the setting off lifts the restriction at once.
    await setSettings(ctx, { requireEmailVerification: false });
    expect((await pay()).status).toBe(200);
    await setSettings(ctx, { requireEmailVerification: true });
    expect((await pay()).status).toBe(403);

    const token = await tokenFromEmail("vera1@mail.test", "/verify-email?token=");
    expect((await api().post("/api/email/verify").send({ token })).status).toBe(200);
    expect(await api().post("/api/email/verify").send({ token })).toMatchObject({ status: 400, body: { message: VERIFY_LINK_INVALID } });
    expect((await agent.get("/api/user")).body).toMatchObject({ emailVerified: true });
    expect((await pay()).status).toBe(200);
  });

  it("refuses to confirm a test payment opened while verification was off, once it is on, and charges nothing", async () => {
    const learner = await makeUser(ctx);
    const agent = await signIn(ctx, learner);
    const course = await makeCourse(ctx, { priceCents: 5_000 });
    await setSettings(ctx, { requireEmailVerification: false });
    const intent = await agent.post("/api/create-payment-intent").send({ courseId: course.id, paymentType: "one_time" });
    expect(intent.status).toBe(200);
    await setSettings(ctx, { requireEmailVerification: true });
    const confirm = () =>
      agent
        .post("/api/payments/test/confirm")
        .send({ clientSecret: intent.body.clientSecret, cardNumber: "4242424242424242", ...CARD_DETAILS });
    expect(await confirm()).toMatchObject({ status: 403, body: { code: "EMAIL_NOT_VERIFIED", message: EMAIL_NOT_VERIFIED } });
    expect((await agent.get(`/api/payments/${intent.body.paymentIntentId}`)).body).toMatchObject({ status: "pending" });
    expect((await agent.get("/api/personal/enrollments")).body).toEqual([]);
    // Verified, the same checkout goes through.
    await ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, learner.id));
    expect(await confirm()).toMatchObject({ status: 200, body: { status: "succeeded" } });
  });

  it("a verification link works for 48 hours, not after", async () => {
    await register("vera3");
    const token = await tokenFromEmail("vera3@mail.test", "/verify-email?token=");
    const [row] = await ctx.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, crypto.createHash("sha256").update(token).digest("hex")));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
    await ctx.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.id, row!.id));
    expect(await api().post("/api/email/verify").send({ token })).toMatchObject({
      status: 400,
      body: { code: "TOKEN_INVALID", message: VERIFY_LINK_INVALID },
    });
  });

  it("Resend is throttled: five an hour per account", async () => {
    await register("vera4");
    const agent = request.agent(ctx.built.app);
    await agent.post("/api/login").send({ username: "vera4", password: "password123" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await agent.post("/api/email/verify/resend").send({})).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("Resend sends a new link that replaces the old one; verified accounts get 409", async () => {
    await register("vera2");
    const agent = request.agent(ctx.built.app);
    await agent.post("/api/login").send({ username: "vera2", password: "password123" });
    const first = await tokenFromEmail("vera2@mail.test", "/verify-email?token=");
    expect((await agent.post("/api/email/verify/resend").send({})).status).toBe(200);
    const second = await tokenFromEmail("vera2@mail.test", "/verify-email?token=");
    expect(second).not.toBe(first);
    expect((await api().post("/api/email/verify").send({ token: first })).status).toBe(400);
    expect((await api().post("/api/email/verify").send({ token: second })).status).toBe(200);
    expect((await agent.post("/api/email/verify/resend").send({})).status).toBe(409);
  });

  it("leaves an unverified entrepreneur out of the payout while verification is required, and says who and why", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const unverified = await makeUser(ctx, { role: "entrepreneur" });
    const verified = await makeUser(ctx, { role: "entrepreneur", emailVerified: true });
    const unverifiedSmall = await makeUser(ctx, { role: "entrepreneur" }); // below the minimum anyway
    const buyer = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const old = new Date(Date.now() - 40 * 86_400_000);
    for (const [e, amountCents] of [
      [unverified, 5_000],
      [verified, 5_000],
      [unverifiedSmall, 1_000],
    ] as const) {
      const payment = await makePayment(ctx, { userId: buyer.id, courseId: course.id });
      await makeCommission(ctx, { entrepreneurId: e.id, paymentId: payment.id, amountCents, createdAt: old });
    }
    const run = await admin.post("/api/admin/payouts/run").send({});
    expect(run.status).toBe(200);
    const result = payoutRunResultSchema.strict().parse(run.body);
    const paid = result.payouts.map((p) => p.entrepreneurId);
    expect(paid).toContain(verified.id);
    expect(paid).not.toContain(unverified.id);
    expect(result.heldBack).toEqual([
      {
        entrepreneurId: unverified.id,
        username: unverified.username,
        name: "Test entrepreneur",
        amount: "50.00",
        reason: "EMAIL_NOT_VERIFIED",
      },
    ]);
    // Without the requirement the next run (a later month) includes it.
    expect((await runMonthlyPayout(ctx.db, new Date(Date.now() + 40 * 86_400_000))).payouts.map((p) => p.entrepreneurId)).toContain(
      unverified.id,
    );
  });

  it("lets an unverified account enroll in a free course (and browse) while it is required", async () => {
    const learner = await makeUser(ctx);
    const agent = await signIn(ctx, learner);
    const free = await makeCourse(ctx, { priceCents: 0 });
    const paid = await makeCourse(ctx, { priceCents: 5_000 });
    expect((await agent.get(`/api/courses/${free.id}`)).status).toBe(200);
    const enrolled = await agent.post(`/api/personal/enroll/${free.id}`).send({});
    expect(enrolled.status).toBe(201);
    expect((await agent.get("/api/personal/enrollments")).body.map((e: { courseId: number }) => e.courseId)).toContain(free.id);
    // Paying is what waits for the verification.
    const pay = await agent.post("/api/create-payment-intent").send({ courseId: paid.id, paymentType: "one_time" });
    expect(pay).toMatchObject({ status: 403, body: { code: "EMAIL_NOT_VERIFIED" } });
  });

  it("can be turned on by an admin with SMTP_URL as the only mail server (no SMTP host saved)", async () => {
    await setSettings(ctx, { requireEmailVerification: false });
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    expect((await admin.get("/api/admin/settings")).body).toMatchObject({ smtpHost: "", smtpUrlSet: true });
    const on = await admin.patch("/api/admin/settings").send({ requireEmailVerification: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ requireEmailVerification: true, smtpUrlSet: true });
  });
});

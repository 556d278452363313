import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, recoveryCodes, twoFactorSecrets, users } from "../../db/schema";
import { DataCipher } from "../../lib/data-encryption";
import { createTestContext, makeUser, setSettings, signIn, type MadeUser, type TestContext } from "../../test/test-app";

// Two factors with an authenticator app (docs/product-rules.md §15), on a fixed clock.

let ctx: TestContext;
const T0 = new Date("2026-12-08T10:00:05.000Z");

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  ctx.clock.set(null);
  await ctx.close();
});
beforeEach(async () => {
  ctx.clock.set(T0);
  await setSettings(ctx, { enableTwoFactor: false });
});

const codeAt = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at.getTime(),
  });
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** A user with 2FA turned on through the API: the secret and the recovery codes. */
async function withTwoFactor(fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(ctx, fields);
  const agent = await signIn(ctx, user);
  const setup = await agent.post("/api/user/2fa/totp/setup").send({});
  expect(setup.status).toBe(200);
  const enable = await agent.post("/api/user/2fa/totp/enable").send({ code: codeAt(setup.body.secret, T0) });
  expect(enable.status).toBe(200);
  return { user, agent, secret: setup.body.secret as string, recovery: enable.body.recoveryCodes as string[] };
}

async function passwordStep(user: MadeUser) {
  const agent = request.agent(ctx.built.app);
  const res = await agent.post("/api/login").send({ username: user.username, password: user.password });
  return { agent, res };
}

const emailsOf = (userId: number, template: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, template)));

describe("turning on an authenticator app", () => {
  it("answers a secret, its otpauth URL and a QR code, and turns on with a code from it", async () => {
    const user = await makeUser(ctx);
    const agent = await signIn(ctx, user);
    const setup = await agent.post("/api/user/2fa/totp/setup").send({});
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toContain(`otpauth://totp/`);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await agent.get("/api/user")).body).toMatchObject({ twoFactorEnabled: false, passkeyCount: 0 });

    const wrong = await agent.post("/api/user/2fa/totp/enable").send({ code: codeAt(setup.body.secret, later(300)) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_TWO_FACTOR_CODE");
    expect((await agent.get("/api/user")).body.twoFactorEnabled).toBe(false);

    const on = await agent.post("/api/user/2fa/totp/enable").send({ code: codeAt(setup.body.secret, later(-30)) });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    for (const code of on.body.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await agent.get("/api/user")).body).toMatchObject({ twoFactorEnabled: true, passkeyCount: 0 });
  });

  it("stores the secret encrypted and the recovery codes hashed", async () => {
    const { user, secret, recovery } = await withTwoFactor();
    const [row] = await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    expect(row!.secret).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(row!.secret).not.toContain(secret);
    const hashes = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(10);
    const stored = JSON.stringify(hashes);
    for (const code of recovery) expect(stored).not.toContain(code.replace("-", ""));
  });

  it("refuses a second setup while on, and enabling with no setup", async () => {
    const { agent } = await withTwoFactor();
    const again = await agent.post("/api/user/2fa/totp/setup").send({});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("TWO_FACTOR_ALREADY_ENABLED");
    const fresh = await signIn(ctx, await makeUser(ctx));
    const early = await fresh.post("/api/user/2fa/totp/enable").send({ code: "123456" });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("TWO_FACTOR_SETUP_NOT_STARTED");
  });

  it("answers 503 ENCRYPTION_KEY_MISSING on a production server without DATA_ENCRYPTION_KEY, storing nothing", async () => {
    const user = await makeUser(ctx);
    const agent = await signIn(ctx, user, ctx.makeApp({ dataCipher: null }));
    const res = await agent.post("/api/user/2fa/totp/setup").send({});
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("ENCRYPTION_KEY_MISSING");
    expect(await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id))).toHaveLength(0);
  });

  it.each([
    ["a NUL", { code: "12\u00003456" }],
    ["a wrong type", { code: 123456 }],
    ["an oversize value", { code: "1".repeat(5000) }],
    ["letters", { code: "abcdef" }],
    ["nothing", {}],
  ])("refuses %s as a code, changing nothing", async (_name, body) => {
    const user = await makeUser(ctx);
    const agent = await signIn(ctx, user);
    await agent.post("/api/user/2fa/totp/setup").send({});
    const res = await agent.post("/api/user/2fa/totp/enable").send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBeTruthy();
    expect((await agent.get("/api/user")).body.twoFactorEnabled).toBe(false);
  });
});

describe("signing in with two factors", () => {
  it("asks for the second step after the password, on a session that can do nothing else", async () => {
    const { user } = await withTwoFactor();
    const { agent, res } = await passwordStep(user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true, methods: ["totp", "recovery"] });
    expect((await agent.get("/api/user")).status).toBe(401);
    expect((await agent.get("/api/personal/enrollments")).status).toBe(401);
    expect((await agent.post("/api/user/2fa/totp/setup").send({})).status).toBe(401);
    expect((await agent.delete("/api/user/2fa").send({ password: user.password, code: "123456" })).status).toBe(401);
  });

  it("signs in with a code on a fresh session id, and takes that code once only", async () => {
    const { user, secret } = await withTwoFactor();
    ctx.clock.set(later(60));
    const { agent, res } = await passwordStep(user);
    const halfCookie = res.headers["set-cookie"]?.[0]?.split(";")[0];
    const code = codeAt(secret, later(60));
    const ok = await agent.post("/api/login/2fa").send({ code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: user.id, twoFactorEnabled: true });
    const fullCookie = ok.headers["set-cookie"]?.[0]?.split(";")[0];
    expect(fullCookie).toBeTruthy();
    expect(fullCookie).not.toBe(halfCookie);
    expect((await agent.get("/api/user")).body.id).toBe(user.id);
    // The half session is gone with its id.
    const old = await request(ctx.built.app).post("/api/login/2fa").set("Cookie", halfCookie!).send({ code });
    expect(old.status).toBe(401);

    // Replay: the same code, within its window, on another sign-in.
    const second = await passwordStep(user);
    const replay = await second.agent.post("/api/login/2fa").send({ code });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("INVALID_TWO_FACTOR_CODE");
    // The next step's code is taken.
    ctx.clock.set(later(90));
    expect((await second.agent.post("/api/login/2fa").send({ code: codeAt(secret, later(90)) })).status).toBe(200);
  });

  it("accepts a code one step early or late, not two", async () => {
    const { user, secret } = await withTwoFactor();
    ctx.clock.set(later(600));
    const { agent } = await passwordStep(user);
    expect((await agent.post("/api/login/2fa").send({ code: codeAt(secret, later(540)) })).status).toBe(400);
    expect((await agent.post("/api/login/2fa").send({ code: codeAt(secret, later(630)) })).status).toBe(200);
  });

  it("refuses the second step without the password step, and after it expired", async () => {
    const { user, secret } = await withTwoFactor();
    const none = await request(ctx.built.app)
      .post("/api/login/2fa")
      .send({ code: codeAt(secret, T0) });
    expect(none.status).toBe(401);
    const { agent } = await passwordStep(user);
    ctx.clock.set(later(11 * 60));
    const late = await agent.post("/api/login/2fa").send({ code: codeAt(secret, later(11 * 60)) });
    expect(late.status).toBe(401);
  });

  it("signs in with a recovery code once, and emails the owner", async () => {
    const { user, recovery } = await withTwoFactor();
    const { agent } = await passwordStep(user);
    const ok = await agent.post("/api/login/2fa").send({ recoveryCode: recovery[0]!.toUpperCase() });
    expect(ok.status).toBe(200);
    const mails = await emailsOf(user.id, "two_factor_recovery_code_used");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("9 unused recovery codes are left.");
    const again = await passwordStep(user);
    const used = await again.agent.post("/api/login/2fa").send({ recoveryCode: recovery[0] });
    expect(used.status).toBe(400);
    expect(used.body.code).toBe("INVALID_TWO_FACTOR_CODE");
    expect(await emailsOf(user.id, "two_factor_recovery_code_used")).toHaveLength(1);
  });

  it("locks the second step for 15 minutes after five wrong codes, across sessions", async () => {
    const { user, secret } = await withTwoFactor();
    ctx.clock.set(later(120));
    const { agent } = await passwordStep(user);
    for (let i = 0; i < 4; i++) expect((await agent.post("/api/login/2fa").send({ code: "000000" })).status).toBe(400);
    const fifth = await agent.post("/api/login/2fa").send({ code: "000000" });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe("TWO_FACTOR_LOCKED");
    // A right code, from another session and another app process, is refused while locked.
    const other = request.agent(ctx.makeApp().app);
    await other.post("/api/login").send({ username: user.username, password: user.password });
    const locked = await other.post("/api/login/2fa").send({ code: codeAt(secret, later(120)) });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/15 minutes/);
    ctx.clock.set(later(120 + 15 * 60));
    const fresh = await passwordStep(user);
    expect((await fresh.agent.post("/api/login/2fa").send({ code: codeAt(secret, later(120 + 15 * 60)) })).status).toBe(200);
  });

  it.each([
    ["a NUL", { code: "\u0000" }],
    ["a wrong type", { recoveryCode: ["a"] }],
    ["an oversize value", { recoveryCode: "a".repeat(100_000) }],
    ["both kinds", { code: "123456", recoveryCode: "abcde-fghjk" }],
  ])("refuses %s in the second step without counting it", async (_name, body) => {
    const { user, secret } = await withTwoFactor();
    ctx.clock.set(later(150));
    const { agent } = await passwordStep(user);
    const res = await agent.post("/api/login/2fa").send(body);
    expect([400, 413]).toContain(res.status);
    const [row] = await ctx.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    expect(row!.failedAttempts).toBe(0);
    expect((await agent.post("/api/login/2fa").send({ code: codeAt(secret, later(150)) })).status).toBe(200);
  });
});

describe("turning it off", () => {
  it("needs the password and a current code, and emails the owner", async () => {
    const { user, agent, secret } = await withTwoFactor();
    ctx.clock.set(later(60));
    const badPassword = await agent.delete("/api/user/2fa").send({ password: "not-it-123", code: codeAt(secret, later(60)) });
    expect(badPassword.status).toBe(403);
    expect(badPassword.body.code).toBe("WRONG_PASSWORD");
    const badCode = await agent.delete("/api/user/2fa").send({ password: user.password, code: "000000" });
    expect(badCode.status).toBe(400);
    expect((await agent.get("/api/user")).body.twoFactorEnabled).toBe(true);
    expect(await emailsOf(user.id, "two_factor_disabled")).toHaveLength(0);

    const off = await agent.delete("/api/user/2fa").send({ password: user.password, code: codeAt(secret, later(60)) });
    expect(off.status).toBe(204);
    expect((await agent.get("/api/user")).body.twoFactorEnabled).toBe(false);
    expect(await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    const mails = await emailsOf(user.id, "two_factor_disabled");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Two-factor sign-in was just turned off");
    const { res } = await passwordStep(user);
    expect(res.body).toMatchObject({ id: user.id, twoFactorEnabled: false });
  });
});

describe("enableTwoFactor: admins must have a second factor", () => {
  it("refuses to turn the setting on for an admin without one", async () => {
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const res = await admin.patch("/api/admin/settings").send({ enableTwoFactor: true });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("OWN_TWO_FACTOR_REQUIRED");
    expect((await ctx.settings.get()).enableTwoFactor).toBe(false);
  });

  it("sends an admin without a factor to the setup, and nowhere else", async () => {
    const { agent: secured } = await withTwoFactor({ role: "admin" });
    const on = await secured.patch("/api/admin/settings").send({ enableTwoFactor: true });
    expect(on.status).toBe(200);
    expect(on.body.enableTwoFactor).toBe(true);
    expect((await secured.get("/api/admin/users")).status).toBe(200);

    const plain = await makeUser(ctx, { role: "admin" });
    const agent = await signIn(ctx, plain);
    const blocked = await agent.get("/api/admin/users");
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe("TWO_FACTOR_SETUP_REQUIRED");
    expect((await agent.patch("/api/admin/settings").send({ enableTwoFactor: false })).status).toBe(403);
    expect((await agent.get("/api/user")).status).toBe(200);
    expect((await agent.get("/api/platform")).status).toBe(200);
    const setup = await agent.post("/api/user/2fa/totp/setup").send({});
    expect(setup.status).toBe(200);
    const enable = await agent.post("/api/user/2fa/totp/enable").send({ code: codeAt(setup.body.secret, T0) });
    expect(enable.status).toBe(200);
    expect((await agent.get("/api/admin/users")).status).toBe(200);

    // A learner without a factor is not held.
    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await learner.get("/api/personal/enrollments")).status).not.toBe(403);
    expect((await agent.post("/api/logout")).status).toBe(204);
  });

  it("lets an admin reset another account's factors, emailing its owner", async () => {
    const { user, secret } = await withTwoFactor();
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    const res = await admin.delete(`/api/admin/users/${user.id}/2fa`);
    expect(res.status).toBe(204);
    const [row] = await ctx.db.select({ at: users.twoFactorEnabledAt }).from(users).where(eq(users.id, user.id));
    expect(row!.at).toBeNull();
    const mails = await emailsOf(user.id, "two_factor_disabled");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("An administrator turned off two-factor sign-in");
    const { res: login } = await passwordStep(user);
    expect(login.body).toMatchObject({ id: user.id });
    expect(secret).toBeTruthy();
    const again = await admin.delete(`/api/admin/users/${user.id}/2fa`);
    expect(again.status).toBe(409);
    expect((await admin.delete("/api/admin/users/abc/2fa")).status).toBe(400);
  });
});

describe("data encryption", () => {
  it("reads what an old key wrote, and refuses an altered value", () => {
    const oldKey = crypto.randomBytes(32);
    const old = new DataCipher(oldKey);
    const stored = old.encrypt("JBSWY3DPEHPK3PXP");
    const rotated = new DataCipher(crypto.randomBytes(32), [oldKey]);
    expect(rotated.decrypt(stored)).toBe("JBSWY3DPEHPK3PXP");
    expect(rotated.isStale(stored)).toBe(true);
    expect(rotated.isStale(rotated.encrypt("x"))).toBe(false);
    const parts = stored.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => old.decrypt(parts.join("."))).toThrow();
    expect(() => DataCipher.random().decrypt(stored)).toThrow(/No key/);
  });
});

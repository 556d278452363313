import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, rateLimits, users } from "../../db/schema";
import { createTestContext, makeUser, setSettings, type TestContext } from "../../test/test-app";

// docs/product-rules.md §2: what the attack asked, and what
// it must no longer learn or do.

let ctx: TestContext;
const api = () => request(ctx.built.app);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await setSettings(ctx, {});
  await ctx.db.delete(rateLimits);
});

const newUser = (over: Record<string, unknown> = {}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    username: `ada_${tag}`,
    email: `ada_${tag}@example.test`,
    password: "analytical1",
    role: "personal",
    ...over,
  };
};

describe("sign-in rate-limit headers (item 8)", () => {
  it("are the same for an account's username, its email and an unknown name, with no partition key", async () => {
    const user = await makeUser(ctx);
    const policies: string[] = [];
    for (const username of [user.username, `${user.username}@example.test`, "nobody_here_at_all"]) {
      const res = await api().post("/api/login").send({ username, password: "wrong-pass1" });
      expect(res.status).toBe(401);
      const all = [res.headers["ratelimit-policy"], res.headers["ratelimit"]].join(" ");
      expect(all).not.toMatch(/pk=/);
      policies.push(String(res.headers["ratelimit-policy"]));
    }
    expect(new Set(policies).size).toBe(1);
  });
});

describe("sign-up with a registered email (item 9)", () => {
  it("answers as for a new account, creates nothing and emails the owner instead", async () => {
    const owner = await makeUser(ctx, { email: "owner.case@example.test" });
    const fresh = await api().post("/api/register").send(newUser());
    expect(fresh.status).toBe(201);
    const before = (await ctx.db.select().from(users)).length;

    const attempt = newUser({ email: "Owner.Case@EXAMPLE.test" });
    const res = await api().post("/api/register").send(attempt);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(res.body).toMatchObject({ username: attempt.username, email: attempt.email, role: "personal", emailVerified: false });
    expect(res.body.id).toBeGreaterThan(fresh.body.id);
    expect(res.headers["set-cookie"]?.[0]).toMatch(/^gsm\.sid=/);
    expect(JSON.stringify(res.body)).not.toContain(owner.username);

    expect((await ctx.db.select().from(users)).length).toBe(before);
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, owner.id));
    expect(mails.map((m) => m.template)).toEqual(["signup_attempt"]);
    expect(mails[0].text).toMatch(/tried to create a new account with this email/);
    // The owner's account is untouched: their password still signs in.
    expect((await api().post("/api/login").send({ username: owner.username, password: owner.password })).status).toBe(200);
  });

  it("still says when a username is taken, naming only that field", async () => {
    const owner = await makeUser(ctx);
    const res = await api()
      .post("/api/register")
      .send(newUser({ username: owner.username.toUpperCase(), email: `${owner.username}@example.test` }));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ username: "Username is already taken" });
  });

  it("counts refused sign-ups toward the per-address hourly limit", async () => {
    const built = ctx.makeApp({ signupLimitPerHour: 3 });
    const owner = await makeUser(ctx);
    for (let i = 0; i < 3; i++) {
      const res = await request(built.app)
        .post("/api/register")
        .send(newUser({ username: owner.username }));
      expect(res.status).toBe(409);
    }
    const res = await request(built.app).post("/api/register").send(newUser());
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("TOO_MANY_REQUESTS");
    expect(String(res.headers["ratelimit-policy"])).not.toMatch(/pk=/);
  });
});

describe("nobody elsewhere can lock the owner out (item 10)", () => {
  const from = (built: ReturnType<TestContext["makeApp"]>, ip: string) => ({
    login: (username: string, password: string, cookie?: string) => {
      const req = request(built.app).post("/api/login").set("X-Forwarded-For", ip);
      if (cookie) req.set("Cookie", cookie);
      return req.send({ username, password });
    },
  });

  it("ten wrong passwords from one address block that address only, admin included", async () => {
    const built = ctx.makeApp({ trustProxy: 1 });
    const admin = await makeUser(ctx, { role: "admin" });
    const attacker = from(built, "203.0.113.9");
    for (let i = 0; i < 10; i++) expect((await attacker.login(admin.username, "wrong-pass1")).status).toBe(401);
    expect((await attacker.login(admin.username, admin.password)).status).toBe(429);
    // The owner, from their own address, signs in.
    expect((await from(built, "198.51.100.7").login(admin.username, admin.password)).status).toBe(200);
  });

  it("guesses spread over many addresses reach the account's ceiling, which a browser the owner used before skips", async () => {
    const built = ctx.makeApp({ trustProxy: 1, loginRateLimit: { windowMs: 15 * 60 * 1000, perIp: 1000, perUsername: 3, perAccount: 6 } });
    const owner = await makeUser(ctx, { role: "admin" });
    const home = from(built, "198.51.100.7");
    const signedIn = await home.login(owner.username, owner.password);
    expect(signedIn.status).toBe(200);
    const device = (signedIn.headers["set-cookie"] as unknown as string[]).find((c) => c.startsWith("gsm.known="));
    expect(device).toBeDefined();
    const deviceCookie = device!.split(";")[0];

    for (let i = 0; i < 6; i++) {
      expect((await from(built, `203.0.113.${i + 1}`).login(owner.username, "wrong-pass1")).status).toBe(401);
    }
    // A new browser at yet another address meets the ceiling...
    expect((await from(built, "192.0.2.44").login(owner.username, owner.password)).status).toBe(429);
    // ...the owner's browser does not, even at a new address.
    expect((await from(built, "192.0.2.45").login(owner.username, owner.password, deviceCookie)).status).toBe(200);
    // A forged or other account's device cookie is no pass.
    const forged = deviceCookie.replace(/=\d+\./, `=${owner.id + 1000}.`);
    expect((await from(built, "192.0.2.46").login(owner.username, owner.password, forged)).status).toBe(429);
  });
});

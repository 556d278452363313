import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_SIGNUP_CLOSED_MESSAGE, REGISTRATION_CLOSED_MESSAGE } from "@shared/schemas/auth";
import { rateLimits, sessions, users } from "../../db/schema";
import { scaled } from "../../test/timeout-scale";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";

let ctx: TestContext;
const api = () => request(ctx.built.app);
const countUsers = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const newUser = (over: Record<string, unknown> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  username: `ada_${Math.random().toString(36).slice(2, 8)}`,
  email: `ada_${Math.random().toString(36).slice(2, 8)}@example.test`,
  password: "analytical1",
  role: "personal",
  ...over,
});

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

describe("sign-up", () => {
  it("creates a learner, answers 201 with the user and signs them in", async () => {
    const agent = request.agent(ctx.built.app);
    const body = newUser();
    const res = await agent.post("/api/register").send(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: body.username, email: body.email, role: "personal", status: "active" });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|argon2/i);
    const cookie = (res.headers["set-cookie"] as unknown as string[]).find((c) => c.startsWith("gsm.sid="))!;
    expect(cookie).toMatch(/^gsm\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await agent.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(body.username);
  });

  it("gives an entrepreneur a stored affiliate code GSM + padded id", async () => {
    const res = await api()
      .post("/api/register")
      .send(newUser({ role: "entrepreneur" }));
    expect(res.status).toBe(201);
    expect(res.body.affiliateCode).toBe(`GSM${String(res.body.id).padStart(6, "0")}`);
    expect(res.body.accountData.affiliateCode).toBe(res.body.affiliateCode);
  });

  it("refuses missing fields with 400 and a message per field, writing nothing", async () => {
    const before = await countUsers();
    const res = await api().post("/api/register").send({});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "firstName", "lastName", "password", "username"]);
    expect(res.body.message).toMatch(/Invalid input/);
    expect(await countUsers()).toBe(before);
  });

  it("refuses wrong types, overlong strings, bad emails, bad usernames and unknown roles", async () => {
    const before = await countUsers();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 12345 }, "username"],
      [{ username: "ab" }, "username"],
      [{ username: "a".repeat(33) }, "username"],
      [{ username: "bad name!" }, "username"],
      [{ email: "not-an-email" }, "email"],
      [{ email: `${"a".repeat(250)}@example.test` }, "email"],
      [{ firstName: "x".repeat(101) }, "firstName"],
      [{ password: "a1".repeat(65) }, "password"],
      [{ role: "superuser" }, "role"],
      [{ password: ["array1"] }, "password"],
      [{ language: "xx" }, "language"],
      [{ language: 7 }, "language"],
      [{ language: "f".repeat(10_000) }, "language"],
    ];
    for (const [over, field] of cases) {
      const res = await api().post("/api/register").send(newUser(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(over)).toBeTruthy();
    }
    expect(await countUsers()).toBe(before);
  });

  it("keeps the language the visitor chose as the new account's language setting (docs/product-rules.md §13)", async () => {
    const agent = request.agent(ctx.built.app);
    expect((await agent.post("/api/register").send(newUser({ language: "fr" }))).status).toBe(201);
    const settings = await agent.get("/api/user/settings");
    expect(settings.status).toBe(200);
    expect(settings.body.language).toBe("fr");

    // Without a choice the setting stays the default, English.
    const other = request.agent(ctx.built.app);
    expect((await other.post("/api/register").send(newUser())).status).toBe(201);
    expect((await other.get("/api/user/settings")).body.language).toBe("en");
  });

  it("enforces the platform password policy", async () => {
    let res = await api()
      .post("/api/register")
      .send(newUser({ password: "abc1" }));
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBe("Password must be at least 8 characters");
    res = await api()
      .post("/api/register")
      .send(newUser({ password: "onlyletters" }));
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBe("Password must contain at least one letter and one digit");
    await setSettings(ctx, { passwordMinLength: 12, requireStrongPasswords: false });
    res = await api()
      .post("/api/register")
      .send(newUser({ password: "elevenchars" }));
    expect(res.status).toBe(400);
    res = await api()
      .post("/api/register")
      .send(newUser({ password: "twelve chars" }));
    expect(res.status).toBe(201);
  });

  it("answers 409 naming the field for a duplicate username in another letter case; a registered email is not said", async () => {
    const first = newUser({ username: "CaseUser", email: "Case.User@Example.test" });
    expect((await api().post("/api/register").send(first)).status).toBe(201);
    const before = await countUsers();
    let res = await api()
      .post("/api/register")
      .send(newUser({ username: "caseuser" }));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ username: "Username is already taken" });
    res = await api()
      .post("/api/register")
      .send(newUser({ email: "case.user@example.TEST" }));
    expect(res.status).toBe(201); // as for a new account (sign-in-privacy.test.ts)
    expect(await countUsers()).toBe(before);
  });

  it("grants admin only while the platform has no admin", async () => {
    const fresh = await createTestContext();
    try {
      const first = await request(fresh.built.app)
        .post("/api/register")
        .send(newUser({ role: "admin" }));
      expect(first.status).toBe(201);
      expect(first.body.role).toBe("admin");
      const second = await request(fresh.built.app)
        .post("/api/register")
        .send(newUser({ role: "admin" }));
      expect(second.status).toBe(403);
      expect(second.body.message).toBe(ADMIN_SIGNUP_CLOSED_MESSAGE);
      const info = await request(fresh.built.app).get("/api/platform");
      expect(info.body.adminSignupOpen).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it("is refused with 403 while registration is closed", async () => {
    await setSettings(ctx, { allowRegistration: false });
    const before = await countUsers();
    const res = await api().post("/api/register").send(newUser());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(REGISTRATION_CLOSED_MESSAGE);
    expect(await countUsers()).toBe(before);
  });
});

describe("sign-in", () => {
  it("answers 200 with the user for the username in any letter case, or the email", async () => {
    const user = await makeUser(ctx, { username: "MixedCase" });
    let res = await api().post("/api/login").send({ username: "mixedcase", password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe("MixedCase");
    res = await api().post("/api/login").send({ username: "MixedCase@example.test", password: user.password });
    expect(res.status).toBe(200);
  });

  it("gives the same 401 for an unknown user and a wrong password", async () => {
    const user = await makeUser(ctx);
    const wrong = await api().post("/api/login").send({ username: user.username, password: "nope12345" });
    const unknown = await api().post("/api/login").send({ username: "nobody_here", password: "nope12345" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "INVALID_CREDENTIALS", message: "Invalid username or password" });
    // Only the request id differs: nothing tells whether the account exists.
    expect({ ...unknown.body, requestId: undefined }).toEqual({ ...wrong.body, requestId: undefined });
  });

  it("refuses missing or mistyped credentials with 400", async () => {
    expect((await api().post("/api/login").send({})).status).toBe(400);
    const res = await api()
      .post("/api/login")
      .send({ username: ["x"], password: 5 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("username");
    expect(res.body.errors).toHaveProperty("password");
  });

  it("refuses suspended and inactive accounts with 403 naming the status", async () => {
    const suspended = await makeUser(ctx, { status: "suspended" });
    const inactive = await makeUser(ctx, { status: "inactive" });
    let res = await api().post("/api/login").send({ username: suspended.username, password: suspended.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Your account is suspended.");
    res = await api().post("/api/login").send({ username: inactive.username, password: inactive.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Your account is inactive.");
  });

  it("ends an open session at its next request once the user is suspended", async () => {
    const user = await makeUser(ctx);
    const agent = await signIn(ctx, user);
    expect((await agent.get("/api/user")).status).toBe(200);
    await ctx.db
      .update(users)
      .set({ status: "suspended" })
      .where(sql`${users.id} = ${user.id}`);
    expect((await agent.get("/api/user")).status).toBe(401);
  });

  it("limits failed attempts per username with 429, even for the right password afterwards", async () => {
    const user = await makeUser(ctx);
    for (let i = 0; i < 10; i++) {
      const res = await api().post("/api/login").send({ username: user.username, password: "wrong-pass1" });
      expect(res.status).toBe(401);
    }
    const blocked = await api().post("/api/login").send({ username: user.username, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many sign-in attempts/);
    const other = await makeUser(ctx);
    expect((await api().post("/api/login").send({ username: other.username, password: other.password })).status).toBe(200);
  });

  it("limits failed attempts per IP address", async () => {
    const built = ctx.makeApp({ loginRateLimit: { windowMs: 60_000, perIp: 3, perUsername: 100 } });
    for (let i = 0; i < 3; i++) {
      await request(built.app)
        .post("/api/login")
        .send({ username: `ghost${i}`, password: "wrong-pass1" });
    }
    const res = await request(built.app).post("/api/login").send({ username: "ghost9", password: "wrong-pass1" });
    expect(res.status).toBe(429);
  });

  it("regenerates the session id at sign-in", async () => {
    const user = await makeUser(ctx);
    const agent = request.agent(ctx.built.app);
    const first = await agent.post("/api/login").send({ username: user.username, password: user.password });
    const second = await agent.post("/api/login").send({ username: user.username, password: user.password });
    const sid = (r: request.Response) =>
      (r.headers["set-cookie"] as unknown as string[]).find((c) => c.startsWith("gsm.sid="))!.split(";")[0];
    expect(sid(first)).not.toBe(sid(second));
    const stale = await request(ctx.built.app).get("/api/user").set("Cookie", sid(first));
    expect(stale.status).toBe(401);
  });

  it("keeps the session in the database, so it survives a new app instance", async () => {
    const user = await makeUser(ctx);
    const login = await api().post("/api/login").send({ username: user.username, password: user.password });
    const cookie = (login.headers["set-cookie"] as unknown as string[]).find((c) => c.startsWith("gsm.sid="))!.split(";")[0];
    const restarted = ctx.makeApp();
    const res = await request(restarted.app).get("/api/user").set("Cookie", cookie);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });

  it("sets the session lifetime from the platform's session timeout", async () => {
    await setSettings(ctx, { sessionTimeout: 2 });
    const user = await makeUser(ctx);
    const res = await api().post("/api/login").send({ username: user.username, password: user.password });
    const expires = new Date(
      /Expires=([^;]+)/.exec((res.headers["set-cookie"] as unknown as string[]).find((c) => c.startsWith("gsm.sid="))!)![1],
    ).getTime();
    expect(Math.abs(expires - (Date.now() + 2 * 3600_000))).toBeLessThan(60_000);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(sql`${sessions.userId} = ${user.id}`);
    expect(Math.abs(row.expire.getTime() - expires)).toBeLessThan(2000);
  });

  it("writes nothing to the session store on a request that does not change the session", async () => {
    await ctx.db.execute(sql`CREATE TABLE IF NOT EXISTS session_writes (n int)`);
    await ctx.db.execute(sql`CREATE OR REPLACE FUNCTION count_session_write() RETURNS trigger AS $$
      BEGIN INSERT INTO session_writes VALUES (1); RETURN NEW; END $$ LANGUAGE plpgsql`);
    await ctx.db.execute(sql`DROP TRIGGER IF EXISTS session_write_counter ON sessions`);
    await ctx.db.execute(sql`CREATE TRIGGER session_write_counter AFTER INSERT OR UPDATE ON sessions
      FOR EACH ROW EXECUTE FUNCTION count_session_write()`);
    const user = await makeUser(ctx);
    const agent = await signIn(ctx, user);
    // The sign-in's own "last seen" stamp (the session list, at most once an hour) is written after
    // its answer: wait for it, so the count below starts after every write the sign-in caused.
    await vi.waitFor(
      async () => {
        const seen = await ctx.db.execute(
          sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${user.id} AND last_seen_at IS NOT NULL`,
        );
        expect(seen.rows[0]).toEqual({ n: 1 });
      },
      { timeout: scaled(10_000), interval: 50 },
    );
    const writes = async () => (await ctx.db.execute(sql`SELECT count(*)::int AS n FROM session_writes`)).rows[0];
    const afterLogin = await writes();
    for (let i = 0; i < 3; i++) expect((await agent.get("/api/user")).status).toBe(200);
    expect(await writes()).toEqual(afterLogin);
    await ctx.db.execute(sql`DROP TRIGGER session_write_counter ON sessions`);
  });
});

describe("session endpoints", () => {
  it("answers 401 with a JSON message to GET /api/user when signed out", async () => {
    const res = await api().get("/api/user");
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "NOT_SIGNED_IN", message: "Not signed in" });
  });

  it("GET /api/logout ends the session and redirects to /", async () => {
    const agent = await signIn(ctx, await makeUser(ctx));
    const res = await agent.get("/api/logout");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/");
    expect((await agent.get("/api/user")).status).toBe(401);
  });

  it("does not sign anyone out from a link on another site", async () => {
    const agent = await signIn(ctx, await makeUser(ctx));
    const res = await agent.get("/api/logout").set("Sec-Fetch-Site", "cross-site");
    expect(res.status).toBe(302);
    expect((await agent.get("/api/user")).status).toBe(200);
  });

  it("POST /api/logout ends the session with 204", async () => {
    const agent = await signIn(ctx, await makeUser(ctx));
    expect((await agent.post("/api/logout")).status).toBe(204);
    expect((await agent.get("/api/user")).status).toBe(401);
  });

  it("GET /api/login sends the browser to /auth", async () => {
    const res = await api().get("/api/login");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/auth");
  });
});

describe("cross-site requests", () => {
  it("refuses a cross-origin POST with 403 and writes nothing", async () => {
    const before = await countUsers();
    let res = await api().post("/api/register").set("Origin", "https://evil.example").send(newUser());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Cross-site request refused");
    res = await api().post("/api/register").set("Sec-Fetch-Site", "cross-site").send(newUser());
    expect(res.status).toBe(403);
    res = await api().post("/api/register").set("Sec-Fetch-Site", "same-site").send(newUser());
    expect(res.status).toBe(403);
    expect(await countUsers()).toBe(before);
  });

  it("accepts same-origin browser requests and non-browser clients", async () => {
    const a = await api().post("/api/register").set("Sec-Fetch-Site", "same-origin").send(newUser());
    expect(a.status).toBe(201);
    const host = "127.0.0.1:5000";
    const b = await api().post("/api/register").set("Host", host).set("Origin", `http://${host}`).send(newUser());
    expect(b.status).toBe(201);
    const c = await api().post("/api/register").send(newUser());
    expect(c.status).toBe(201);
  });
});

describe("server basics", () => {
  it("answers /api/health", async () => {
    const res = await api().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
  });

  it("sets security headers", async () => {
    const res = await api().get("/api/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'self'/);
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("answers JSON 404 for an unknown API path", async () => {
    const res = await api().get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No API route/);
  });

  it("answers 400 to malformed JSON and 413 to an oversized body", async () => {
    let res = await api().post("/api/login").set("Content-Type", "application/json").send('{"username": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "MALFORMED_JSON", message: "Malformed JSON body" });
    res = await api()
      .post("/api/register")
      .send(newUser({ bio: "x".repeat(200 * 1024) }));
    expect(res.status).toBe(413);
  });

  it("never shows a password or its hash in a response or a log line", async () => {
    const secret = "Sup3rSecretPass";
    const body = newUser({ password: secret });
    const agent = request.agent(ctx.built.app);
    const responses = [
      await agent.post("/api/register").send(body),
      await agent.get("/api/user"),
      await agent.post("/api/login").send({ username: body.username, password: secret }),
      await agent.post("/api/login").send({ username: body.username, password: `${secret}x` }),
    ];
    for (const res of responses) expect(res.text).not.toMatch(new RegExp(`${secret}|scrypt\\$|\\$argon2`));
    const logs = ctx.logLines.join("\n");
    expect(logs).toMatch(/"path":"\/api\/register"/);
    expect(logs).not.toMatch(new RegExp(`${secret}|scrypt\\$|\\$argon2`));
  });
});

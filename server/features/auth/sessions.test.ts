import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSessionListSchema } from "@shared/schemas/account";
import { auditLog, emailOutbox, sessions } from "../../db/schema";
import { createTestContext, makeUser, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function signInWith(app: TestContext["built"], user: { username: string; password: string }, userAgent: string) {
  const agent = request.agent(app.app);
  const res = await agent.post("/api/login").set("User-Agent", userAgent).send({ username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return agent;
}

describe("the account's sessions", () => {
  it("lists each session with browser, OS, address and times, marks the current one, and never shows a session id", async () => {
    const user = await makeUser(ctx);
    const laptop = await signInWith(ctx.built, user, FIREFOX);
    await signInWith(ctx.built, user, SAFARI);
    const res = await laptop.get("/api/user/sessions").set("User-Agent", FIREFOX);
    const list = userSessionListSchema.parse(res.body);
    expect(list.items).toHaveLength(2);
    const current = list.items.find((s) => s.current)!;
    expect(current).toMatchObject({ browser: "Firefox 133", os: "Windows 10", ip: expect.any(String) });
    expect(list.items.find((s) => !s.current)).toMatchObject({ browser: "Mobile Safari 17", os: "iOS 17.5" });
    const sids = (await ctx.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, user.id))).map((r) => r.sid);
    for (const sid of sids) expect(res.text).not.toContain(sid);
  });

  it("ends another session at once on another app process on the same database, and records it", async () => {
    const user = await makeUser(ctx);
    const other = ctx.makeApp(); // a second process
    const phone = await signInWith(other, user, SAFARI);
    const laptop = await signInWith(ctx.built, user, FIREFOX);
    expect((await phone.get("/api/user")).status).toBe(200);
    const list = userSessionListSchema.parse((await laptop.get("/api/user/sessions")).body);
    const target = list.items.find((s) => !s.current)!;
    expect((await laptop.delete(`/api/user/sessions/${target.id}`)).status).toBe(204);
    expect((await phone.get("/api/user")).status).toBe(401);
    expect((await laptop.get("/api/user")).status).toBe(200);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(entry).toMatchObject({ action: "auth.session.revoked", actorId: user.id, details: { browser: "Mobile Safari 17" } });
    expect((await laptop.delete(`/api/user/sessions/${target.id}`)).body.code).toBe("SESSION_NOT_FOUND");
  });

  it("revoke-others ends every other session and keeps this one", async () => {
    const user = await makeUser(ctx);
    const a = await signInWith(ctx.built, user, FIREFOX);
    const b = await signInWith(ctx.makeApp(), user, SAFARI);
    const c = await signInWith(ctx.built, user, SAFARI);
    const res = await a.post("/api/user/sessions/revoke-others");
    expect(res.body).toEqual({ ended: 2 });
    expect((await b.get("/api/user")).status).toBe(401);
    expect((await c.get("/api/user")).status).toBe(401);
    expect((await a.get("/api/user/sessions")).body.items).toHaveLength(1);
  });

  it("does not end another account's session, and refuses a malformed id", async () => {
    const owner = await makeUser(ctx);
    const stranger = await makeUser(ctx);
    const ownerAgent = await signInWith(ctx.built, owner, FIREFOX);
    const strangerAgent = await signInWith(ctx.built, stranger, FIREFOX);
    const ownerSession = userSessionListSchema.parse((await ownerAgent.get("/api/user/sessions")).body).items[0]!;
    const refused = await strangerAgent.delete(`/api/user/sessions/${ownerSession.id}`);
    expect(refused.status).toBe(404);
    expect((await ownerAgent.get("/api/user")).status).toBe(200);
    for (const bad of ["short", "%00".repeat(8), "x".repeat(300)]) {
      const res = await ownerAgent.delete(`/api/user/sessions/${bad}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await request(ctx.built.app).get("/api/user/sessions")).status).toBe(401);
  });
});

describe("the new-browser email", () => {
  it("emails the owner when an account that signed in before signs in from a browser it has not used, not again from it", async () => {
    const user = await makeUser(ctx);
    const first = await signInWith(ctx.built, user, FIREFOX);
    const emails = async () =>
      (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id))).filter((e) => e.template === "new_sign_in");
    expect(await emails()).toHaveLength(0); // the first sign-in on record: nothing to compare with
    await first.post("/api/login").set("User-Agent", FIREFOX).send({ username: user.username, password: user.password }).expect(200);
    expect(await emails()).toHaveLength(0); // the same browser (its device cookie)
    await signInWith(ctx.built, user, SAFARI);
    const sent = await emails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("Mobile Safari 17");
  });

  it("follows the owner's notification settings", async () => {
    const user = await makeUser(ctx);
    const agent = await signInWith(ctx.built, user, FIREFOX);
    await agent.patch("/api/user/settings").send({ emailNotifications: false }).expect(200);
    await signInWith(ctx.built, user, SAFARI);
    const sent = (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id))).filter(
      (e) => e.template === "new_sign_in",
    );
    expect(sent).toHaveLength(0);
  });
});

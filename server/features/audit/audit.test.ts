import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditPageSchema } from "@shared/schemas/audit";
import { auditLog } from "../../db/schema";
import { runAuditRetention } from "../../jobs/platform-jobs";
import { makeCourse } from "../../test/course-factories";
import { makePayment } from "../../test/payment-factories";
import { AUTHORIZATION_TABLE } from "../../test/authorization-table";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";
import { recordAudit } from "./record-audit";

type Agent = Awaited<ReturnType<typeof signIn>>;
let ctx: TestContext;
let admin: MadeUser;
let adminAgent: Agent;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, { role: "admin" });
  adminAgent = await signIn(ctx, admin);
});
afterAll(async () => {
  await ctx.close();
});

/** The newest entry of `action` (about `targetId` when given). */
async function latest(action: string, targetId?: string | number) {
  const [row] = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), targetId === undefined ? undefined : eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe("entries of sign-ins and password changes", () => {
  it("records a successful and a failed sign-in with the account, the address and the request id, never the password", async () => {
    const user = await makeUser(ctx);
    const agent = await signIn(ctx, user);
    const ok = await latest("auth.login.succeeded", user.id);
    expect(ok).toMatchObject({ actorId: user.id, targetType: "user", ip: expect.any(String), requestId: expect.any(String) });
    const failed = await agent
      .post("/api/login")
      .set("X-Request-Id", "req-wrong-1")
      .send({ username: user.username, password: "not-it-Secret9" });
    expect(failed.status).toBe(401);
    const entry = await latest("auth.login.failed", user.id);
    expect(entry).toMatchObject({ actorId: null, requestId: "req-wrong-1", details: { reason: "password" } });
    await agent.post("/api/login").send({ username: "nobody-here-at-all", password: "not-it-Secret9" });
    const unknown = await latest("auth.login.failed");
    expect(unknown).toMatchObject({ targetType: null, targetId: null, details: { reason: "unknown" } });
    const all = JSON.stringify(await ctx.db.select().from(auditLog));
    expect(all).not.toContain("not-it-Secret9");
    expect(all).not.toContain("nobody-here-at-all");
    expect(all).not.toContain(user.password);
  });

  it("records a password change without either password", async () => {
    const user = await makeUser(ctx);
    const agent = await signIn(ctx, user);
    const res = await agent.post("/api/user/password").send({ currentPassword: user.password, newPassword: "NewSecret123" });
    expect(res.status).toBe(200);
    const entry = await latest("auth.password.changed", user.id);
    expect(entry).toMatchObject({ actorId: user.id, targetType: "user" });
    expect(JSON.stringify(entry)).not.toContain("NewSecret123");
  });
});

describe("entries of admin actions", () => {
  it("records changed settings with old and new values, and the SMTP password by name only", async () => {
    const res = await adminAgent.patch("/api/admin/settings").send({ platformName: "Audit Academy", smtpPassword: "relay-Secret-42" });
    expect(res.status).toBe(200);
    const entry = await latest("admin.settings.changed");
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: "settings",
      details: {
        changed: ["platformName"],
        old: { platformName: "GSM Academy" },
        new: { platformName: "Audit Academy" },
        secretsChanged: ["smtpPassword"],
      },
    });
    expect(JSON.stringify(entry)).not.toContain("relay-Secret-42");
  });

  it("records a role and status change and a deletion of a user", async () => {
    const user = await makeUser(ctx);
    expect((await adminAgent.patch(`/api/admin/users/${user.id}`).send({ role: "entrepreneur", status: "suspended" })).status).toBe(200);
    expect(await latest("admin.user.updated", user.id)).toMatchObject({
      actorId: admin.id,
      details: {
        changed: ["role", "status"],
        old: { role: "personal", status: "active" },
        new: { role: "entrepreneur", status: "suspended" },
      },
    });
    expect((await adminAgent.delete(`/api/admin/users/${user.id}`)).status).toBe(204);
    expect(await latest("admin.user.deleted", user.id)).toMatchObject({ actorId: admin.id, details: { username: user.username } });
  });

  it("records a course published, unpublished and deleted", async () => {
    const course = await makeCourse(ctx, { isPublished: false });
    await adminAgent.patch(`/api/admin/courses/${course.id}`).send({ isPublished: true }).expect(200);
    expect(await latest("course.published", course.id)).toMatchObject({ actorId: admin.id, targetType: "course" });
    await adminAgent.patch(`/api/admin/courses/${course.id}`).send({ isPublished: false }).expect(200);
    expect(await latest("course.unpublished", course.id)).toMatchObject({ actorId: admin.id });
    await adminAgent.delete(`/api/courses/${course.id}`).expect(204);
    expect(await latest("course.deleted", course.id)).toMatchObject({ actorId: admin.id, details: { title: course.title } });
  });

  it("records a refund and a payout run", async () => {
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx, { isPublished: true });
    const payment = await makePayment(ctx, { userId: learner.id, courseId: course.id });
    await adminAgent.post(`/api/admin/payments/${payment.id}/refund`).expect(200);
    expect(await latest("payment.refunded", payment.id)).toMatchObject({ actorId: admin.id, targetType: "payment" });
    await adminAgent.post("/api/admin/payouts/run").send({}).expect(200);
    expect(await latest("payout.run")).toMatchObject({
      actorId: admin.id,
      details: { period: expect.any(String), payouts: expect.any(Array) },
    });
  });

  it("records a coupon created and changed, and a promo code deactivated", async () => {
    const created = await adminAgent.post("/api/admin/coupons").send({ code: "AUDIT10", percentOff: 10, paymentTypes: ["one_time"] });
    expect(created.status).toBe(201);
    expect(await latest("coupon.created", created.body.id)).toMatchObject({
      actorId: admin.id,
      details: { code: "AUDIT10", percentOff: 10 },
    });
    await adminAgent.patch(`/api/admin/coupons/${created.body.id}`).send({ active: false }).expect(200);
    expect(await latest("coupon.updated", created.body.id)).toMatchObject({
      details: { changed: ["active"], old: { active: true }, new: { active: false } },
    });

    const owner = await makeUser(ctx, { role: "entrepreneur" });
    const ownerAgent = await signIn(ctx, owner);
    const promo = await ownerAgent.post("/api/entrepreneur/promo-codes").send({ code: "PROMOAUD", percentOff: 5 });
    expect(promo.status).toBe(201);
    await ownerAgent.patch(`/api/entrepreneur/promo-codes/${promo.body.id}`).send({ active: false }).expect(200);
    expect(await latest("promo_code.deactivated", promo.body.id)).toMatchObject({ actorId: owner.id, details: { code: "PROMOAUD" } });
  });

  it("records financial products created, changed, deleted and a legal document saved", async () => {
    const product = {
      name: "Audit Card",
      type: "credit_card",
      description: "A card",
      features: ["No fee"],
      interestRate: "19.9% APR",
      minCreditScore: 600,
      minDeposit: null,
      provider: "Bank",
      rating: 4.5,
      applicationUrl: "https://bank.example.test/apply",
      sortOrder: 1,
      isDemo: false,
    };
    const created = await adminAgent.post("/api/admin/financial-products").send(product);
    expect(created.status).toBe(201);
    expect(await latest("financial_product.created", created.body.id)).toMatchObject({
      actorId: admin.id,
      details: { name: "Audit Card" },
    });
    await adminAgent
      .patch(`/api/admin/financial-products/${created.body.id}`)
      .send({ ...product, minCreditScore: 650 })
      .expect(200);
    expect(await latest("financial_product.updated", created.body.id)).toMatchObject({
      details: { changed: ["minCreditScore"], old: { minCreditScore: 600 }, new: { minCreditScore: 650 } },
    });
    await adminAgent.delete(`/api/admin/financial-products/${created.body.id}`).expect(204);
    expect(await latest("financial_product.deleted", created.body.id)).toBeDefined();
    await adminAgent.patch("/api/admin/legal/terms").send({ body: "New terms of use." }).expect(200);
    expect(await latest("legal_document.updated", "terms")).toMatchObject({ actorId: admin.id, details: { new: "New terms of use." } });
  });
});

describe("GET /api/admin/audit", () => {
  it("filters by actor, action, target type and days, in pages that continue by cursor", async () => {
    const actor = await makeUser(ctx, { role: "admin" });
    for (let i = 0; i < 5; i++)
      await recordAudit(ctx.db, { action: "coupon.deleted", actorId: actor.id, targetType: "coupon", targetId: i });
    await recordAudit(ctx.db, { action: "course.deleted", actorId: actor.id, targetType: "course", targetId: 99 });
    const first = auditPageSchema.parse((await adminAgent.get(`/api/admin/audit?actor=${actor.id}&action=coupon.deleted&limit=2`)).body);
    expect(first.items.map((e) => e.targetId)).toEqual(["4", "3"]);
    expect(first.items[0]).toMatchObject({ actorName: actor.username, targetType: "coupon" });
    const second = auditPageSchema.parse(
      (await adminAgent.get(`/api/admin/audit?actor=${actor.id}&action=coupon.deleted&limit=2&cursor=${first.nextCursor}`)).body,
    );
    expect(second.items.map((e) => e.targetId)).toEqual(["2", "1"]);
    const third = auditPageSchema.parse(
      (await adminAgent.get(`/api/admin/audit?actor=${actor.id}&action=coupon.deleted&limit=2&cursor=${second.nextCursor}`)).body,
    );
    expect(third.items.map((e) => e.targetId)).toEqual(["0"]);
    expect(third.nextCursor).toBeNull();
    const courses = (await adminAgent.get(`/api/admin/audit?actor=${actor.id}&targetType=course`)).body;
    expect(courses.items.map((e: { targetId: string }) => e.targetId)).toEqual(["99"]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await adminAgent.get(`/api/admin/audit?actor=${actor.id}&from=${today}&to=${today}`)).body.items).toHaveLength(6);
    expect((await adminAgent.get(`/api/admin/audit?actor=${actor.id}&to=2020-01-01`)).body.items).toHaveLength(0);
  });

  it("exports the filtered entries as CSV, formulas neutralised", async () => {
    const actor = await makeUser(ctx, { role: "admin" });
    await recordAudit(ctx.db, {
      action: "coupon.created",
      actorId: actor.id,
      targetType: "coupon",
      targetId: 7,
      details: { code: "=CMD()" },
    });
    const res = await adminAgent.get(`/api/admin/audit.csv?actor=${actor.id}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.text.trim().split("\r\n");
    expect(lines[0]).toBe("id,time,actor_id,actor,action,target_type,target_id,ip,request_id,details");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${actor.id},${actor.username},coupon.created,coupon,7,`);
    expect(lines[1]).toContain('"{""code"":""=CMD()""}"');
  });

  it("refuses bad filters with 400 and lets only admins read", async () => {
    for (const query of [
      "action=nope",
      "actor=abc",
      "from=2026-13-01",
      "cursor=-1",
      `targetType=${"x".repeat(300)}`,
      "action=%00",
      "from=2026-02-02&to=2026-01-01",
    ]) {
      const res = await adminAgent.get(`/api/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("INVALID_INPUT");
    }
    const learner = await signIn(ctx, await makeUser(ctx));
    expect((await learner.get("/api/admin/audit")).status).toBe(403);
    expect((await learner.get("/api/admin/audit.csv")).status).toBe(403);
  });
});

describe("append-only", () => {
  it("has no route that changes or deletes an entry", () => {
    const writes = AUTHORIZATION_TABLE.filter((r) => r.path.includes("/audit") && r.method !== "GET");
    expect(writes).toEqual([]);
  });

  it("refuses UPDATE and DELETE of an entry in the database, outside the retention job", async () => {
    await recordAudit(ctx.db, { action: "coupon.deleted", actorId: admin.id });
    await expect(ctx.db.update(auditLog).set({ action: "x" })).rejects.toThrow();
    await expect(ctx.db.delete(auditLog)).rejects.toThrow();
    await expect(ctx.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect(await latest("coupon.deleted")).toBeDefined();
  });

  it("the retention job removes entries older than auditRetentionDays at a fixed clock, and a second run nothing", async () => {
    await adminAgent.patch("/api/admin/settings").send({ auditRetentionDays: 30 }).expect(200);
    const now = new Date("2030-06-01T00:00:00Z");
    const old = await makeUser(ctx);
    // Entries dated by the database: written now, then the clock moves 31 and 29 days past them.
    await recordAudit(ctx.db, { action: "coupon.deleted", actorId: old.id });
    const [{ at }] = (await ctx.db.execute(sql`SELECT max(created_at) AS at FROM audit_log`)).rows as { at: string }[];
    const written = new Date(at);
    const deps = { db: ctx.db, settings: ctx.settings, logger: { info: () => undefined } as never };
    expect(await runAuditRetention({ ...deps, clock: () => new Date(written.getTime() + 29 * 86_400_000) })).toBe(0);
    expect(await latest("coupon.deleted")).toBeDefined();
    const removed = await runAuditRetention({ ...deps, clock: () => new Date(written.getTime() + 31 * 86_400_000) });
    expect(removed).toBeGreaterThan(0);
    expect((await ctx.db.select().from(auditLog)).length).toBe(0);
    expect(await runAuditRetention({ ...deps, clock: () => now })).toBe(0);
    expect((await adminAgent.patch("/api/admin/settings").send({ auditRetentionDays: 5 })).body.code).toBe("INVALID_INPUT");
  });
});

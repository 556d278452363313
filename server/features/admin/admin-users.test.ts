import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUserListSchema, CANNOT_CHANGE_SELF, LAST_ACTIVE_ADMIN } from "@shared/schemas/admin";
import { payments, sessions, users } from "../../db/schema";
import { makeCourse } from "../../test/course-factories";
import { makePayment } from "../../test/payment-factories";
import { userSearchCondition } from "./admin-users.repo";
import { updateUser } from "./admin-users.service";
import { createTestContext, makeUser, signIn, type MadeUser, type TestContext } from "../../test/test-app";

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

async function named(firstName: string, lastName: string, fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(ctx, fields);
  await ctx.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user;
}

describe("GET /api/admin/users", () => {
  it("searches username, email and full name case-insensitively, filters role and status, in pages", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const ada = await named("Ada", `Love${tag}`, { username: `ada_${tag}` });
    const bob = await named("Bob", "Builder", { email: `BOB.${tag}@Example.test`, role: "entrepreneur" });
    const cy = await named("Cy", `Love${tag}`, { status: "suspended" });

    const byName = adminUserListSchema.parse(
      (await adminAgent.get(`/api/admin/users?search=${encodeURIComponent(`ada love${tag}`.toUpperCase())}`)).body,
    );
    expect(byName.items.map((u) => u.id)).toEqual([ada.id]);
    const byEmail = (await adminAgent.get(`/api/admin/users?search=bob.${tag}@example`)).body;
    expect(byEmail.items.map((u: { id: number }) => u.id)).toEqual([bob.id]);
    const byLast = (await adminAgent.get(`/api/admin/users?search=love${tag}&status=suspended`)).body;
    expect(byLast.items.map((u: { id: number }) => u.id)).toEqual([cy.id]);
    const all = (await adminAgent.get(`/api/admin/users?search=love${tag}&role=all&status=all`)).body;
    expect(all.total).toBe(2);
    const page = (await adminAgent.get(`/api/admin/users?search=love${tag}&limit=1&offset=1`)).body;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(2);
    const entrepreneurs = (await adminAgent.get(`/api/admin/users?role=entrepreneur`)).body;
    expect(entrepreneurs.items.every((u: { role: string }) => u.role === "entrepreneur")).toBe(true);
    expect(JSON.stringify(all)).not.toMatch(/passwordHash|password_hash|scrypt|argon2/);

    const rows = await ctx.db.select().from(users);
    expect(byName.counts).toEqual({
      total: rows.length,
      active: rows.filter((u) => u.status === "active").length,
      entrepreneurs: rows.filter((u) => u.role === "entrepreneur").length,
      personal: rows.filter((u) => u.role === "personal").length,
    });
  });

  it("searches through the trigram indexes, not by reading every user", async () => {
    const query = ctx.db.select({ id: users.id }).from(users).where(userSearchCondition("ada love")).getSQL();
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = (await tx.execute<{ "QUERY PLAN": string }>(sql`EXPLAIN ${query}`)).rows;
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    for (const index of ["users_username_trgm_idx", "users_email_trgm_idx", "users_full_name_trgm_idx"]) expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it("counts a search exactly up to 1,000 users past the page and says there are more beyond, with the platform counts exact", async () => {
    const tag = `many${Date.now().toString(36)}`;
    await ctx.db.execute(sql`
      INSERT INTO users (username, email, password_hash, first_name, last_name)
      SELECT ${tag} || g, ${tag} || g || '@example.test', 'x', 'Many', ${tag} FROM generate_series(1, 1003) g`);
    const list = async (query: string) => {
      const body = adminUserListSchema.parse((await adminAgent.get(`/api/admin/users?search=${tag}&${query}`)).body);
      return { shown: body.items.length, total: body.total, totalCapped: body.totalCapped, counted: body.counts.total };
    };
    const [{ everyone }] = (await ctx.db.execute<{ everyone: number }>(sql`SELECT count(*)::int AS everyone FROM users`)).rows;
    expect(await list("offset=0")).toEqual({ shown: 20, total: 1_000, totalCapped: true, counted: everyone });
    expect(await list("offset=990")).toEqual({ shown: 13, total: 1_003, totalCapped: false, counted: everyone });
    expect(await list("status=suspended")).toEqual({ shown: 0, total: 0, totalCapped: false, counted: everyone });
  });

  it("treats % and _ in a search as plain text and refuses bad filters", async () => {
    expect((await adminAgent.get(`/api/admin/users?search=%25`)).body.total).toBe(0);
    expect((await adminAgent.get(`/api/admin/users?role=king`)).status).toBe(400);
    expect((await adminAgent.get(`/api/admin/users?status=gone`)).status).toBe(400);
    expect((await adminAgent.get(`/api/admin/users?limit=1000`)).status).toBe(400);
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("changes role and status; a suspended user's open session is refused at once; a new entrepreneur gets a code", async () => {
    const learner = await makeUser(ctx);
    const learnerAgent = await signIn(ctx, learner);
    expect((await learnerAgent.get("/api/user")).status).toBe(200);

    const promoted = await adminAgent.patch(`/api/admin/users/${learner.id}`).send({ role: "entrepreneur" });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ role: "entrepreneur", affiliateCode: `GSM${String(learner.id).padStart(6, "0")}` });
    expect((await learnerAgent.get("/api/entrepreneur/stats")).status).toBe(200);

    const suspended = await adminAgent.patch(`/api/admin/users/${learner.id}`).send({ status: "suspended" });
    expect(suspended.body.status).toBe("suspended");
    expect((await learnerAgent.get("/api/user")).status).toBe(401);
    const login = await request(ctx.built.app).post("/api/login").send({ username: learner.username, password: learner.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe("Your account is suspended.");

    // Suspension ended the session itself: reactivating the account does not revive it.
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, learner.id))).toHaveLength(0);
    expect((await adminAgent.patch(`/api/admin/users/${learner.id}`).send({ status: "active" })).status).toBe(200);
    expect((await learnerAgent.get("/api/user")).status).toBe(401);
  });

  it("refuses self-changes, the last active admin's demotion and bad values, changing nothing", async () => {
    const self = await adminAgent.patch(`/api/admin/users/${admin.id}`).send({ role: "personal" });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(CANNOT_CHANGE_SELF);

    // Only admins of this test database count: make sure `admin` and `other` are the only active ones.
    await ctx.db.update(users).set({ status: "inactive" }).where(eq(users.role, "admin"));
    await ctx.db.update(users).set({ status: "active" }).where(eq(users.id, admin.id));
    const other = await makeUser(ctx, { role: "admin" });
    const otherAgent = await signIn(ctx, other);
    // Both try to demote each other at the same moment: one admin must stay.
    const [a, b] = await Promise.all([
      adminAgent.patch(`/api/admin/users/${other.id}`).send({ role: "personal" }),
      otherAgent.patch(`/api/admin/users/${admin.id}`).send({ status: "suspended" }),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    for (const refused of [a, b].filter((r) => r.status !== 200)) expect([401, 403, 409]).toContain(refused.status);
    const admins = await ctx.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins.filter((u) => u.status === "active")).toHaveLength(1);
    const [survivor] = admins.filter((u) => u.status === "active");

    // The rule itself: whoever asks, the last active admin is never demoted or suspended.
    const someone = await makeUser(ctx);
    await expect(updateUser(ctx.db, someone.id, survivor.id, { role: "personal" })).rejects.toMatchObject({
      status: 409,
      message: LAST_ACTIVE_ADMIN,
    });
    await expect(updateUser(ctx.db, someone.id, survivor.id, { status: "inactive" })).rejects.toMatchObject({ status: 409 });
    expect((await updateUser(ctx.db, someone.id, survivor.id, { role: "admin" })).role).toBe("admin");

    // Go on as whichever admin won the race: the loser's session no longer carries admin rights.
    const survivorAgent = survivor.id === admin.id ? adminAgent : otherAgent;
    const loserAgent = survivor.id === admin.id ? otherAgent : adminAgent;
    expect([401, 403]).toContain((await loserAgent.get("/api/admin/users")).status);

    const learner = await makeUser(ctx);
    for (const bad of [{}, { role: "king" }, { status: "gone" }, { role: "admin", email: "x@y.z" }]) {
      expect((await survivorAgent.patch(`/api/admin/users/${learner.id}`).send(bad)).status).toBe(400);
    }
    expect((await survivorAgent.patch(`/api/admin/users/999999`).send({ role: "personal" })).status).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, learner.id));
    expect(row).toMatchObject({ role: "personal", status: "active" });
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("deletes another user, keeps their payments anonymised, and refuses self-deletion", async () => {
    // A fresh admin: the race above may have suspended the first one.
    const admin = await makeUser(ctx, { role: "admin" });
    const adminAgent = await signIn(ctx, admin);
    const learner = await makeUser(ctx);
    const course = await makeCourse(ctx);
    const payment = await makePayment(ctx, { userId: learner.id, courseId: course.id });
    const res = await adminAgent.delete(`/api/admin/users/${learner.id}`);
    expect(res.status).toBe(204);
    expect(await ctx.db.select().from(users).where(eq(users.id, learner.id))).toHaveLength(0);
    const [kept] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept.userId).toBeNull();
    expect((await adminAgent.delete(`/api/admin/users/${learner.id}`)).status).toBe(404);

    expect((await adminAgent.delete(`/api/admin/users/${admin.id}`)).status).toBe(403);
    expect((await adminAgent.delete(`/api/admin/users/abc`)).status).toBe(400);
    expect(await ctx.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });
});

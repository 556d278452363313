import express from "express";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsSchema } from "@shared/schemas/analytics";
import { userActivityDays, users } from "../../db/schema";
import { silentLogger } from "../../lib/logger";
import { enroll, makeCourse } from "../../test/course-factories";
import { createTestContext, makeUser, signIn, type TestContext } from "../../test/test-app";
import { recordUserActivity } from "./activity.repo";
import { ActivityRecorder } from "./record-activity";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const lastActiveOf = async (id: number) => (await ctx.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, id)))[0].at;
const daysOf = async (id: number) =>
  (await ctx.db.select({ day: userActivityDays.day }).from(userActivityDays).where(eq(userActivityDays.userId, id)))
    .map((r) => r.day)
    .sort();

/** An app whose every request is "signed in" as the given user, recording through `recorder`. */
function appFor(recorder: ActivityRecorder, userId: number | null) {
  const app = express();
  app.use((req, _res, next) => {
    if (userId !== null) req.user = { id: userId } as Express.User;
    next();
  });
  app.use(recorder.middleware());
  app.get("/ping", (_req, res) => res.json({ ok: true }));
  return app;
}

describe("recording user activity", () => {
  it("records an authenticated request after the response, at most once an hour", async () => {
    const user = await makeUser(ctx);
    let now = new Date("2026-03-10T10:00:00Z");
    const recorder = new ActivityRecorder(ctx.db, silentLogger, () => now);
    const app = appFor(recorder, user.id);

    expect((await request(app).get("/ping")).status).toBe(200);
    await recorder.settled();
    expect(await lastActiveOf(user.id)).toEqual(new Date("2026-03-10T10:00:00Z"));

    now = new Date("2026-03-10T10:59:00Z");
    await request(app).get("/ping");
    await recorder.settled();
    expect(await lastActiveOf(user.id)).toEqual(new Date("2026-03-10T10:00:00Z"));

    now = new Date("2026-03-10T11:00:01Z");
    await request(app).get("/ping");
    await recorder.settled();
    expect(await lastActiveOf(user.id)).toEqual(new Date("2026-03-10T11:00:01Z"));
    expect(await daysOf(user.id)).toEqual(["2026-03-10"]);
  });

  it("counts a new UTC day even within the hour", async () => {
    const user = await makeUser(ctx);
    let now = new Date("2026-03-10T23:50:00Z");
    const recorder = new ActivityRecorder(ctx.db, silentLogger, () => now);
    const app = appFor(recorder, user.id);
    await request(app).get("/ping");
    await recorder.settled();
    now = new Date("2026-03-11T00:10:00Z");
    await request(app).get("/ping");
    await recorder.settled();
    expect(await daysOf(user.id)).toEqual(["2026-03-10", "2026-03-11"]);
  });

  it("records nothing for an anonymous request", async () => {
    const recorder = new ActivityRecorder(ctx.db, silentLogger);
    const before = (await ctx.db.select().from(userActivityDays)).length;
    await request(appFor(recorder, null)).get("/ping");
    await recorder.settled();
    expect((await ctx.db.select().from(userActivityDays)).length).toBe(before);
  });

  it("writes once an hour across several app processes (the database decides)", async () => {
    const user = await makeUser(ctx);
    const now = new Date("2026-04-01T08:00:00Z");
    const results = await Promise.all([
      recordUserActivity(ctx.db, user.id, now),
      recordUserActivity(ctx.db, user.id, new Date(now.getTime() + 60_000)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await daysOf(user.id)).toEqual(["2026-04-01"]);
  });

  it("answers the request even when the write fails", async () => {
    const recorder = new ActivityRecorder(ctx.db, silentLogger);
    const res = await request(appFor(recorder, 2_000_000_000)).get("/ping"); // no such user: the foreign key refuses
    expect(res.status).toBe(200);
    await recorder.settled();
  });

  it("marks the user active through the real app: on sign-in, and on any later authenticated request", async () => {
    const user = await makeUser(ctx);
    const first = ctx.makeApp();
    const login = await request(first.app).post("/api/login").send({ username: user.username, password: user.password });
    expect(login.status).toBe(200);
    await first.activity.settled();
    expect(await lastActiveOf(user.id)).not.toBeNull();
    expect(await daysOf(user.id)).toEqual([new Date().toISOString().slice(0, 10)]);

    // Another process (a fresh app, nothing remembered) sees the same session on its next request.
    await ctx.db.delete(userActivityDays).where(eq(userActivityDays.userId, user.id));
    await ctx.db.update(users).set({ lastActiveAt: null }).where(eq(users.id, user.id));
    const second = ctx.makeApp();
    const cookie = login.headers["set-cookie"] as unknown as string[];
    const res = await request(second.app).get("/api/user").set("Cookie", cookie);
    expect(res.status).toBe(200);
    await second.activity.settled();
    expect(await lastActiveOf(user.id)).not.toBeNull();
    expect(await daysOf(user.id)).toHaveLength(1);

    // An anonymous request records nobody.
    const anonymous = await request(second.app).get("/api/courses");
    expect(anonymous.status).toBe(200);
    await second.activity.settled();
  });
});

describe("engagement figures from real activity", () => {
  it("counts users active today and in 30 days, and retention, from sign-ins and requests as well as study", async () => {
    const fresh = await createTestContext();
    try {
      const admin = await makeUser(fresh, { role: "admin" });
      const a = await makeUser(fresh);
      const b = await makeUser(fresh);
      const c = await makeUser(fresh);
      const course = await makeCourse(fresh);
      await enroll(fresh, a.id, course.id);
      await enroll(fresh, b.id, course.id);
      await enroll(fresh, c.id, course.id);
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      // a and the admin were active today (requests), b ten days ago, c only 40 days ago. No study at all.
      await fresh.db.insert(userActivityDays).values([
        { userId: a.id, day: day(0) },
        { userId: admin.id, day: day(0) },
        { userId: b.id, day: day(10) },
        { userId: c.id, day: day(40) },
      ]);
      const agent = await signIn(fresh, admin);
      const report = analyticsSchema.parse((await agent.get("/api/admin/analytics")).body);
      expect(report.engagement).toMatchObject({ activeToday: 2, active30Days: 3, retention30Days: 66.7 });
    } finally {
      await fresh.close();
    }
  });
});

import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChangeFeed, LISTENER_NAME, listenForOthers, pgFeedConnections } from "./db/change-feed";
import { openDatabase, type Database } from "./db/client";
import { courses, sessions, users } from "./db/schema";
import { enroll, makeCourse, makeReview } from "./test/course-factories";
import { freezableProxy } from "./test/freezable-proxy";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "./test/test-app";
import type { BuiltApp } from "./app";
import { signedSessionId } from "./features/auth/current-user-from-memory";

// The per-process caches of the catalogue, the sessions and the signed-in users (
// docs/decisions/024-change-feed.md) answer what the database holds: every committed change to
// those tables, by any writer, reaches them through the change feed.

let ctx: TestContext;
/** A second "process": on PostgreSQL its own pool and listening connection; on PGlite the one database. */
let other: { database?: Database; built: BuiltApp };

beforeAll(async () => {
  ctx = await createTestContext();
  if (ctx.database.url) {
    const database = await openDatabase({ databaseUrl: ctx.database.url, migrate: false });
    other = { database, built: ctx.makeApp({ db: database.db, changes: database.changes }) };
  } else {
    other = { built: ctx.makeApp() };
  }
  await until(() => ctx.database.changes.live && (other.database?.changes.live ?? true));
});
afterAll(async () => {
  await other.database?.close();
  await ctx.close();
});

/** Waits for a condition the event loop will make true (no fixed delay). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Another process hears a commit when PostgreSQL delivers its notification (sent at commit);
 * this process, and PGlite, hear it before the commit returns. Starts listening on the other
 * process's feed for `topic`; the function returned waits until it was heard.
 */
function hearElsewhere(topic: string): () => Promise<void> {
  const feed = other.database?.changes;
  if (!feed) return async () => undefined;
  let heard = false;
  const off = feed.on((t) => {
    if (t === topic) heard = true;
  });
  return async () => {
    await until(() => heard);
    off();
  };
}

/** Runs `change`, then waits until the other process heard it. */
async function heardElsewhere(topic: string, change: () => Promise<unknown>) {
  const heard = hearElsewhere(topic);
  const result = await change();
  await heard();
  return result;
}

const visitor = (built: BuiltApp) => request(built.app);

describe("the catalogue cache", () => {
  it("answers a visitor with the course as it is now, after an admin edit, a direct write, a sale and a review", async () => {
    const course = await makeCourse(ctx, { title: "Cached Course", priceCents: 1500 });
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    // Read twice on both processes: the second answer comes from memory.
    for (const app of [ctx.built, other.built]) {
      for (let i = 0; i < 2; i++) expect((await visitor(app).get(`/api/courses/${course.id}`)).body.title).toBe("Cached Course");
    }

    // An admin edit through this process: the same process answers the new title at once.
    const renamed = hearElsewhere("courses");
    expect((await admin.patch(`/api/courses/${course.id}`).send({ title: "Renamed Course" })).status).toBe(200);
    expect((await visitor(ctx.built).get(`/api/courses/${course.id}`)).body.title).toBe("Renamed Course");
    await renamed();
    expect((await visitor(other.built).get(`/api/courses/${course.id}`)).body.title).toBe("Renamed Course");

    // A write that is no request at all (a job, a script): heard all the same.
    await heardElsewhere("courses", () => ctx.db.update(courses).set({ priceCents: 2500 }).where(eq(courses.id, course.id)));
    for (const app of [ctx.built, other.built]) expect((await visitor(app).get(`/api/courses/${course.id}`)).body.price).toBe("25.00");

    // The card figures other tables' triggers keep on the course row.
    const learner = await makeUser(ctx);
    await heardElsewhere("courses", () => enroll(ctx, learner.id, course.id));
    await heardElsewhere("courses", () => makeReview(ctx, learner.id, course.id, 4));
    for (const app of [ctx.built, other.built]) {
      const card = (await visitor(app).get(`/api/courses/${course.id}`)).body;
      expect(card).toMatchObject({ studentsCount: 1, rating: 4, reviewCount: 1 });
      const list = (await visitor(app).get("/api/courses?search=Renamed")).body;
      expect(list.items).toEqual([card]);
    }
  });

  it("drops an unpublished course from the list, the facets and its page at once", async () => {
    const course = await makeCourse(ctx, { title: "Soon Gone", category: "Vanishing" });
    for (const app of [ctx.built, other.built]) {
      expect((await visitor(app).get(`/api/courses/${course.id}`)).status).toBe(200);
      expect((await visitor(app).get("/api/courses?search=Soon%20Gone")).body.total).toBe(1);
      expect((await visitor(app).get("/api/courses/facets")).body.categories).toContainEqual({ category: "Vanishing", count: 1 });
    }
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    await heardElsewhere("courses", () => admin.patch(`/api/admin/courses/${course.id}`).send({ isPublished: false }));
    for (const app of [ctx.built, other.built]) {
      expect((await visitor(app).get(`/api/courses/${course.id}`)).status).toBe(404);
      expect((await visitor(app).get("/api/courses?search=Soon%20Gone")).body).toEqual({ items: [], total: 0 });
      expect((await visitor(app).get("/api/courses/facets")).body.categories).not.toContainEqual(
        expect.objectContaining({ category: "Vanishing" }),
      );
    }
    // The admin still sees the draft (never from the visitors' cache).
    expect((await admin.get(`/api/courses/${course.id}`)).body).toMatchObject({ title: "Soon Gone", isPublished: false });
  });

  it("keeps nothing a rolled-back change made", async () => {
    const course = await makeCourse(ctx, { title: "Stays The Same" });
    expect((await visitor(other.built).get(`/api/courses/${course.id}`)).body.title).toBe("Stays The Same");
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(courses).set({ title: "Never Committed" }).where(eq(courses.id, course.id));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await visitor(other.built).get(`/api/courses/${course.id}`)).body.title).toBe("Stays The Same");
    expect((await visitor(ctx.built).get(`/api/courses/${course.id}`)).body.title).toBe("Stays The Same");
  });

  it("answers a visitor without a session cookie without creating a session, and still closes for maintenance", async () => {
    const res = await visitor(other.built).get("/api/courses?limit=1");
    expect(res.status).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-request-id"]).toBeTruthy();
    const bad = await visitor(other.built).get("/api/courses?limit=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("INVALID_INPUT");
    await setSettings(ctx, { maintenanceMode: true, maintenanceMessage: "Back soon" });
    try {
      const closed = await visitor(other.built).get("/api/courses?limit=1");
      expect(closed.status).toBe(503);
      expect(closed.body).toMatchObject({ code: "MAINTENANCE", message: "Back soon" });
    } finally {
      await setSettings(ctx, { maintenanceMode: false });
    }
  });
});

describe("the session and user caches", () => {
  it("refuses a suspended user's next request on every process", async () => {
    const learner = await makeUser(ctx);
    const here = await signIn(ctx, learner);
    const there = await signIn(ctx, learner, other.built);
    for (let i = 0; i < 2; i++) {
      expect((await here.get("/api/user")).status).toBe(200);
      expect((await there.get("/api/user")).status).toBe(200);
    }
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" }));
    await heardElsewhere("users", () => admin.patch(`/api/admin/users/${learner.id}`).send({ status: "suspended" }));
    expect((await here.get("/api/user")).status).toBe(401);
    expect((await there.get("/api/user")).status).toBe(401);
  });

  it("answers a changed name, role or verification at the next request, whoever wrote it", async () => {
    const learner = await makeUser(ctx);
    const there = await signIn(ctx, learner, other.built);
    expect((await there.get("/api/user")).body).toMatchObject({ firstName: "Test", emailVerified: false });
    await heardElsewhere("users", () =>
      ctx.db.update(users).set({ firstName: "Changed", emailVerifiedAt: new Date() }).where(eq(users.id, learner.id)),
    );
    expect((await there.get("/api/user")).body).toMatchObject({ firstName: "Changed", emailVerified: true });
  });

  it("ends a session deleted anywhere (signed out everywhere, swept, removed by hand)", async () => {
    const learner = await makeUser(ctx);
    const there = await signIn(ctx, learner, other.built);
    expect((await there.get("/api/user")).status).toBe(200);
    expect((await there.get("/api/user")).status).toBe(200);
    await heardElsewhere("sessions", () => ctx.db.delete(sessions).where(eq(sessions.userId, learner.id)));
    expect((await there.get("/api/user")).status).toBe(401);

    // A session whose expiry passes while it is kept in memory ends too.
    const again = await signIn(ctx, learner, other.built);
    expect((await again.get("/api/user")).status).toBe(200);
    await heardElsewhere("sessions", () =>
      ctx.db
        .update(sessions)
        .set({ expire: sql`now() - interval '1 second'` })
        .where(eq(sessions.userId, learner.id)),
    );
    expect((await again.get("/api/user")).status).toBe(401);
  });
});

describe("what is answered ahead of the /api chain", () => {
  it("is the catalogue's reads and GET /api/user, for GET only (every other API route is wrapped)", () => {
    type Layer = { name: string; route?: { path: string | string[]; methods: Record<string, boolean> } };
    const stack = (ctx.built.app as unknown as { router: { stack: Layer[] } }).router.stack;
    const api = stack.findIndex((layer) => layer.name === "router"); // app.use("/api", api)
    const early = stack
      .slice(0, api)
      .filter((layer) => layer.route)
      .map((layer) => ({ path: layer.route!.path, methods: Object.keys(layer.route!.methods) }));
    expect(early).toEqual([
      { path: "/uploads/images/:name", methods: ["get"] },
      { path: ["/api/courses", "/api/courses/facets", "/api/courses/:id"], methods: ["get"] },
      { path: "/api/user", methods: ["get"] },
    ]);
  });
});

describe("GET /api/user from memory", () => {
  const cookieOf = (res: request.Response) =>
    String(([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("gsm.sid=")) ?? "").split(";")[0];

  it("answers the signed-in user as the session machinery does, and hands anything else on", async () => {
    const learner = await makeUser(ctx);
    const login = await request(ctx.built.app).post("/api/login").send({ username: learner.username, password: learner.password });
    const cookie = cookieOf(login);
    const first = await request(ctx.built.app).get("/api/user").set("Cookie", cookie); // read from the database
    const second = await request(ctx.built.app).get("/api/user").set("Cookie", cookie); // kept by now
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.body).toMatchObject({ id: learner.id, username: learner.username });
    expect(second.headers["cache-control"]).toBe("no-store");
    expect(second.headers["set-cookie"]).toBeUndefined();

    // A cookie signed with another secret, a changed id, no signature: not signed in.
    const [name, value] = cookie.split("=");
    const sid = decodeURIComponent(value).slice(2).split(".")[0];
    for (const forged of [
      `${name}=${encodeURIComponent(`s:${sid}.AAAA`)}`,
      `${name}=${encodeURIComponent(`s:${sid}x.${decodeURIComponent(value).split(".")[1]}`)}`,
      `${name}=${sid}`,
    ]) {
      expect((await request(ctx.built.app).get("/api/user").set("Cookie", forged)).status).toBe(401);
    }
    // Signed out: the next request with the old cookie is not signed in.
    expect((await request(ctx.built.app).post("/api/logout").set("Cookie", cookie)).status).toBeLessThan(400);
    expect((await request(ctx.built.app).get("/api/user").set("Cookie", cookie)).status).toBe(401);
  });

  it("reads the session id of a signed cookie only", () => {
    const secret = "a-secret";
    const sign = (sid: string, key = secret) =>
      `s:${sid}.${crypto.createHmac("sha256", key).update(sid).digest("base64").replace(/=+$/, "")}`;
    expect(signedSessionId(`gsm.sid=${encodeURIComponent(sign("abc"))}`, secret)).toBe("abc");
    expect(signedSessionId(`theme=dark; gsm.sid=${encodeURIComponent(sign("abc"))}; x=1`, secret)).toBe("abc");
    expect(signedSessionId(`gsm.sid=${encodeURIComponent(sign("abc", "other"))}`, secret)).toBeUndefined();
    expect(signedSessionId(`xgsm.sid=${encodeURIComponent(sign("abc"))}`, secret)).toBeUndefined();
    expect(signedSessionId("gsm.sid=abc", secret)).toBeUndefined();
    expect(signedSessionId("gsm.sid=%E0%A4%A", secret)).toBeUndefined();
    expect(signedSessionId(undefined, secret)).toBeUndefined();
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)("when the listening connection drops (PostgreSQL)", () => {
  it("answers from the database until it listens again, then keeps answering exactly", async () => {
    const database = other.database!;
    const course = await makeCourse(ctx, { title: "Through A Drop" });
    expect((await visitor(other.built).get(`/api/courses/${course.id}`)).body.title).toBe("Through A Drop");
    // End the listening connections (this process's and the other's; each makes its own again).
    await ctx.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${LISTENER_NAME}`,
    );
    await until(() => !database.changes.live);
    // Changed while nobody listened over there: the answer is still the database's.
    await ctx.db.update(courses).set({ title: "Changed Unheard" }).where(eq(courses.id, course.id));
    expect((await visitor(other.built).get(`/api/courses/${course.id}`)).body.title).toBe("Changed Unheard");
    await until(() => database.changes.live);
    expect((await visitor(other.built).get(`/api/courses/${course.id}`)).body.title).toBe("Changed Unheard");
    await heardElsewhere("courses", () => ctx.db.update(courses).set({ title: "Heard Again" }).where(eq(courses.id, course.id)));
    expect((await visitor(other.built).get(`/api/courses/${course.id}`)).body.title).toBe("Heard Again");
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)("a listening connection that dies without a word (PostgreSQL)", () => {
  it("stops answering from memory within a heartbeat", async () => {
    const proxy = await freezableProxy(new URL(ctx.database.url!));
    const feed = new ChangeFeed(false);
    const listening = listenForOthers(feed, { open: pgFeedConnections(proxy.url, 5_000, 200), heartbeatMs: 200 });
    try {
      await until(() => feed.live);
      let heard = false;
      const off = feed.on((topic) => {
        if (topic === "courses") heard = true;
      });
      await makeCourse(ctx, { title: "Heard Through The Proxy" });
      await until(() => heard);
      off();
      // The connection stays open but nothing passes any more: no error, no end.
      proxy.freeze();
      await until(() => !feed.live);
    } finally {
      await listening.close();
      await proxy.close();
    }
  });
});

import { eq } from "drizzle-orm";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltApp } from "./app";
import { openDatabase, type Database } from "./db/client";
import { courses } from "./db/schema";
import { createLogger } from "./lib/logger";
import { makeCourse } from "./test/course-factories";
import { pgbouncerUnavailable, startPgbouncer, type Pgbouncer } from "./test/pgbouncer";
import { freePort, startServer, stopServer, waitUntilHealthy, type ServerProcess } from "./test/spawn-server";
import { createTestContext, makeUser, signIn, type TestContext } from "./test/test-app";

// Behind PgBouncer in transaction mode a connection hears its own notifications and nobody
// else's: the change feed must notice and the caches, authorization included, read the database
// on every request (docs/decisions/024-change-feed.md). PgBouncer runs with its defaults, which
// refuse unknown startup parameters such as statement_timeout.

const unavailable = pgbouncerUnavailable();

/** Waits for a condition the event loop will make true (no fixed delay). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

const events = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { event?: string }).event).filter(Boolean);

describe.skipIf(unavailable)(`behind PgBouncer in transaction mode${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  let ctx: TestContext;
  let bouncer: Pgbouncer;
  /** Process B: its pool and its listening connections go through PgBouncer. */
  let other: { database: Database; built: BuiltApp; logs: string[] };
  const servers: ServerProcess[] = [];
  const databases: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(); // process A, straight to PostgreSQL
    bouncer = await startPgbouncer(process.env.TEST_DATABASE_URL!);
    const logs: string[] = [];
    const logger = createLogger("debug", (line) => logs.push(line));
    const database = await openDatabase({ databaseUrl: bouncer.through(ctx.database.url!), migrate: false, logger });
    other = { database, built: ctx.makeApp({ db: database.db, changes: database.changes, logger }), logs };
  });
  afterAll(async () => {
    for (const server of servers) await stopServer(server, "SIGKILL");
    await other?.database.close();
    await bouncer?.close();
    await ctx?.close();
    if (databases.length) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it("notices that it hears only itself, and refuses a user suspended by another process at the next request", async () => {
    // Until the listener has proved something either way, every cache reads the database anyway.
    await until(() => events(other.logs).some((e) => e === "change_listener_deaf" || e === "change_listener_live"));

    const learner = await makeUser(ctx);
    const there = await signIn(ctx, learner, other.built);
    for (let i = 0; i < 3; i++) expect((await there.get("/api/user")).status).toBe(200);
    const admin = await signIn(ctx, await makeUser(ctx, { role: "admin" })); // process A
    expect((await admin.patch(`/api/admin/users/${learner.id}`).send({ status: "suspended" })).status).toBe(200);
    expect((await there.get("/api/user")).status).toBe(401);
    expect((await there.get("/api/user/settings")).status).toBe(401);
    // The heartbeat came from another connection and never arrived: said once, in JSON.
    expect(other.database.changes.live).toBe(false);
    expect(other.database.changes.state).toBe("deaf");
    expect(events(other.logs)).toContain("change_listener_deaf");
    expect(events(other.logs)).not.toContain("change_listener_live");
  });

  it("answers a course changed by another process at once", async () => {
    const course = await makeCourse(ctx, { title: "Before The Pooler" });
    for (let i = 0; i < 2; i++) {
      expect((await request(other.built.app).get(`/api/courses/${course.id}`)).body.title).toBe("Before The Pooler");
    }
    await ctx.db.update(courses).set({ title: "After The Pooler" }).where(eq(courses.id, course.id));
    expect((await request(other.built.app).get(`/api/courses/${course.id}`)).body.title).toBe("After The Pooler");
  });

  it(
    "starts the server with PgBouncer's defaults (no startup parameters) and migrates an empty database through it",
    { timeout: 240_000 },
    async () => {
      const name = `gsm_pgbouncer_${process.pid}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      databases.push(name);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const server = startServer({ DATABASE_URL: bouncer.through(url.toString()) }, await freePort());
      servers.push(server);
      await waitUntilHealthy(server);
      // The operator is told why the caches are off, in one JSON line.
      await until(() => server.stdout().includes("change_listener_deaf"));
      const line = server
        .stdout()
        .split("\n")
        .find((l) => l.includes("change_listener_deaf"))!;
      expect(JSON.parse(line)).toMatchObject({ level: "error", event: "change_listener_deaf" });
      // Nothing else it wrote was plain text either (no 08P01, no pool or library lines).
      for (const l of (server.stdout() + server.stderr()).split("\n").filter((l) => l.trim() !== "")) {
        expect(() => JSON.parse(l), l).not.toThrow();
      }
      // A second process starts on the same database while the first runs (the migration lock is free).
      const second = startServer({ DATABASE_URL: bouncer.through(url.toString()) }, await freePort());
      servers.push(second);
      await waitUntilHealthy(second);
    },
  );
});

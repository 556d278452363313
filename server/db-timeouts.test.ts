// docs/product-rules.md §14: a hung database turns into quick 503 answers, never hanging requests. The first
// "database" here accepts TCP connections and never says a word, like a stuck server; on
// PostgreSQL, a real database stops answering in the middle of the work, or a table stays locked.
import net from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { DEFAULT_POSTGRES_TIMEOUTS, openDatabase, type Database } from "./db/client";
import { ensureSettingsRow } from "./features/settings/settings.repo";
import { SettingsService } from "./features/settings/settings.service";
import { isDatabaseUnavailable } from "./lib/db-errors";
import { createLogger } from "./lib/logger";
import { freezableProxy } from "./test/freezable-proxy";
import { openTestDatabase } from "./test/test-db";

/** The contract of GET /api/health: an answer within 2 seconds (plus a little for a busy machine). */
const HEALTH_ANSWER_MS = 2_500;

let blackHole: net.Server;
const sockets: net.Socket[] = [];
let database: Database;
const logLines: string[] = [];

beforeAll(async () => {
  blackHole = net.createServer((socket) => sockets.push(socket)); // accepts, never answers
  await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
  const { port } = blackHole.address() as net.AddressInfo;
  database = await openDatabase({
    databaseUrl: `postgres://postgres:secret-pw@127.0.0.1:${port}/gsm`,
    // Longer than the health check's own limit, so that limit is what answers /api/health.
    timeouts: { connectMs: 4_000, statementMs: 1_000, idleInTransactionMs: 1_000 },
    migrate: false,
  });
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await database.close().catch(() => undefined);
  await new Promise((resolve) => blackHole.close(resolve));
});

function app(db: Database = database) {
  return createApp({
    db: db.db,
    dbKind: "postgres",
    settings: new SettingsService(db.db, 0),
    logger: createLogger("debug", (line) => logLines.push(line)),
    sessionSecret: "test-session-secret",
    uploadDir: "/tmp/gsm-timeouts-unused",
    production: false,
    cookieSecure: false,
    trustProxy: false,
    stripeConfigured: false,
    loginRateLimit: { windowMs: 60_000, perIp: 100, perUsername: 10 },
    signupLimitPerHour: 100,
    publicUrl: "https://academy.example.test",
  }).app;
}

describe("a database that does not answer", () => {
  it("makes /api/health answer 503 within 2 seconds", async () => {
    const started = Date.now();
    const res = await request(app()).get("/api/health").set("X-Request-Id", "monitor-probe-7");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: "unavailable", code: "DATABASE_UNAVAILABLE", requestId: "monitor-probe-7" });
    expect(res.headers["x-request-id"]).toBe("monitor-probe-7");
    // The bound is the endpoint's contract (the monitor's timeout), not a performance target.
    expect(Date.now() - started).toBeLessThanOrEqual(HEALTH_ANSWER_MS);
  });

  it("makes /api/health/ready answer 503 naming the database, and /api/health/live 200", async () => {
    const started = Date.now();
    const res = await request(app()).get("/api/health/ready");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: "not_ready", failing: ["database"], checks: { database: "failing", storage: "ok" } });
    expect(Date.now() - started).toBeLessThanOrEqual(HEALTH_ANSWER_MS);
    expect((await request(app()).get("/api/health/live")).status).toBe(200);
  });

  it("turns API calls into 503 JSON with a request id, and logs no connection secret", async () => {
    const res = await request(app()).get("/api/courses");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "DATABASE_UNAVAILABLE", requestId: expect.any(String) });
    expect(res.headers["retry-after"]).toBe("5");
    expect(logLines.join("\n")).not.toContain("secret-pw");
  });

  it("logs the failure with the request's id, like the request's own line", async () => {
    const res = await request(app()).get("/api/courses").set("X-Request-Id", "trace-db-down-3");
    expect(res.status).toBe(503);
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.requestId === "trace-db-down-3");
    // Written by the error handler deep inside the request, not by the request logger: it has the
    // id only through the request's context.
    expect(lines.find((l) => l.msg === "database unavailable")).toMatchObject({ path: "/api/courses", requestId: "trace-db-down-3" });
    expect(lines.find((l) => l.msg === "request")).toMatchObject({ status: 503 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL that stops answering, with the default limits", () => {
  let migrated: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    migrated = await openTestDatabase();
    await ensureSettingsRow(migrated.db);
  });
  afterAll(async () => {
    await migrated.close();
  });

  it("answers /api/health 503 within 2 s and API calls 503 JSON within seconds when the database hangs mid-work", async () => {
    const proxy = await freezableProxy(new URL(migrated.url!));
    // The app's own pool, with the production defaults, reaching the database through the proxy.
    const viaProxy = await openDatabase({ databaseUrl: proxy.url, migrate: false });
    try {
      const api = app(viaProxy);
      expect((await request(api).get("/api/health")).status).toBe(200);
      expect((await request(api).get("/api/courses")).status).toBe(200);

      proxy.freeze(); // the open connections stay open; nothing comes back any more
      let started = Date.now();
      const health = await request(api).get("/api/health");
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ code: "DATABASE_UNAVAILABLE", requestId: expect.any(String) });
      expect(Date.now() - started).toBeLessThanOrEqual(HEALTH_ANSWER_MS);

      started = Date.now();
      const courses = await request(api).get("/api/courses");
      expect(courses.status).toBe(503);
      expect(courses.body).toMatchObject({ code: "DATABASE_UNAVAILABLE", requestId: expect.any(String) });
      // The client's own limit (statement limit + 1 s) ends the wait: no statement_timeout can fire
      // on a server that says nothing. It was statement limit + 2 s on a 15 s limit: 17 s.
      expect(Date.now() - started).toBeLessThan(DEFAULT_POSTGRES_TIMEOUTS.statementMs + 3_000);
      expect(DEFAULT_POSTGRES_TIMEOUTS.statementMs).toBeLessThanOrEqual(5_000);
    } finally {
      await proxy.close();
      await viaProxy.close().catch(() => undefined);
    }
  });

  it("answers an API call on a locked table with 503 once the statement limit passes, while /api/health stays 200", async () => {
    const db = await openDatabase({ databaseUrl: migrated.url!, migrate: false });
    const locker = new pg.Client({ connectionString: migrated.url });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE courses IN ACCESS EXCLUSIVE MODE");
      const api = app(db);
      const started = Date.now();
      const courses = await request(api).get("/api/courses");
      expect(courses.status).toBe(503);
      expect(courses.body).toMatchObject({ code: "DATABASE_UNAVAILABLE", requestId: expect.any(String) });
      expect(courses.headers["retry-after"]).toBe("5");
      expect(Date.now() - started).toBeLessThan(DEFAULT_POSTGRES_TIMEOUTS.statementMs + 3_000);
      // The database itself answers: the health check says so.
      expect((await request(api).get("/api/health")).status).toBe(200);
    } finally {
      await locker.query("ROLLBACK").catch(() => undefined);
      await locker.end();
      await db.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL time limits", () => {
  it("cancel a statement that runs past statement_timeout, as a 'database unavailable' error", async () => {
    const slow = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      timeouts: { connectMs: 5_000, statementMs: 300, idleInTransactionMs: 1_000 },
      migrate: false,
    });
    try {
      const err = await slow.db.execute(sql`SELECT pg_sleep(3)`).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeDefined();
      expect(isDatabaseUnavailable(err)).toBe(true);
      // The connection stays usable for the next, quick statement.
      expect((await slow.db.execute(sql`SELECT 1 AS one`)).rows[0]).toMatchObject({ one: 1 });
    } finally {
      await slow.close();
    }
  });

  it("end a transaction left idle past idle_in_transaction_session_timeout, releasing its locks, and the app lives on", async () => {
    const LOCK = 7_301_999;
    const db = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL!,
      timeouts: { connectMs: 5_000, statementMs: 10_000, idleInTransactionMs: 300 },
      migrate: false,
    });
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      const outcome = await db.db
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK})`);
          // The transaction now sits idle (say, awaiting something outside the database). Another
          // session asks for the same lock: it gets it once the server ends the idle transaction.
          await other.query("SET statement_timeout = 10000");
          await other.query("SELECT pg_advisory_lock($1)", [LOCK]);
          await tx.execute(sql`SELECT 1`);
        })
        .then(
          () => "committed",
          (e: unknown) => e,
        );
      expect(outcome).not.toBe("committed");
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      // The pool dropped the ended connection and serves the next statement on a fresh one.
      expect((await db.db.execute(sql`SELECT 1 AS one`)).rows[0]).toMatchObject({ one: 1 });
    } finally {
      await other.end();
      await db.close();
    }
  });
});

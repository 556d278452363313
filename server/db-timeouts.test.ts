// Issue 10 §14: a hung database turns into quick 503 answers, never hanging requests. The
// "database" here accepts TCP connections and never says a word, like a stuck server.
import net from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { openDatabase, type Database } from "./db/client";
import { SettingsService } from "./features/platform/settings.service";
import { createLogger } from "./lib/logger";

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

function app() {
  return createApp({
    db: database.db,
    dbKind: "postgres",
    settings: new SettingsService(database.db, 0),
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
    const res = await request(app()).get("/api/health");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: "unavailable", code: "DATABASE_UNAVAILABLE" });
    // The bound is the endpoint's contract (the monitor's timeout), not a performance target.
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("turns API calls into 503 JSON with a request id, and logs no connection secret", async () => {
    const res = await request(app()).get("/api/courses");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "DATABASE_UNAVAILABLE", requestId: expect.any(String) });
    expect(res.headers["retry-after"]).toBe("5");
    expect(logLines.join("\n")).not.toContain("secret-pw");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL time limits", () => {
  it("cancel a statement that runs past statement_timeout, as a 'database unavailable' error", async () => {
    const { isDatabaseUnavailable } = await import("./lib/db-errors");
    const { sql } = await import("drizzle-orm");
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
});

// Process roles and health as a running process shows them (docs/architecture.md, "Process roles"
// and "Health"): a worker serves health only, readiness says starting and draining, and processes
// started together on one PostgreSQL database migrate it once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "./lib/paths";
import { freePort, startServer, stopServer, type ServerProcess } from "./test/spawn-server";

let root: string;
const running: ServerProcess[] = [];
const dropAfter: string[] = [];
const onPglite = !process.env.TEST_DATABASE_URL;

function start(env: Record<string, string>, port: number) {
  const server = startServer(env, port);
  running.push(server);
  return server;
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-roles-"));
});
afterEach(async () => {
  for (const server of running.splice(0)) await stopServer(server, "SIGKILL");
});
afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  if (!dropAfter.length) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  for (const name of dropAfter) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const folders = (name: string) => ({ DATA_DIR: path.join(root, name, "data"), UPLOAD_DIR: path.join(root, name, "uploads") });

/** A fresh PostgreSQL database when the suite runs on PostgreSQL; the embedded one otherwise. */
async function databaseEnv(): Promise<Record<string, string>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return {};
  const name = `gsm_roles_${process.pid}_${dropAfter.length}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropAfter.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

/** Polls `path` until `accept` says yes; fails if the process ends or the deadline passes. */
async function until(server: ServerProcess, pathname: string, accept: (res: Response) => boolean, deadlineMs = 90_000): Promise<Response> {
  const deadline = Date.now() + deadlineMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`server exited:\n${server.stderr()}`);
    try {
      const res = await fetch(`${server.url}${pathname}`);
      if (accept(res)) return res;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no such answer from ${pathname} within ${deadlineMs} ms:\n${server.stderr()}`);
}
const waitUntilReady = (server: ServerProcess) => until(server, "/api/health/ready", (res) => res.status === 200);

describe("ROLE", () => {
  it.runIf(onPglite)("a bad value gives one line naming it", { timeout: 60_000 }, async () => {
    const bad = start({ ...folders("bad-role"), ROLE: "cron" }, await freePort());
    expect(await bad.exited).toBe(1);
    // One JSON log line (every line the process writes is JSON), saying why.
    const lines = bad
      .stderr()
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(lines).toEqual(['GSM Academy cannot start: ROLE must be "web", "worker" or "all" (got "cron")']);
  });

  it("a worker answers live and ready, and serves no API and no SPA", { timeout: 240_000 }, async () => {
    const worker = start({ ...folders("worker"), ...(await databaseEnv()), ROLE: "worker" }, await freePort());
    const ready = await waitUntilReady(worker);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok", changeListener: "ok" } });
    expect((await fetch(`${worker.url}/api/health/live`)).status).toBe(200);
    for (const pathname of ["/api/courses", "/api/platform", "/api/user", "/", "/courses"]) {
      const res = await fetch(`${worker.url}${pathname}`);
      expect(res.status, pathname).toBe(404);
      expect(await res.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    const login = await fetch(`${worker.url}/api/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(login.status).toBe(404);
    expect(worker.stdout()).toMatch(/worker process/);
    expect(await stopServer(worker)).toBe(0);
  });
});

describe.runIf(onPglite)("readiness while starting", () => {
  it("live answers 200 and ready 503 starting while the database is not there yet", { timeout: 120_000 }, async () => {
    const closedPort = await freePort(); // nothing listens: the start keeps waiting for the database
    const server = start(
      { ...folders("starting"), DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/gsm`, DB_STARTUP_RETRY_MS: "60000" },
      await freePort(),
    );
    const ready = await until(server, "/api/health/ready", () => true);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "not_ready", failing: ["starting"] });
    const live = await fetch(`${server.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect((await fetch(`${server.url}/api/courses`)).status).toBe(503); // STARTING, as before
    expect(await stopServer(server)).toBe(0);
  });
});

describe("readiness on SIGTERM", () => {
  it("says 503 draining while the process still answers for SHUTDOWN_DELAY_MS, then exits 0", { timeout: 240_000 }, async () => {
    const server = start({ ...folders("draining"), ...(await databaseEnv()), SHUTDOWN_DELAY_MS: "4000" }, await freePort());
    await waitUntilReady(server);
    server.child.kill("SIGTERM");
    const draining = await until(server, "/api/health/ready", (res) => res.status !== 200, 10_000);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "not_ready", failing: ["draining"] });
    // Still serving: the balancer takes it out before it stops accepting.
    expect((await fetch(`${server.url}/api/platform`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    expect(await server.exited).toBe(0);
  });
});

describe.runIf(!onPglite)("processes started together on one PostgreSQL database", () => {
  it("a web and a worker both start, the migrations ran once, and each serves its role", { timeout: 240_000 }, async () => {
    const database = await databaseEnv();
    const web = start({ ...folders("web"), ...database, ROLE: "web" }, await freePort());
    const worker = start({ ...folders("worker-pg"), ...database, ROLE: "worker" }, await freePort());
    await Promise.all([waitUntilReady(web), waitUntilReady(worker)]);

    const client = new pg.Client({ connectionString: database.DATABASE_URL });
    await client.connect();
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
      const applied = await client.query<{ n: string; distinct: string }>(
        "SELECT count(*) AS n, count(DISTINCT hash) AS distinct FROM drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0]).toEqual({ n: String(journal.entries.length), distinct: String(journal.entries.length) });
      // Only the worker keeps the schedules (a web process runs none).
      const schedules = await client.query<{ name: string }>("SELECT name FROM pgboss.schedule ORDER BY name");
      expect(schedules.rows.map((r) => r.name)).toContain("email.deliver");
    } finally {
      await client.end();
    }
    expect((await fetch(`${web.url}/api/courses`)).status).toBe(200);
    expect((await fetch(`${worker.url}/api/courses`)).status).toBe(404);
    expect(await stopServer(web)).toBe(0);
    expect(await stopServer(worker)).toBe(0);
  });
});

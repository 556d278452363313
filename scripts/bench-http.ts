// Requests per second of the production build against a bare Express endpoint that returns the
// same bytes, measured in the same run in interleaved rounds (docs/benchmarks.md, target 4; reported here,
// never asserted). Prints one line per endpoint:
//   http <endpoint> rps=<n> p99=<ms> ratio=<app/bare>
// Run: npm run bench:http
//   BENCH_COURSES=10000   published courses added to the demo catalogue before the server starts
//   BENCH_SECONDS=5       length of one measurement; BENCH_ROUNDS=3 rounds (medians are printed)
//   BENCH_CONNECTIONS=10  concurrent connections
//   BENCH_SIGNIN_CONNECTIONS=1,10  sign-ins at once for the sign-in lines (as many accounts as
//                         connections), at the production password hash cost; these print
//                         p50/p99 latency and the server's peak memory instead of a bare ratio
//   BENCH_SIGNIN_ONLY=1   only the sign-in lines
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres  also run on PostgreSQL, in a
//                         database created for the run and dropped after it
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase, type DatabaseConfig } from "../server/db/client";
import { users } from "../server/db/schema";
import { seedDemoData } from "../server/db/seed";
import { hashPassword } from "../server/features/auth/password";
import { buildInto, freePort, root, startBuiltServer, waitForHealth } from "./production-build";

const base = path.join(root, ".tmp", "bench-http");
const extraCourses = Number(process.env.BENCH_COURSES ?? 0);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postgresUrl = process.env.BENCH_POSTGRES_URL;
const signInOnly = process.env.BENCH_SIGNIN_ONLY === "1";
const signInConnections = (process.env.BENCH_SIGNIN_CONNECTIONS ?? "1,10").split(",").map(Number);
const SIGN_IN_PASSWORD = "bench-sign-in-1";
/** One account per sign-in connection: the sign-in limit counts per account. */
const signInAccounts = Math.max(...signInConnections);

/** The demo data, plus `extraCourses` published courses with chapters, written before the server starts. */
async function prepare(config: DatabaseConfig) {
  const database = await openDatabase(config);
  try {
    await seedDemoData({ db: database.db, uploadDir: path.join(base, "uploads"), log: () => undefined });
    if (extraCourses > 0) {
      await database.executeSql(
        `INSERT INTO courses (title, description, category, level, price_cents, is_published)
         SELECT 'Bench course ' || g || ' ' || (ARRAY['marketing','finance','negotiation','leadership'])[1 + g % 4],
                'Generated for the HTTP benchmark: lesson plans, exercises and case studies number ' || g,
                (ARRAY['Business','Marketing','Finance','Technology'])[1 + g % 4],
                (ARRAY['beginner','intermediate','advanced'])[1 + g % 3],
                1000 + g % 9000, true
         FROM generate_series(1, ${extraCourses}) g`,
      );
      await database.executeSql(
        `INSERT INTO chapters (course_id, title, order_index, duration_seconds)
         SELECT c.id, 'Lesson ' || n, n, 300 + n * 60 FROM courses c, generate_series(1, 3) n WHERE c.title LIKE 'Bench course %'`,
      );
    }
    // Learners for the sign-in lines, hashed as production hashes (argon2id at OWASP's parameters).
    for (let i = 0; i < signInAccounts; i++) {
      await database.db.insert(users).values({
        username: `bench_signin_${i}`,
        email: `bench_signin_${i}@example.test`,
        passwordHash: await hashPassword(SIGN_IN_PASSWORD),
        firstName: "Bench",
        lastName: `Learner ${i}`,
        emailVerifiedAt: new Date(),
      });
    }
  } finally {
    await database.close();
  }
}

/** A bare Express app in its own process answering each path with the given bytes. */
async function startBare(responses: Record<string, { body: string; type: string }>): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  // A file, not the environment: every page of a large catalogue's search is too big for it.
  const responsesFile = path.join(base, "bare-responses.json");
  fs.writeFileSync(responsesFile, JSON.stringify(responses));
  const program = `
    const express = require("express");
    const responses = JSON.parse(require("node:fs").readFileSync(process.env.RESPONSES_FILE, "utf8"));
    const app = express();
    app.get("/api/health", (_req, res) => res.json({ status: "ok" }));
    app.use((req, res) => {
      const r = responses[req.originalUrl];
      if (!r) return res.status(404).end();
      res.type(r.type).send(r.body);
    });
    app.listen(Number(process.env.PORT), "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", program], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), RESPONSES_FILE: responsesFile },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, child);
  return { origin, child };
}

/** One endpoint at `origin`; with several `paths`, each request asks one of them at random. */
async function measure(origin: string, paths: string[], headers: Record<string, string>) {
  const result = await autocannon({
    url: origin + paths[0],
    connections,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }) }],
  });
  if (result.non2xx > 0) throw new Error(`${origin}${paths[0]}: ${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** Sign-ins with `count` connections, each signing in again and again. */
async function measureSignIn(origin: string, count: number) {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: count,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: "/api/login",
        headers: { "Content-Type": "application/json", Origin: origin },
        // Round robin over `count` accounts: about one sign-in per account in flight at a time.
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ username: `bench_signin_${next++ % count}`, password: SIGN_IN_PASSWORD }),
        }),
      },
    ],
  });
  if (result.non2xx > 0) {
    throw new Error(`${origin}/api/login: ${result.non2xx} answers were not 2xx: ${JSON.stringify(result.statusCodeStats)}`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The server process's resident memory (Linux), in MB: now, and its peak since the last reset. */
function rssMb(pid: number | undefined): { now: number; peak: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { now: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return undefined;
  }
}

/** Starts a new peak at the current resident memory (Linux: "5" to clear_refs; needs the same user). */
function resetPeakRss(pid: number | undefined): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

async function run(label: string, env: Record<string, string>) {
  const app = await startBuiltServer(base, { ...env, SEED: "false" });
  let bare: { origin: string; child: ChildProcess } | undefined;
  try {
    const origin = app.origin;
    const list = (await (await fetch(`${origin}/api/courses?limit=12`)).json()) as { items: { id: number }[]; total: number };
    const courseId = list.items[0].id;
    const login = await fetch(`${origin}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ username: "learner", password: "learner123" }),
    });
    if (!login.ok) throw new Error(`sign-in as the demo learner failed: ${login.status}`);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    // Every page of the search, for the "any page" line: each request asks one at random.
    const searched = (await (await fetch(`${origin}/api/courses?search=finance&sort=popular&limit=12`)).json()) as { total: number };
    const pages = Array.from(
      { length: Math.max(1, Math.ceil(searched.total / 12)) },
      (_, i) => `/api/courses?search=finance&sort=popular&limit=12&offset=${i * 12}`,
    );
    const allEndpoints: { name: string; paths: string[]; headers: Record<string, string> }[] = [
      { name: "GET /api/courses?limit=12", paths: ["/api/courses?limit=12"], headers: {} },
      { name: "GET /api/courses/:id", paths: [`/api/courses/${courseId}`], headers: {} },
      { name: "GET /api/courses?search&sort=popular", paths: ["/api/courses?search=finance&sort=popular&limit=12&offset=24"], headers: {} },
      { name: `GET /api/courses?search&sort=popular (any of ${pages.length} pages)`, paths: pages, headers: {} },
      { name: "GET /api/user (signed in)", paths: ["/api/user"], headers: { Cookie: cookie } },
    ];
    const endpoints = signInOnly ? [] : allEndpoints;
    const responses: Record<string, { body: string; type: string }> = {};
    for (const e of endpoints) {
      for (const p of e.paths) {
        const res = await fetch(origin + p, { headers: e.headers });
        if (!res.ok) throw new Error(`${p}: ${res.status}`);
        responses[p] = { body: await res.text(), type: res.headers.get("content-type") ?? "application/json" };
      }
    }
    if (endpoints.length > 0) bare = await startBare(responses);
    // Warm up both (JIT, connection pools, caches) before anything is counted.
    for (const e of endpoints) {
      await autocannon({ url: bare!.origin + e.paths[0], connections, duration: 2 });
      await autocannon({ url: origin + e.paths[0], connections, duration: 2, headers: e.headers });
      // Every page once, as visitors would have asked them before (what "any page" measures).
      for (const p of e.paths.slice(1)) await fetch(origin + p, { headers: e.headers });
    }
    console.log(
      `bench:http ${label}: ${list.total} published courses, ${connections} connections, ${rounds} x ${seconds}s per side, medians`,
    );
    for (const e of endpoints) {
      const appRuns: { rps: number; p99: number }[] = [];
      const bareRuns: { rps: number; p99: number }[] = [];
      for (let r = 0; r < rounds; r++) {
        bareRuns.push(await measure(bare!.origin, e.paths, {}));
        appRuns.push(await measure(origin, e.paths, e.headers));
      }
      const appRps = median(appRuns.map((m) => m.rps));
      const bareRps = median(bareRuns.map((m) => m.rps));
      console.log(
        `http ${label} ${e.name} rps=${Math.round(appRps)} p99=${median(appRuns.map((m) => m.p99))} bare_rps=${Math.round(bareRps)} ratio=${(appRps / bareRps).toFixed(2)}`,
      );
    }
    // Sign-in: the password hash dominates it, so latency (not a ratio to a bare endpoint) is what matters.
    await measureSignIn(origin, 1); // warm-up
    for (const count of signInConnections) {
      // The peak during these sign-ins only, where the system allows a reset (else since the start).
      const before = rssMb(app.child.pid);
      const reset = resetPeakRss(app.child.pid);
      const runs: { rps: number; p50: number; p99: number }[] = [];
      for (let r = 0; r < rounds; r++) runs.push(await measureSignIn(origin, count));
      const after = rssMb(app.child.pid);
      const memory = after ? `rss_mb=${before?.now}->${after.now} peak_rss_mb=${after.peak}${reset ? "" : " (peak since start)"}` : "";
      console.log(
        `http ${label} POST /api/login (${count} at once) rps=${Math.round(median(runs.map((m) => m.rps)))} p50=${median(runs.map((m) => m.p50))} p99=${median(runs.map((m) => m.p99))} ${memory}`,
      );
    }
  } finally {
    bare?.child.kill("SIGTERM");
    await app.stop();
  }
}

buildInto(base);
await prepare({ dataDir: path.join(base, "data") });
await run("pglite", {});
if (postgresUrl) {
  const name = `gsm_bench_http_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    await prepare({ databaseUrl: url.toString() });
    await run("postgres", { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

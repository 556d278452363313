// docs/product-rules.md §14 and docs/decisions/008-running-safely.md: what only a running process shows. Each test starts the real server.
import fs from "node:fs";
import os from "node:os";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MINIMAL_PDF } from "./features/uploads/test-files";
import { projectRoot } from "./lib/paths";
import { scaled } from "./test/timeout-scale";
import {
  builtServer,
  freePort,
  startServer,
  stopServer,
  waitUntilHealthy,
  type ServerProcess,
  type StartOptions,
} from "./test/spawn-server";

let root: string;
const running: ServerProcess[] = [];

function start(env: Record<string, string>, port: number, options?: StartOptions) {
  const server = startServer(env, port, options);
  running.push(server);
  return server;
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-process-"));
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
/** What a process wrote, line by line: each line is JSON (README, Operations), read for its message. */
const lines = (text: string) =>
  text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => (JSON.parse(l) as { msg: string }).msg);

// The data-folder and start-up tests are about the embedded database: the PostgreSQL run of the
// suite skips them. Draining runs on whichever database the suite runs on.
const onPglite = !process.env.TEST_DATABASE_URL;
const dropAfter: string[] = [];

/** DATABASE_URL for a fresh PostgreSQL database when the suite runs on PostgreSQL; none on PGlite. */
async function databaseEnv(): Promise<Record<string, string>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return {};
  const name = `gsm_process_${process.pid}_${dropAfter.length}`;
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

describe.runIf(onPglite)("one process per embedded data folder", () => {
  it(
    "a second process on the same DATA_DIR exits at once with one line, and the first keeps serving",
    { timeout: scaled(240_000) },
    async () => {
      const dirs = folders("lock");
      const first = start(dirs, await freePort());
      await waitUntilHealthy(first);

      const second = start(dirs, await freePort());
      expect(await second.exited).toBe(1);
      expect(lines(second.stderr())).toEqual([
        `GSM Academy cannot start: DATA_DIR is in use by process ${first.child.pid} (${dirs.DATA_DIR}).`,
      ]);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

      // A lock left by a process that died is taken over, and the upload it was receiving is removed.
      await stopServer(first, "SIGKILL");
      const leftover = path.join(dirs.UPLOAD_DIR, "tmp", "0123abcd-upload-in-flight");
      fs.mkdirSync(path.dirname(leftover), { recursive: true });
      fs.writeFileSync(leftover, "half a video");
      const third = start(dirs, await freePort());
      await waitUntilHealthy(third);
      expect((await fetch(`${third.url}/api/platform`)).status).toBe(200);
      expect(fs.existsSync(leftover)).toBe(false);
    },
  );
});

describe.runIf(onPglite)("start-up failures an operator fixes", () => {
  it("a taken port gives one clear line and leaves the data folder untouched", { timeout: scaled(240_000) }, async () => {
    const holder = start(folders("port-a"), await freePort());
    await waitUntilHealthy(holder);
    const dirs = folders("port-b");
    const clash = start(dirs, holder.port);
    expect(await clash.exited).toBe(1);
    expect(lines(clash.stderr())).toEqual([`GSM Academy cannot start: port ${holder.port} is already in use (set PORT to another one).`]);
    // It failed before opening the database: nothing was created in its data folder but the lock's place.
    expect(fs.existsSync(path.join(dirs.DATA_DIR, "PG_VERSION"))).toBe(false);
    expect(fs.existsSync(path.join(dirs.DATA_DIR, ".gsm-academy.lock"))).toBe(false);
  });

  it("a bad environment value gives one line naming it", { timeout: scaled(60_000) }, async () => {
    const bad = start({ ...folders("env"), SIGNUP_LIMIT_PER_HOUR: "lots" }, await freePort());
    expect(await bad.exited).toBe(1);
    const out = lines(bad.stderr());
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^GSM Academy cannot start: SIGNUP_LIMIT_PER_HOUR .*"lots"/);
  });

  it("production refuses a short SESSION_SECRET before touching anything", { timeout: scaled(60_000) }, async () => {
    const dirs = folders("prod");
    const bad = start({ ...dirs, NODE_ENV: "production", SESSION_SECRET: "too-short", PUBLIC_URL: "https://a.example" }, await freePort());
    expect(await bad.exited).toBe(1);
    expect(lines(bad.stderr())).toEqual([
      "GSM Academy cannot start: SESSION_SECRET is too short: production needs at least 32 characters.",
    ]);
    expect(fs.existsSync(dirs.DATA_DIR)).toBe(false);
  });

  it("an unreachable database is retried with backoff, then one line", { timeout: scaled(120_000) }, async () => {
    const closedPort = await freePort(); // nothing listens there
    const server = start(
      {
        ...folders("nodb"),
        DATABASE_URL: `postgres://postgres:hunter2@127.0.0.1:${closedPort}/gsm`,
        DB_STARTUP_RETRY_MS: "2000",
        LOG_LEVEL: "warn",
      },
      await freePort(),
    );
    expect(await server.exited).toBe(1);
    const errors = lines(server.stderr());
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(`^GSM Academy cannot start: cannot open PostgreSQL at 127\\.0\\.0\\.1:${closedPort} after trying for 2 s`),
    );
    expect(server.stderr() + server.stdout()).not.toContain("hunter2");
    // The retries were logged (warn lines on stdout).
    expect(server.stdout()).toMatch(/database not reachable yet, retrying/);
  });
});

/** The first answer of a server that is not listening yet: asks again until one comes, or the process ends. */
async function firstAnswer(server: ServerProcess, urlPath: string, headers: Record<string, string> = {}): Promise<Response> {
  const deadline = Date.now() + scaled(60_000);
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (!ended && Date.now() < deadline) {
    try {
      return await fetch(`${server.url}${urlPath}`, { headers });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100)); // not listening yet
    }
  }
  throw new Error(`no answer from the server:\n${server.stderr()}`);
}

describe.runIf(onPglite)("while starting", () => {
  it("answers 503 STARTING with its request id in the header and the body, and SIGTERM exits 0", { timeout: scaled(120_000) }, async () => {
    const closedPort = await freePort(); // the database is not there yet: the start waits for it
    const server = start(
      { ...folders("starting"), DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/gsm`, DB_STARTUP_RETRY_MS: "60000" },
      await freePort(),
    );
    const given = await firstAnswer(server, "/api/health", { "X-Request-Id": "lb-check-42" });
    expect(given.status).toBe(503);
    expect(given.headers.get("retry-after")).toBe("5");
    expect(given.headers.get("x-request-id")).toBe("lb-check-42");
    expect(await given.json()).toMatchObject({ code: "STARTING", requestId: "lb-check-42" });
    const generated = await fetch(`${server.url}/api/courses`);
    const body = (await generated.json()) as { code: string; requestId: string };
    expect(body).toMatchObject({ code: "STARTING", requestId: generated.headers.get("x-request-id") });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stopServer(server)).toBe(0);
  });
});

describe.runIf(onPglite)("configuration from .env (as .env.example promises)", () => {
  const scripts = (JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> })
    .scripts;
  /** A package.json script's command line: its leading VAR=value settings, its program and arguments. */
  function scriptCommand(name: string) {
    const words = scripts[name].trim().split(/\s+/);
    const env: Record<string, string> = {};
    while (/^[A-Z_]+=/.test(words[0])) {
      const [key, ...value] = words.shift()!.split("=");
      env[key] = value.join("=");
    }
    const [program, ...args] = words;
    return { env, program, args, entry: args.findIndex((a) => !a.startsWith("-")) };
  }
  /** A folder of its own to run in, holding this .env. */
  function folderWithEnv(lines: string[]): string {
    const cwd = fs.mkdtempSync(path.join(root, "cwd-"));
    if (lines.length) fs.writeFileSync(path.join(cwd, ".env"), lines.join("\n") + "\n");
    return cwd;
  }

  it(
    "npm start reads .env where it runs: production starts on PUBLIC_URL, SESSION_SECRET and PORT found only there",
    { timeout: scaled(240_000) },
    async () => {
      const { env, program, args, entry } = scriptCommand("start");
      expect([program, args[entry]]).toEqual(["node", "dist/server/index.js"]);
      expect(env.NODE_ENV).toBe("production");
      // This run's build of the server stands in for dist/server/index.js, with a stand-in client build beside it.
      const built = builtServer();
      const clientBuild = path.join(path.dirname(path.dirname(built)), "public");
      fs.mkdirSync(clientBuild, { recursive: true });
      fs.writeFileSync(path.join(clientBuild, "index.html"), "<!doctype html><title>GSM Academy</title>");
      const command = { file: process.execPath, args: [...args.slice(0, entry), built, ...args.slice(entry + 1)] };

      // Without the .env, production refuses to start: SESSION_SECRET and PUBLIC_URL are missing.
      const bare = start({ ...folders("dotenv-none"), ...env }, await freePort(), { cwd: folderWithEnv([]), command });
      expect(await bare.exited).toBe(1);
      expect(bare.stderr()).toMatch(/GSM Academy cannot start: [A-Z_]+ must be set in production/);

      const port = await freePort();
      const cwd = folderWithEnv([
        `PORT=${port}`,
        "PUBLIC_URL=https://academy.example.test",
        `SESSION_SECRET=${"0123456789abcdef".repeat(3)}`,
      ]);
      const server = start({ ...folders("dotenv-start"), ...env }, port, { cwd, command, portFromEnvFile: true });
      await waitUntilHealthy(server);
      expect(server.stdout()).toContain(`running on http://localhost:${port} (production)`);
    },
  );

  it("npm run dev reads .env where it runs: the server listens on the PORT found only there", { timeout: scaled(240_000) }, async () => {
    const { env, program, args } = scriptCommand("dev");
    expect(program).toBe("tsx");
    // The server restarts on a change of its code (tsx watch; the client has Vite's hot reload).
    expect(args[0]).toBe("watch");
    const port = await freePort();
    const cwd = folderWithEnv([`PORT=${port}`]);
    // tsx runs the TypeScript as in development; from another folder it needs the project's tsconfig
    // (path aliases), and the script's paths made absolute (the shell's quotes around globs removed).
    const command = {
      file: path.join(projectRoot, "node_modules", ".bin", "tsx"),
      args: [
        "watch",
        "--tsconfig",
        path.join(projectRoot, "tsconfig.json"),
        ...args.slice(1).map((a) => (a.startsWith("-") ? a : path.join(projectRoot, a.replace(/^'(.*)'$/, "$1")))),
      ],
    };
    const server = start({ ...folders("dotenv-dev"), ...env }, port, { cwd, command, portFromEnvFile: true });
    try {
      await waitUntilHealthy(server, scaled(180_000));
    } finally {
      // tsx runs the server in a child process and hands it the signal: a SIGTERM, not a SIGKILL.
      await stopServer(server, "SIGTERM");
    }
    // The server itself stopped with tsx: nothing listens on that port any more.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it("Vite reads the same .env, at the project root, not in client/", async () => {
    const { resolveConfig } = await import("vite");
    const config = await resolveConfig({ configFile: path.join(projectRoot, "vite.config.ts"), logLevel: "silent" }, "serve");
    expect(config.root).toBe(path.join(projectRoot, "client"));
    expect(config.envDir).toBe(projectRoot);
  });
});

describe("graceful shutdown", () => {
  it("SIGTERM under keep-alive writes exits 0, and every acknowledged write is persisted", { timeout: scaled(240_000) }, async () => {
    const dirs = { ...folders("drain"), ...(await databaseEnv()) };
    const first = start({ ...dirs, SIGNUP_LIMIT_PER_HOUR: "1000" }, await freePort());
    await waitUntilHealthy(first);
    // The first sign-up on an empty platform may be an admin, who can create courses: a cheap write.
    const signUp = await fetch(`${first.url}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        username: "drainer",
        email: "drainer@example.test",
        password: "drain-pass-1",
        firstName: "D",
        lastName: "R",
        role: "admin",
      }),
    });
    expect(signUp.status).toBe(201);
    const cookie = sessionCookie(signUp);

    const acknowledged: Array<{ id: number; title: string }> = [];
    const incomplete: string[] = [];
    let n = 0;
    let signalled = false;
    const worker = async () => {
      for (;;) {
        const title = `Drain course ${++n}`;
        let res: Response;
        try {
          res = await fetch(`${first.url}/api/courses`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Cookie: cookie },
            body: JSON.stringify({
              title,
              description: "Written while the server stops",
              price: "0.00",
              category: "Technology",
              level: "Beginner",
            }),
          });
        } catch {
          return; // refused: the server has stopped accepting
        }
        let text: string;
        try {
          text = await res.text();
        } catch {
          incomplete.push(title); // cut mid-response
          return;
        }
        if (res.status === 201) acknowledged.push({ id: (JSON.parse(text) as { id: number }).id, title });
        else if (res.status !== 503) incomplete.push(`${title}: ${res.status} ${text}`);
        if (acknowledged.length >= 10 && !signalled) {
          signalled = true;
          first.child.kill("SIGTERM");
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(await first.exited).toBe(0);
    expect(incomplete).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);

    // Restart on the same folder (the lock was released): every acknowledged course is there.
    const second = start(dirs, await freePort());
    await waitUntilHealthy(second);
    for (const { id, title } of acknowledged) {
      const res = await fetch(`${second.url}/api/courses/${id}`, { headers: { Cookie: cookie } });
      expect(res.status, title).toBe(200);
      expect(((await res.json()) as { title: string }).title).toBe(title);
    }
  });
});

/**
 * A PDF upload sent by hand: the headers go first with `Expect: 100-continue`, so `accepted`
 * resolves once the server is handling the request; `finish()` sends the rest of the body.
 */
function slowUpload(url: string, cookie: string) {
  const boundary = "----gsm-drain-test";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, MINIMAL_PDF, tail]);
  const req = http.request(`${url}/api/upload`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "Content-Length": body.length,
      Expect: "100-continue",
    },
  });
  const accepted = new Promise<void>((resolve) => req.once("continue", () => resolve()));
  const response = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    req.once("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.once("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      res.once("error", reject);
    });
    req.once("error", reject);
  });
  void accepted.then(() => req.write(body.subarray(0, head.length + 10))); // the request is under way
  return { accepted, response, finish: () => req.end(body.subarray(head.length + 10)) };
}

/** Resolves once the server refuses new connections (it has begun to stop). */
async function refusingConnections(url: string) {
  for (;;) {
    try {
      await fetch(`${url}/api/health`, { headers: { Connection: "close" } });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("graceful shutdown with uploads in flight", () => {
  it(
    "an upload under way at SIGTERM completes with Connection: close; one that never ends is cut at SHUTDOWN_TIMEOUT_MS and the process exits 0",
    { timeout: scaled(240_000) },
    async () => {
      // Long enough, on a loaded machine, for the finishing upload to be sent after SIGTERM is seen.
      const dirs = { ...folders("drain-upload"), ...(await databaseEnv()), SHUTDOWN_TIMEOUT_MS: String(scaled(4_000)) };
      const server = start(dirs, await freePort());
      await waitUntilHealthy(server);
      const signUp = await fetch(`${server.url}/api/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username: "uploader",
          email: "uploader@example.test",
          password: "upload-pass-1",
          firstName: "U",
          lastName: "P",
          role: "admin",
        }),
      });
      expect(signUp.status).toBe(201);
      const cookie = sessionCookie(signUp);

      const finishing = slowUpload(server.url, cookie);
      const stalled = slowUpload(server.url, cookie);
      const stalledOutcome = stalled.response.then(
        (res) => `answered ${res.status}`,
        () => "cut",
      );
      await Promise.all([finishing.accepted, stalled.accepted]);

      server.child.kill("SIGTERM");
      await refusingConnections(server.url);
      finishing.finish();
      const done = await finishing.response;
      expect(done.status, done.body).toBe(201);
      expect(done.connection).toBe("close");
      expect(JSON.parse(done.body)).toMatchObject({ type: "application/pdf", size: MINIMAL_PDF.length });

      // The stalled upload is cut when the timeout passes; the process still stops cleanly.
      expect(await stalledOutcome).toBe("cut");
      expect(await server.exited).toBe(0);
      expect(server.stdout()).toMatch(/shutdown timeout reached/);
    },
  );
});

describe.runIf(onPglite)("backup and restore of the embedded database", () => {
  it("npm run db:backup dumps while the app serves; db:restore brings that state back", { timeout: scaled(300_000) }, async () => {
    const { spawn } = await import("node:child_process");
    const dirs = folders("backup");
    const env = { ...process.env, ...dirs, NODE_ENV: "test", LOG_LEVEL: "warn" };
    // Run asynchronously: a synchronous spawn stops this process's event loop for the whole
    // backup, so when that outlasts the server's keep-alive (5 s, on a loaded machine) fetch
    // never sees the idle connection close and sends the next request on it ("other side closed").
    const cli = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", "server/db/backup-cli.ts", ...args], {
          cwd: path.resolve(__dirname, ".."),
          env,
        });
        let stdout = "";
        let stderr = "";
        child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
        child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
        child.on("error", reject);
        child.on("close", (status) => resolve({ status, stdout, stderr }));
      });
    const app = start(dirs, await freePort());
    await waitUntilHealthy(app);
    const register = (username: string) =>
      fetch(`${app.url}/api/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username, email: `${username}@example.test`, password: "backup-pass-1", firstName: "B", lastName: "K" }),
      });
    expect((await register("before_backup")).status).toBe(201);

    const file = path.join(root, "backup", "gsm.tar.gz");
    const backup = await cli("backup", file);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/taken by the running app/);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    // Restoring needs the app stopped.
    expect((await register("after_backup")).status).toBe(201);
    const refused = await cli("restore", file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/DATA_DIR is in use by process \d+: stop the app before restoring/);
    expect(await stopServer(app)).toBe(0);

    const restore = await cli("restore", file);
    expect(restore.status, restore.stderr).toBe(0);
    const again = start(dirs, await freePort());
    await waitUntilHealthy(again);
    const signIn = (username: string) =>
      fetch(`${again.url}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username, password: "backup-pass-1" }),
      });
    expect((await signIn("before_backup")).status).toBe(200);
    expect((await signIn("after_backup")).status).toBe(401); // made after the backup: not in it
  });
});

describe.runIf(onPglite)("npm run db:backup while the app cannot take one", () => {
  it(
    "during shutdown the command fails at once with one line, and the app still drains and exits 0 (SIGUSR2 does not end it)",
    { timeout: scaled(360_000) },
    async () => {
      const { spawn } = await import("node:child_process");
      const dirs = { ...folders("backup-stopping"), SHUTDOWN_TIMEOUT_MS: "120000" };
      const app = start(dirs, await freePort());
      await waitUntilHealthy(app, scaled(180_000)); // a first start migrates the new folder: slow on a busy machine
      const signUp = await fetch(`${app.url}/api/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username: "backupper",
          email: "backupper@example.test",
          password: "backup-pass-1",
          firstName: "B",
          lastName: "K",
          role: "admin",
        }),
      });
      expect(signUp.status).toBe(201);
      const cookie = sessionCookie(signUp);

      // An upload in flight holds the app in its drain.
      const upload = slowUpload(app.url, cookie);
      await upload.accepted;
      app.child.kill("SIGTERM");
      await refusingConnections(app.url);

      const cli = spawn(process.execPath, ["--import", "tsx", "server/db/backup-cli.ts", "backup", path.join(root, "never.tar.gz")], {
        cwd: projectRoot,
        env: { ...process.env, ...dirs, NODE_ENV: "test", LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      cli.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => cli.once("exit", resolve));
      expect(code, stderr).toBe(1);
      expect(stderr.split("\n").filter((l) => l.trim() !== "")).toEqual([
        // A command's answer to the person who ran it, not a server log: plain text.
        `backup failed: the running app (process ${app.child.pid}) cannot take a backup now: the app is shutting down: ` +
          "run the backup again once it has stopped (the command then opens the folder itself)",
      ]);
      expect(fs.existsSync(path.join(root, "never.tar.gz"))).toBe(false);

      // The app was not ended by the signal: it finishes the upload and exits 0.
      expect(app.child.exitCode).toBeNull();
      upload.finish();
      expect((await upload.response).status).toBe(201);
      expect(await app.exited).toBe(0);
    },
  );
});

describe("where the server listens (HOST)", () => {
  /** An IPv4 address of this machine other than the loopback, if it has one. */
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
  const answers = async (host: string, port: number) =>
    fetch(`http://${host}:${port}/api/health`).then(
      (res) => res.status,
      () => "refused",
    );
  const listening = (server: ServerProcess) =>
    server
      .stdout()
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => JSON.parse(l) as { event?: string; host?: string })
      .find((l) => l.event === "listening");

  it("listens on 127.0.0.1 only outside production, and where HOST says", { timeout: 240_000 }, async () => {
    const port = await freePort();
    const local = start({ ...folders("host-default"), ...(await databaseEnv()), LOG_LEVEL: "info" }, port);
    await waitUntilHealthy(local);
    expect(listening(local)).toMatchObject({ host: "127.0.0.1" });
    if (outside) expect(await answers(outside, port)).toBe("refused");
    await stopServer(local);
    // Every line it wrote, on either stream, was JSON.
    expect(() => lines(local.stdout() + local.stderr())).not.toThrow();

    const everywherePort = await freePort();
    const everywhere = start({ ...folders("host-all"), ...(await databaseEnv()), LOG_LEVEL: "info", HOST: "0.0.0.0" }, everywherePort);
    await waitUntilHealthy(everywhere);
    expect(listening(everywhere)).toMatchObject({ host: "0.0.0.0" });
    if (outside) expect(await answers(outside, everywherePort)).toBe(200);
  });

  it("listens on every interface in production unless HOST says otherwise", { timeout: 240_000 }, async () => {
    const built = builtServer();
    const clientBuild = path.join(path.dirname(path.dirname(built)), "public"); // a stand-in client build
    fs.mkdirSync(clientBuild, { recursive: true });
    fs.writeFileSync(path.join(clientBuild, "index.html"), "<!doctype html><title>GSM Academy</title>");
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://academy.example.test",
      SESSION_SECRET: "0123456789abcdef".repeat(3),
      LOG_LEVEL: "info",
    };
    const port = await freePort();
    const server = start({ ...folders("host-production"), ...(await databaseEnv()), ...production }, port);
    await waitUntilHealthy(server);
    expect(["::", "0.0.0.0"]).toContain(listening(server)?.host);
    if (outside) expect(await answers(outside, port)).toBe(200);
    expect(() => lines(server.stdout() + server.stderr())).not.toThrow();

    const bad = start({ ...folders("host-bad"), ...production, HOST: "203.0.113.7" }, await freePort());
    expect(await bad.exited).toBe(1);
    expect(lines(bad.stderr())).toEqual(["GSM Academy cannot start: HOST 203.0.113.7 is not an address of this machine."]);
  });
});

/** The session cookie of a sign-up's answer (it also sets the browser's device cookie). */
function sessionCookie(res: Response): string {
  const found = res.headers.getSetCookie().find((c) => c.startsWith("gsm.sid="));
  if (!found) throw new Error(`no session cookie in ${res.headers.getSetCookie().join(" | ")}`);
  return found.split(";")[0];
}

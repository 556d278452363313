// Lighthouse mobile performance of the four pages visitors arrive on (issue 13, target >= 90;
// reported here, never asserted). Builds the app into .tmp/bench-lighthouse (not the shared
// dist/, which other runs rebuild), starts it like scripts/e2e-server.mjs does — production mode,
// fresh seeded data, a free port — and runs the lighthouse CLI with the system Chromium.
// Run: npm run bench:lighthouse   (LIGHTHOUSE_RUNS=3 reports the median of three runs per page;
// CHROME_PATH=... picks another Chromium)
import { execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const base = path.join(root, ".tmp", "bench-lighthouse");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** The client and server built into `base`, laid out as the project root the server expects. */
function build() {
  fs.rmSync(base, { recursive: true, force: true });
  fs.mkdirSync(path.join(base, "server", "db"), { recursive: true });
  // server/lib/paths.ts finds these two folders above dist/server/: link the real ones there.
  fs.symlinkSync(path.join(root, "migrations"), path.join(base, "migrations"));
  fs.symlinkSync(path.join(root, "server", "db", "assets"), path.join(base, "server", "db", "assets"));
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  run("npx", ["vite", "build", "--outDir", path.join(base, "dist", "public"), "--emptyOutDir", "--logLevel", "warn"]);
  run("npx", [
    "esbuild",
    "server/index.ts",
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--packages=external",
    `--outdir=${path.join(base, "dist", "server")}`,
    "--log-level=warning",
  ]);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not answer /api/health within 2 minutes");
}

interface Measure {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  bytes: number;
}

async function lighthouseOnce(url: string): Promise<Measure> {
  const { stdout } = await promisify(execFile)(
    path.join(root, "node_modules", ".bin", "lighthouse"),
    [url, "--only-categories=performance", "--output=json", "--output-path=stdout", "--quiet", `--chrome-flags=${chromeFlags.join(" ")}`],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  const audit = (id: string) => Number(report.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round(Number(report.categories.performance.score) * 100),
    lcpMs: audit("largest-contentful-paint"),
    fcpMs: audit("first-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    bytes: audit("total-byte-weight"),
  };
}

/** Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): try again, twice. */
async function lighthouse(url: string): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (err) {
      const message = String((err as { stderr?: string }).stderr || (err as Error).message).trim().split("\n").at(-1);
      if (attempt === 3) throw new Error(`lighthouse failed 3 times on ${url}: ${message}`);
      console.error(`lighthouse ${url}: ${message}; trying again`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

build();
const port = await freePort();
const origin = `http://localhost:${port}`; // localhost, not 127.0.0.1: Chromium upgrades plain http on IPs
const server = spawn(process.execPath, [path.join(base, "dist", "server", "index.js")], {
  cwd: base,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: origin,
    SESSION_SECRET: "bench-lighthouse-only-session-secret-0123456789",
    COOKIE_SECURE: "false", // plain http on localhost
    DATABASE_URL: "",
    DATA_DIR: path.join(base, "data"),
    UPLOAD_DIR: path.join(base, "uploads"),
    SEED: "true",
    LOG_LEVEL: "warn",
  },
});
try {
  await waitForHealth(origin, server);
  const courses = (await (await fetch(`${origin}/api/courses?limit=1`)).json()) as { items?: { id: number }[] };
  const courseId = courses.items?.[0]?.id;
  if (!courseId) throw new Error("the seeded catalogue has no course");
  const pages = ["/", "/auth", "/browse", `/course/${courseId}`];
  console.log(`lighthouse ${execFileSync(chromePath, ["--version"]).toString().trim()}, mobile preset, ${runs} run(s) per page, median`);
  for (const page of pages) {
    const measures: Measure[] = [];
    for (let i = 0; i < runs; i++) measures.push(await lighthouse(origin + page));
    const pick = (key: keyof Measure) => median(measures.map((m) => m[key]));
    console.log(
      `lighthouse ${page.padEnd(11)} performance=${pick("score")} lcp=${(pick("lcpMs") / 1000).toFixed(2)}s fcp=${(pick("fcpMs") / 1000).toFixed(2)}s tbt=${Math.round(pick("tbtMs"))}ms bytes=${(pick("bytes") / 1024).toFixed(0)}KB`,
    );
  }
} finally {
  server.kill("SIGTERM");
}

// Lighthouse mobile performance of the four pages visitors arrive on (docs/benchmarks.md, target >= 90;
// reported here, never asserted). Builds the app into .tmp/bench-lighthouse (not the shared
// dist/, which other runs rebuild), starts it like scripts/e2e-server.mjs does — production mode,
// fresh seeded data, a free port — and runs the lighthouse CLI with the system Chromium.
// Run: npm run bench:lighthouse   (LIGHTHOUSE_RUNS=3 reports the median of three runs per page;
// CHROME_PATH=... picks another Chromium; LIGHTHOUSE_PAGES=/course,/auth measures only the pages
// starting with one of these; LIGHTHOUSE_REPORTS=<dir> keeps each run's JSON report there, to read
// its long tasks, bootup time per script, LCP element and layout shifts)
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { buildInto, root, startBuiltServer } from "./production-build";

const base = path.join(root, ".tmp", "bench-lighthouse");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const only = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const reportDir = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : null;
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

interface Measure {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  bytes: number;
}

async function lighthouseOnce(url: string, reportName: string): Promise<Measure> {
  const { stdout } = await promisify(execFile)(
    path.join(root, "node_modules", ".bin", "lighthouse"),
    [url, "--only-categories=performance", "--output=json", "--output-path=stdout", "--quiet", `--chrome-flags=${chromeFlags.join(" ")}`],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${reportName}.json`), stdout);
  }
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
async function lighthouse(url: string, reportName: string): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, reportName);
    } catch (err) {
      const message = String((err as { stderr?: string }).stderr || (err as Error).message)
        .trim()
        .split("\n")
        .at(-1);
      if (attempt === 3) throw new Error(`lighthouse failed 3 times on ${url}: ${message}`);
      console.error(`lighthouse ${url}: ${message}; trying again`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

buildInto(base);
const server = await startBuiltServer(base, { SEED: "true" });
const origin = server.origin;
try {
  const courses = (await (await fetch(`${origin}/api/courses?limit=1`)).json()) as { items?: { id: number }[] };
  const courseId = courses.items?.[0]?.id;
  if (!courseId) throw new Error("the seeded catalogue has no course");
  const pages = ["/", "/auth", "/browse", `/course/${courseId}`].filter((page) => !only || only.some((prefix) => page.startsWith(prefix)));
  console.log(`lighthouse ${execFileSync(chromePath, ["--version"]).toString().trim()}, mobile preset, ${runs} run(s) per page, median`);
  for (const page of pages) {
    const measures: Measure[] = [];
    const slug = page.split("/")[1] || "landing";
    for (let i = 0; i < runs; i++) measures.push(await lighthouse(origin + page, `${slug}-${i + 1}`));
    const pick = (key: keyof Measure) => median(measures.map((m) => m[key]));
    console.log(
      `lighthouse ${page.padEnd(11)} performance=${pick("score")} lcp=${(pick("lcpMs") / 1000).toFixed(2)}s fcp=${(pick("fcpMs") / 1000).toFixed(2)}s tbt=${Math.round(pick("tbtMs"))}ms bytes=${(pick("bytes") / 1024).toFixed(0)}KB`,
    );
  }
} finally {
  await server.stop();
}

import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { readEnv } from "./lib/env";
import { transcodeToHls } from "./lib/ffmpeg";
import { hasFfmpeg, silentClip } from "./features/uploads/test-files";
import { projectRoot } from "./lib/paths";
import { insertEmail, outboxBacklog } from "./features/email/outbox.repo";
import { countJobsByQueue } from "./jobs/job-failures.repo";
import { Jobs } from "./jobs/jobs";
import { ChangeFeed } from "./db/change-feed";
import { ChangeCache } from "./lib/change-cache";
import { createLogger } from "./lib/logger";
import { createMetricsServer, setScrapeSources } from "./lib/metrics";
import { makeCourse } from "./test/course-factories";
import { createTestContext, type TestContext } from "./test/test-app";

let ctx: TestContext;
let metricsServer: http.Server;
let metricsUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  metricsServer = createMetricsServer();
  await new Promise<void>((resolve) => metricsServer.listen(0, "127.0.0.1", resolve));
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (metricsServer) await new Promise((resolve) => metricsServer.close(resolve));
  await ctx?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`${metricsUrl}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one sample line, e.g. http_request_duration_seconds_count{...}; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split("\n")
    .find(
      (l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line ? Number(line.split(" ").pop()) : 0;
}

describe("Prometheus metrics", () => {
  it("answers in Prometheus text format with the process, event-loop and HTTP metrics", async () => {
    const text = await scrape();
    for (const name of [
      "process_cpu_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "http_request_duration_seconds",
      "http_requests_in_flight",
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it("counts requests by route pattern, method and status, never by the raw path", async () => {
    const course = await makeCourse(ctx);
    const labels = { route: "/api/courses/:id", method: "GET", status: "200" };
    const before = sample(await scrape(), "http_request_duration_seconds_count", labels);
    await request(ctx.built.app).get(`/api/courses/${course.id}`).expect(200);
    await request(ctx.built.app).get(`/api/courses/${course.id}`).expect(200);
    const text = await scrape();
    expect(sample(text, "http_request_duration_seconds_count", labels)).toBe(before + 2);
    expect(text).not.toContain(`/api/courses/${course.id}"`);
  });

  it("labels a path no route matched as unmatched", async () => {
    const labels = { route: "unmatched", method: "GET", status: "404" };
    const before = sample(await scrape(), "http_request_duration_seconds_count", labels);
    await request(ctx.built.app).get("/api/no-such-thing/12345").expect(404);
    const text = await scrape();
    expect(sample(text, "http_request_duration_seconds_count", labels)).toBe(before + 1);
    expect(text).not.toContain("no-such-thing");
  });

  it("is not served on the public port", async () => {
    const res = await request(ctx.built.app).get("/metrics").expect(404);
    expect(res.text).not.toContain("# TYPE");
  });

  it("answers 404 for anything but /metrics on the metrics port", async () => {
    expect((await fetch(`${metricsUrl}/api/health`)).status).toBe(404);
  });

  it("refuses METRICS_PORT equal to PORT in one line", () => {
    expect(() => readEnv({ PORT: "5000", METRICS_PORT: "5000" })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(readEnv({ PORT: "5000", METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(readEnv({ PORT: "5000" }).METRICS_PORT).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL pool metrics", () => {
  it("reports the pool's size, idle and waiting clients, and times every statement", async () => {
    // The server's own maintenance database: nothing is written, no migration runs.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/postgres";
    const database = await openDatabase({ databaseUrl: url.toString(), migrate: false });
    try {
      const before = sample(await scrape(), "db_query_duration_seconds_count", { outcome: "ok" });
      // Twelve one-second statements on a pool of ten: two callers wait while they run.
      const busy = Promise.all(Array.from({ length: 12 }, () => database.executeSql("SELECT pg_sleep(1)")));
      await expect.poll(async () => sample(await scrape(), "db_pool_waiting", {}), { timeout: 20_000 }).toBeGreaterThan(0);
      // At least this pool's ten (the test app's own pool, on PostgreSQL too, is counted with it).
      expect(sample(await scrape(), "db_pool_size", {})).toBeGreaterThanOrEqual(10);
      await busy;
      const text = await scrape();
      expect(sample(text, "db_pool_waiting", {})).toBe(0);
      expect(sample(text, "db_pool_idle", {})).toBeGreaterThanOrEqual(10);
      // The twelve, and the time limits set on each of the ten new connections.
      expect(sample(text, "db_query_duration_seconds_count", { outcome: "ok" })).toBeGreaterThanOrEqual(before + 12);
    } finally {
      await database.close();
    }
    expect(sample(await scrape(), "db_pool_size", {})).toBeLessThan(10); // a closed pool is no longer counted
  });
});

describe("jobs, email outbox and change listener metrics", () => {
  it("counts queued, active and failed jobs by queue and times each run", { timeout: 60_000 }, async () => {
    setScrapeSources({ jobCounts: () => countJobsByQueue(ctx.db) });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const jobs = new Jobs(ctx.database.executeSql, createLogger("silent"), { pollingIntervalSeconds: 0.5 })
      .define({ name: "metrics.slow", policy: "short", run: () => gate })
      .define({ name: "metrics.broken", retryLimit: 0, run: () => Promise.reject(new Error("boom")) });
    await jobs.start();
    try {
      const okBefore = sample(await scrape(), "job_duration_seconds_count", { queue: "metrics.slow", outcome: "ok" });
      await jobs.send("metrics.slow", { n: 1 });
      // One runs (one loop) while the second waits.
      const jobsOf = async (state: string) => sample(await scrape(), "job_queue_jobs", { queue: "metrics.slow", state });
      await expect.poll(() => jobsOf("active"), { timeout: 20_000 }).toBe(1);
      await jobs.send("metrics.slow", { n: 2 });
      expect(await jobsOf("queued")).toBe(1);
      await jobs.send("metrics.broken");
      await expect
        .poll(async () => sample(await scrape(), "job_queue_jobs", { queue: "metrics.broken", state: "failed" }), { timeout: 20_000 })
        .toBe(1);
      expect(sample(await scrape(), "job_duration_seconds_count", { queue: "metrics.broken", outcome: "failed" })).toBe(1);
      release();
      await expect
        .poll(async () => sample(await scrape(), "job_duration_seconds_count", { queue: "metrics.slow", outcome: "ok" }), {
          timeout: 20_000,
        })
        .toBe(okBefore + 2);
      expect(await jobsOf("active")).toBe(0);
      expect(await jobsOf("queued")).toBe(0);
    } finally {
      release();
      await jobs.stop();
      setScrapeSources({});
    }
  });

  it("reports the outbox backlog and the oldest unsent email's age", async () => {
    setScrapeSources({ outboxBacklog: () => outboxBacklog(ctx.db) });
    try {
      const before = sample(await scrape(), "email_outbox_backlog", {});
      const createdAt = new Date(Date.now() - 600_000); // queued ten minutes ago, never sent
      await insertEmail(ctx.db, { recipient: "a@example.test", template: "test", subject: "s", text: "t", html: "h", createdAt });
      const text = await scrape();
      expect(sample(text, "email_outbox_backlog", {})).toBe(before + 1);
      expect(sample(text, "email_outbox_oldest_unsent_age_seconds", {})).toBeGreaterThanOrEqual(600);
    } finally {
      setScrapeSources({});
    }
  });

  it("says whether the change listener is live, with its state", async () => {
    let state = ctx.database.changes.state;
    setScrapeSources({ listenerState: () => state });
    try {
      expect(state).toBe("live");
      expect(sample(await scrape(), "change_listener_live", { state: "live" })).toBe(1);
      state = "lost";
      const text = await scrape();
      expect(sample(text, "change_listener_live", { state: "lost" })).toBe(0);
      expect(text).not.toContain('change_listener_live{state="live"}');
    } finally {
      setScrapeSources({});
    }
  });
});

describe("cache metrics", () => {
  it("counts each cache's hits, misses and lookups made while the listener is not live", async () => {
    const feed = new ChangeFeed(true);
    const cache = new ChangeCache<string>(feed, "metrics-test", { entries: 10 });
    const of = async (result: string) => sample(await scrape(), "cache_lookups_total", { cache: "metrics-test", result });
    await cache.get("a", async () => "A"); // miss, then kept
    await cache.get("a", async () => "A"); // hit
    await cache.get("a", async () => "A"); // hit
    feed.setLive(false, "lost");
    await cache.get("a", async () => "A"); // bypassed
    expect([await of("hit"), await of("miss"), await of("bypassed")]).toEqual([2, 1, 1]);
    cache.dispose();
  });
});

describe.runIf(hasFfmpeg)("transcode metrics", () => {
  it("observes a finished transcode's seconds per minute of video", { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(`${ctx.uploadDir}/transcode-`);
    const before = sample(await scrape(), "transcode_seconds_per_video_minute_count", {});
    await transcodeToHls({ ffmpegPath: "/usr/bin/ffmpeg", ffprobePath: "/usr/bin/ffprobe" }, silentClip(dir, 2), `${dir}/out`);
    const text = await scrape();
    expect(sample(text, "transcode_seconds_per_video_minute_count", {})).toBe(before + 1);
    expect(sample(text, "transcode_seconds_per_video_minute_sum", {})).toBeGreaterThan(0);
  });
});

describe("the Grafana dashboard", () => {
  it("uses only metrics this app exports", async () => {
    const dashboard = JSON.parse(fs.readFileSync(`${projectRoot}/docs/grafana-dashboard.json`, "utf8")) as {
      panels: Array<{ targets: Array<{ expr: string }> }>;
    };
    const exported = new Set([...(await scrape()).matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
    const used = new Set(
      dashboard.panels
        .flatMap((p) => p.targets.map((t) => t.expr))
        // A selector is a metric name followed by its labels; histograms add _bucket, _count, _sum.
        .flatMap((expr) => [...expr.matchAll(/\b([a-z][a-z0-9_]*)\{/g)])
        .map((m) => m[1].replace(/_(bucket|count|sum)$/, "")),
    );
    expect(used.size).toBeGreaterThanOrEqual(10);
    for (const name of used) expect(exported, name).toContain(name);
  });
});

// Prometheus metrics (docs/decisions/033-metrics-prom-client.md): one registry per process, served
// on METRICS_PORT by startMetricsServer, never on the public port. Counters and histograms are
// updated where the work happens; gauges about shared state (pool, queues, outbox, listener) are
// read when Prometheus scrapes, from the sources the process registers with setMetricSources.
import http from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export const registry = new Registry();

/** Seconds: fast API answers up to slow uploads and exports. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "HTTP requests by matched route pattern (never the raw URL), method and status",
  labelNames: ["route", "method", "status"] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

export const httpRequestsInFlight = new Gauge({
  name: "http_requests_in_flight",
  help: "HTTP requests being answered now",
  registers: [registry],
});

let processMetricsOn = false;
/** Node's own metrics (memory, CPU, GC, handles, nodejs_eventloop_lag_seconds): once per process. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: registry });
}

/** The Prometheus text of every metric. */
export function renderMetrics(): Promise<string> {
  return registry.metrics();
}

/**
 * A plain node:http server answering `GET /metrics` and nothing else. It listens on its own port
 * so the public site never exposes it; the caller binds it to the same HOST as the app.
 */
export function createMetricsServer(): http.Server {
  collectProcessMetrics();
  return http.createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Not found\n");
      return;
    }
    renderMetrics().then(
      (text) => {
        res.writeHead(200, { "Content-Type": registry.contentType });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (err: unknown) => {
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(`metrics failed: ${(err as Error).message}\n`);
      },
    );
  });
}

// ---- Database (server/db/client.ts) ----

/** What a pool says about itself (node-postgres's pg.Pool), read on each scrape. */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Set<PoolStats>();

/** Counts a pool in the db_pool_* gauges until the returned function is called. */
export function observePool(pool: PoolStats): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

function poolGauge(name: string, help: string, read: (p: PoolStats) => number) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      // No pool (the embedded PGlite database has one in-process connection and no pool): no sample.
      this.reset();
      if (pools.size) this.set([...pools].reduce((sum, p) => sum + read(p), 0));
    },
  });
}

poolGauge("db_pool_size", "PostgreSQL connections the pool holds (busy and idle)", (p) => p.totalCount);
poolGauge("db_pool_idle", "PostgreSQL connections idle in the pool", (p) => p.idleCount);
poolGauge("db_pool_waiting", "Callers waiting for a PostgreSQL connection from the pool", (p) => p.waitingCount);

export const dbQueryDuration = new Histogram({
  name: "db_query_duration_seconds",
  help: "PostgreSQL statements sent through the pool, by outcome (ok or error); never the statement itself",
  labelNames: ["outcome"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * Times every statement a pooled connection sends, whatever form the call takes (a promise or
 * node-postgres's callback, which pool.query uses). Streams and cursors (submittables) are left alone.
 */
export function timeQueries(client: { query: unknown }): void {
  const original = client.query as AnyQuery;
  client.query = function timedQuery(this: unknown, ...args: unknown[]) {
    const first = args[0] as { submit?: unknown } | undefined;
    if (first && typeof first === "object" && typeof first.submit === "function") return original.apply(this, args);
    const end = dbQueryDuration.startTimer();
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = function timedCallback(this: unknown, err: unknown, ...rest: unknown[]) {
        end({ outcome: err ? "error" : "ok" });
        return (last as AnyQuery).call(this, err, ...rest);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<unknown>).then(
        () => end({ outcome: "ok" }),
        () => end({ outcome: "error" }),
      );
    }
    return result;
  };
}

// ---- Jobs, email outbox, change listener: read on scrape from what the process registers ----

export const jobDuration = new Histogram({
  name: "job_duration_seconds",
  help: "Job runs in this process, by queue and outcome (ok or failed)",
  labelNames: ["queue", "outcome"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
  registers: [registry],
});

export interface ScrapeSources {
  /** Jobs per queue and state, database-wide (every worker reports the same: aggregate with max). */
  jobCounts?: () => Promise<Array<{ queue: string; state: string; count: number }>>;
  /** Emails waiting in the outbox and the oldest one's creation. */
  outboxBacklog?: () => Promise<{ count: number; oldestCreatedAt: Date | null }>;
  /** This process's change listener (server/db/change-feed.ts). */
  listenerState?: () => string;
}

let sources: ScrapeSources = {};

/** What the gauges below read on each scrape; replaces what was set before. */
export function setScrapeSources(next: ScrapeSources): void {
  sources = next;
}

/** A source that fails (the database is away) leaves its gauges without samples for that scrape. */
async function readSafely<T>(read: (() => Promise<T>) | undefined): Promise<T | undefined> {
  if (!read) return undefined;
  try {
    return await read();
  } catch {
    return undefined;
  }
}

new Gauge({
  name: "job_queue_jobs",
  help: "Jobs per queue: queued (created or due for a retry), active, failed in the last hour; database-wide",
  labelNames: ["queue", "state"] as const,
  registers: [registry],
  async collect() {
    const rows = await readSafely(sources.jobCounts);
    this.reset();
    for (const row of rows ?? []) this.set({ queue: row.queue, state: row.state }, row.count);
  },
});

/** One outbox read per scrape, shared by its two gauges (the registry collects them together). */
let backlogRead: Promise<{ count: number; oldestCreatedAt: Date | null } | undefined> | undefined;
function readBacklog() {
  backlogRead ??= readSafely(sources.outboxBacklog).finally(() => {
    backlogRead = undefined;
  });
  return backlogRead;
}

new Gauge({
  name: "email_outbox_backlog",
  help: "Emails in the outbox not sent yet",
  registers: [registry],
  async collect() {
    const backlog = await readBacklog();
    this.reset();
    if (backlog) this.set(backlog.count);
  },
});

new Gauge({
  name: "email_outbox_oldest_unsent_age_seconds",
  help: "Age in seconds of the oldest email not sent yet (0 when none waits)",
  registers: [registry],
  async collect() {
    const backlog = await readBacklog();
    this.reset();
    if (backlog) this.set(backlog.oldestCreatedAt ? Math.max(0, (Date.now() - backlog.oldestCreatedAt.getTime()) / 1000) : 0);
  },
});

new Gauge({
  name: "change_listener_live",
  help: "1 while this process's change listener proves it hears other processes, else 0; state says why",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    this.reset();
    const state = sources.listenerState?.();
    if (state) this.set({ state }, state === "live" ? 1 : 0);
  },
});

/** Lookups of the per-process caches (server/lib/change-cache.ts); hit ratio = hit / (hit + miss). */
export const cacheLookups = new Counter({
  name: "cache_lookups_total",
  help: "Per-process cache lookups by cache (its change topic) and result: hit, miss, or bypassed (change listener not live)",
  labelNames: ["cache", "result"] as const,
  registers: [registry],
});

/** Transcoding cost (server/lib/ffmpeg.ts): seconds of work per minute of video, probe to poster. */
export const transcodeSecondsPerVideoMinute = new Histogram({
  name: "transcode_seconds_per_video_minute",
  help: "Seconds a finished HLS transcode took per minute of the video's length",
  buckets: [1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600],
  registers: [registry],
});

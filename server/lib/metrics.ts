// Prometheus metrics (docs/decisions/040-metrics-prom-client.md): one registry per process, served
// on METRICS_PORT by startMetricsServer, never on the public port. Counters and histograms are
// updated where the work happens; gauges about shared state (pool, queues, outbox, listener) are
// read when Prometheus scrapes, from the sources the process registers with setMetricSources.
import http from "node:http";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

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

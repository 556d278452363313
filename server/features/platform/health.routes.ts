import type http from "node:http";
import type { Router } from "express";
import type { Readiness } from "./readiness";

export const LIVE_PATH = "/api/health/live";
export const READY_PATH = "/api/health/ready";

/**
 * For orchestrators and load balancers (docs/architecture.md, "Health"): live says the process
 * answers (restart it otherwise); ready says it should get traffic now (503 names why not).
 * Neither touches a session or the database pool beyond the readiness checks themselves.
 */
export function registerHealthRoutes(router: Router, readiness: Readiness) {
  router.get(LIVE_PATH, (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "live" });
  });
  router.get(READY_PATH, async (_req, res) => {
    const report = await readiness.check();
    res
      .status(report.status === "ready" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(report);
  });
}

/**
 * Before the app is built (the database opening, migrations running) every request answers 503
 * STARTING (server/index.ts), but the process is alive and says so; readiness says "starting".
 * Answers true when it answered the request.
 */
export function answerHealthWhileStarting(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== "GET") return false;
  const pathname = (req.url ?? "").split("?")[0];
  if (pathname !== LIVE_PATH && pathname !== READY_PATH) return false;
  const live = pathname === LIVE_PATH;
  res.writeHead(live ? 200 : 503, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(live ? { status: "live" } : { status: "not_ready", failing: ["starting"] }));
  return true;
}

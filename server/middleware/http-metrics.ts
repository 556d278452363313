import type { NextFunction, Request, Response } from "express";
import { httpRequestDuration, httpRequestsInFlight } from "../lib/metrics";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The route pattern Express matched (/api/courses/:id), read when the answer is sent: a raw path
 * would make one series per id. Nothing matched (a 404, a static file, the SPA) is "unmatched".
 */
export function routeLabel(req: Request): string {
  const path: unknown = req.route?.path;
  if (typeof path === "string") return (req.baseUrl ?? "") + path;
  // app.get(["/a", "/a/:id"], ...) matched one of its patterns: the first that fits, as Express tries them.
  if (Array.isArray(path)) {
    const url = (req.baseUrl ?? "") + req.path;
    const hit = path.map((p) => (req.baseUrl ?? "") + String(p)).find((pattern) => fits(pattern, url));
    return hit ?? "unmatched";
  }
  return "unmatched";
}

/** Whether a plain pattern (literal segments and :params) fits a path. */
function fits(pattern: string, url: string): boolean {
  const want = pattern.split("/");
  const have = url.replace(/\/+$/, "").split("/");
  return want.length === have.length && want.every((seg, i) => (seg.startsWith(":") ? have[i] !== "" : seg === have[i]));
}

/** Times every request into http_request_duration_seconds and counts those in flight. */
export function httpMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = httpRequestDuration.startTimer();
    httpRequestsInFlight.inc();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      httpRequestsInFlight.dec();
      end({
        route: routeLabel(req),
        method: KNOWN_METHODS.has(req.method) ? req.method : "OTHER",
        // A client that hung up before the answer: no status was sent.
        status: res.writableFinished || res.headersSent ? String(res.statusCode) : "aborted",
      });
    };
    res.on("finish", finish);
    res.on("close", finish);
    next();
  };
}

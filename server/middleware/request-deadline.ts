import type { Request, RequestHandler, Response } from "express";
import { AppError } from "../lib/app-error";

/**
 * How long a request may take to arrive (docs/product-rules.md §14). Node's own
 * requestTimeout is one value for the whole server, and uploads need an hour; so the server's is the
 * upload ceiling, and this deadline holds every other request to 30 s. A request whose body has not
 * all arrived by then is answered 408 `REQUEST_TIMEOUT` and its connection closed; the upload routes
 * extend their own deadline once the caller may upload (`extendRequestDeadline`).
 */
export const REQUEST_DEADLINE_MS = 30_000;
export const UPLOAD_DEADLINE_MS = 60 * 60 * 1000;

const timers = new WeakMap<Request, NodeJS.Timeout>();

function closeAfter(req: Request, res: Response) {
  res.once("finish", () => {
    req.socket.end();
    setTimeout(() => req.socket.destroy(), 1000).unref();
  });
}

function arm(req: Request, res: Response, ms: number) {
  clearTimeout(timers.get(req));
  const timer = setTimeout(() => {
    if (req.complete || res.writableEnded) return;
    if (res.headersSent) return void req.socket.destroy();
    res.setHeader("Connection", "close");
    closeAfter(req, res);
    res.status(408).json({ code: "REQUEST_TIMEOUT", message: "The request took too long to arrive.", requestId: req.id });
  }, ms);
  timer.unref();
  timers.set(req, timer);
}

export function requestDeadline(ms = REQUEST_DEADLINE_MS): RequestHandler {
  return (req, res, next) => {
    arm(req, res, ms);
    res.once("close", () => clearTimeout(timers.get(req)));
    next();
  };
}

/** From now on, this request may take `ms` to arrive (an upload the caller may send). */
export function extendRequestDeadline(req: Request, res: Response, ms = UPLOAD_DEADLINE_MS): void {
  if (timers.has(req)) arm(req, res, ms);
}

/**
 * A declared Content-Length over the route's limit is refused with 413 `TOO_LARGE` before a byte of
 * the body is read (a body parser would read and discard all of it first), and the connection closed.
 */
export function refuseDeclaredOver(req: Request, res: Response, limitBytes: number): AppError | undefined {
  const declared = Number(req.headers["content-length"]);
  if (!Number.isFinite(declared) || declared <= limitBytes) return undefined;
  res.setHeader("Connection", "close");
  closeAfter(req, res);
  return new AppError(413, "Request body too large", undefined, "TOO_LARGE");
}

import type { NextFunction, Request, Response } from "express";
import { AppError } from "../lib/app-error";
import type { Logger } from "../lib/logger";

/** Turns every error into { message, errors? }. Unknown errors become a 500 with no detail. */
export function errorHandler(logger: Logger) {
  // Express recognises error handlers by their four parameters.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    if (err instanceof AppError) {
      return res.status(err.status).json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    const e = err as { type?: string; status?: number; statusCode?: number; message?: string; stack?: string };
    if (e?.type === "entity.too.large") return res.status(413).json({ message: "Request body too large" });
    if (e?.type === "entity.parse.failed") return res.status(400).json({ message: "Malformed JSON body" });
    const status = e?.status ?? e?.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return res.status(status).json({ message: e.message ?? "Bad request" });
    }
    logger.error("unhandled error", { method: req.method, path: req.path, error: e?.message, stack: e?.stack });
    res.status(500).json({ message: "Something went wrong. Please try again." });
  };
}

export function apiNotFound(req: Request, res: Response) {
  res.status(404).json({ message: `No API route ${req.method} ${req.path}` });
}

import type { NextFunction, Request, Response } from "express";
import { AppError, defaultCode } from "../lib/app-error";
import { isDatabaseUnavailable } from "../lib/db-errors";
import { describeError, type Logger } from "../lib/logger";
import { isStorageUnavailable } from "../lib/storage";

function send(
  req: Request,
  res: Response,
  status: number,
  body: { code: string; message: string; errors?: Record<string, string> } & Record<string, unknown>,
) {
  res.status(status).json({ ...body, requestId: req.id });
}

/**
 * Turns every error into { code, message, errors?, requestId }. Unknown errors become a 500 with
 * no detail; a database or file store that is slow or gone becomes a quick 503 naming which.
 */
export function errorHandler(logger: Logger) {
  // Express recognises error handlers by their four parameters.
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    if (err instanceof AppError) {
      const extra = { ...(err.errors ? { errors: err.errors } : {}), ...(err.details ? { details: err.details } : {}) };
      return send(req, res, err.status, { code: err.code, message: err.message, ...extra });
    }
    const e = err as { type?: string; status?: number; statusCode?: number; message?: string };
    if (e?.type === "entity.too.large") return send(req, res, 413, { code: "TOO_LARGE", message: "Request body too large" });
    if (e?.type === "entity.parse.failed") return send(req, res, 400, { code: "MALFORMED_JSON", message: "Malformed JSON body" });
    const status = e?.status ?? e?.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return send(req, res, status, { code: defaultCode(status), message: e.message ?? "Bad request" });
    }
    // Before the database test: a refused connection to S3 reads like a refused one to PostgreSQL.
    if (isStorageUnavailable(err)) {
      logger.warn("storage unavailable", { dependency: "storage", method: req.method, path: req.path, ...describeError(err) });
      res.setHeader("Retry-After", "5");
      return send(req, res, 503, { code: "STORAGE_UNAVAILABLE", message: "Files are temporarily unavailable. Please try again." });
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn("database unavailable", { dependency: "database", method: req.method, path: req.path, ...describeError(err) });
      res.setHeader("Retry-After", "5");
      return send(req, res, 503, { code: "DATABASE_UNAVAILABLE", message: "The service is temporarily unavailable. Please try again." });
    }
    logger.error("unhandled error", { method: req.method, path: req.path, ...describeError(err) });
    send(req, res, 500, { code: "INTERNAL", message: "Something went wrong. Please try again." });
  };
}

export function apiNotFound(req: Request, res: Response) {
  send(req, res, 404, { code: "NOT_FOUND", message: `No API route ${req.method} ${req.path}` });
}

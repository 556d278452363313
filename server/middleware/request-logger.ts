import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../lib/logger";

/** One line per request: method, path (no query string, no body), status, duration, user id. */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info("request", {
        method: req.method,
        path: req.originalUrl.split("?")[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        userId: req.user?.id,
      });
    });
    next();
  };
}

import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../lib/logger";
import { requestContext, requestIdFrom } from "../lib/request-context";

declare module "express-serve-static-core" {
  interface Request {
    /** X-Request-Id: taken from the request when it carries a plain one, else generated. */
    id: string;
  }
}

/**
 * Gives the request its id (response header X-Request-Id, and every log line written while it is
 * handled), then logs one line per request: method, path (no query string, no body), status,
 * duration, user id.
 */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    req.id = requestIdFrom(req.get("x-request-id"));
    res.setHeader("X-Request-Id", req.id);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info("request", {
        requestId: req.id,
        method: req.method,
        path: req.originalUrl.split("?")[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        userId: req.user?.id,
      });
    });
    requestContext.run({ requestId: req.id, ip: req.ip }, next);
  };
}

import type { NextFunction, Request, Response } from "express";
import { forbidden } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSite(req: Request): boolean {
  const site = req.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = req.get("origin");
  if (origin) {
    try {
      return new URL(origin).host !== req.get("host");
    } catch {
      return true;
    }
  }
  // Neither header: not a browser request (curl, server-to-server, webhooks). Cookies alone can't
  // be forged cross-site without a browser, and browsers always send one of the two.
  return false;
}

/** CSRF defence for cookie sessions (docs/decisions/003-csrf.md): refuse cross-site writes. */
export function rejectCrossSite(req: Request, _res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method) || !isCrossSite(req)) return next();
  next(forbidden("Cross-site request refused"));
}

import type { NextFunction, Request, Response } from "express";
import { unauthorized } from "../lib/app-error";

/** 401 unless a signed-in (and still active) user is on the request. */
export function requireAuth(req: Request, _res: Response, next: NextFunction) {
  if (!req.user) return next(unauthorized());
  next();
}

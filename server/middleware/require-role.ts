import type { NextFunction, Request, Response } from "express";
import type { Role } from "@shared/constants";
import { forbidden, unauthorized } from "../lib/app-error";

/** 401 when signed out, 403 when the user's role is not one of `roles`. */
export function requireRole(...roles: Role[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.user) return next(unauthorized());
    if (!roles.includes(req.user.role)) return next(forbidden());
    next();
  };
}

import type { NextFunction, Request, Response } from "express";
import type { Db } from "../../db/client";
import type { SettingsService } from "../settings";
import { assertEmailVerified } from "./email-verification.service";

/** Guard for paying (docs/product-rules.md §9): 403 EMAIL_NOT_VERIFIED while the platform requires verification. */
export function requireVerifiedEmail(deps: { db: Db; settings: SettingsService }) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.user) return next();
    assertEmailVerified(deps.db, deps.settings, req.user.id).then(() => next(), next);
  };
}

import type { NextFunction, Request, Response } from "express";
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from "@shared/schemas/two-factor";
import { forbidden } from "../../lib/app-error";
import type { Db } from "../../db/client";
import type { SettingsService } from "../settings";
import { countPasskeys } from "./passkeys.service";

/**
 * What an admin without a second factor may still call while enableTwoFactor is on: set one up,
 * sign out, know who they are, and the platform's public facts the SPA needs to draw the screen.
 */
const OPEN = new Set([
  "POST /api/user/2fa/totp/setup",
  "POST /api/user/2fa/totp/enable",
  "GET /api/user/passkeys",
  "POST /api/user/passkeys/options",
  "POST /api/user/passkeys",
  "POST /api/logout",
  "GET /api/logout",
  "GET /api/user",
  "GET /api/platform",
]);

/** enableTwoFactor makes a second factor mandatory for admins: 403 TWO_FACTOR_SETUP_REQUIRED until they have one. */
export function requireAdminSecondFactor(settings: SettingsService, db: Db) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const user = req.user;
    if (!user || user.role !== "admin" || user.twoFactorEnabled) return next();
    if (OPEN.has(`${req.method} ${req.originalUrl.split("?")[0]}`)) return next();
    try {
      if (!(await settings.get()).enableTwoFactor) return next();
      // A passkey is a second factor too (decision 039).
      if ((await countPasskeys(db, user.id)) > 0) return next();
      next(forbidden(TWO_FACTOR_SETUP_REQUIRED_MESSAGE, "TWO_FACTOR_SETUP_REQUIRED"));
    } catch (err) {
      next(err);
    }
  };
}

import type { NextFunction, Request, Response } from "express";
import type { SettingsService } from "../features/settings";
import { STRIPE_WEBHOOK_PATH } from "../lib/api-paths";

// Calls that stay open in maintenance so the SPA can show the message and an admin can sign in;
// Stripe's confirmations keep arriving too (a payment made just before must still be fulfilled).
const ALWAYS_OPEN = new Set([
  "/api/health",
  "/api/health/live",
  "/api/health/ready",
  "/api/platform",
  "/api/user",
  "/api/login",
  "/api/login/2fa",
  "/api/logout",
  STRIPE_WEBHOOK_PATH,
]);

/** docs/product-rules.md §7: in maintenance mode non-admin API calls answer 503 with the message. */
export function maintenanceGate(settings: SettingsService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const path = req.originalUrl.split("?")[0];
    if (!path.startsWith("/api/") || ALWAYS_OPEN.has(path) || req.user?.role === "admin") return next();
    try {
      const s = await settings.get();
      if (!s.maintenanceMode) return next();
      res.status(503).json({ code: "MAINTENANCE", message: s.maintenanceMessage, maintenance: true, requestId: req.id });
    } catch (err) {
      next(err);
    }
  };
}

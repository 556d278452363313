import type { Router } from "express";
import type { PlatformInfo } from "@shared/schemas/auth";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app";
import { hasAdmin } from "../users";

export function registerPlatformRoutes(router: Router, deps: AppDeps) {
  router.get("/api/health", async (_req, res) => {
    await deps.db.execute(sql`SELECT 1`);
    res.json({ status: "ok", database: deps.dbKind });
  });

  // What the SPA needs before anyone signs in.
  router.get("/api/platform", async (_req, res) => {
    const s = await deps.settings.get();
    const info: PlatformInfo = {
      platformName: s.platformName,
      registrationOpen: s.allowRegistration,
      adminSignupOpen: !(await hasAdmin(deps.db)),
      maintenanceMode: s.maintenanceMode,
      maintenanceMessage: s.maintenanceMessage,
      passwordMinLength: s.passwordMinLength,
      requireStrongPasswords: s.requireStrongPasswords,
      defaultUserRole: s.defaultUserRole,
      testPayments: !deps.stripeConfigured,
    };
    res.json(info);
  });
}

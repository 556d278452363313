import type { Router } from "express";
import type { AppDeps } from "../../app-deps";
import { requireRole } from "../../middleware/require-role";
import { adminDashboard } from "./admin-dashboard.service";

export function registerAdminDashboardRoutes(router: Router, deps: AppDeps) {
  router.get("/api/admin/dashboard", requireRole("admin"), async (_req, res) => {
    res.json(await adminDashboard(deps.db));
  });
}

import type { Router } from "express";
import type { AdminDeps } from "./admin-users.routes";
import { requireRole } from "../../middleware/require-role";
import { adminDashboard } from "./admin-dashboard.service";

export function registerAdminDashboardRoutes(router: Router, deps: AdminDeps) {
  router.get("/api/admin/dashboard", requireRole("admin"), async (_req, res) => {
    res.json(await adminDashboard(deps.db));
  });
}

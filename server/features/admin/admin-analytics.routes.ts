import type { Router } from "express";
import type { AdminDeps } from "./admin-users.routes";
import { requireRole } from "../../middleware/require-role";
import { analyticsCsv, computeAnalytics } from "./admin-analytics.service";

/** Admin analytics (docs/spec.md §2, §3), as JSON and as a CSV export of the same report. No input. */
export function registerAdminAnalyticsRoutes(router: Router, deps: AdminDeps) {
  router.get("/api/admin/analytics", requireRole("admin"), async (_req, res) => {
    res.json(await computeAnalytics(deps.db));
  });

  router.get("/api/admin/analytics.csv", requireRole("admin"), async (_req, res) => {
    const report = await computeAnalytics(deps.db);
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="gsm-analytics-${report.generatedAt.slice(0, 10)}.csv"`);
    res.send(analyticsCsv(report));
  });
}

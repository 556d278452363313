import type { Router } from "express";
import { auditListQuery } from "@shared/schemas/audit";
import type { CoreDeps } from "../../app-deps";
import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import { auditCsv, auditPage } from "./audit.service";

/** The audit log (docs/product-rules.md §15): read only. No route changes or deletes an entry. */
export function registerAuditRoutes(router: Router, deps: Pick<CoreDeps, "db" | "clock">) {
  router.get("/api/admin/audit", requireRole("admin"), validate({ query: auditListQuery }), async (req, res) => {
    res.json(await auditPage(deps.db, input(req, "query", auditListQuery)));
  });

  router.get("/api/admin/audit.csv", requireRole("admin"), validate({ query: auditListQuery }), async (req, res) => {
    const { limit: _limit, ...query } = input(req, "query", auditListQuery);
    const lines = auditCsv(deps.db, query);
    const first = await lines.next(); // the header, read before the status is sent
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="gsm-audit-${deps.clock().toISOString().slice(0, 10)}.csv"`);
    res.write(first.value ?? "");
    for await (const chunk of lines) res.write(chunk);
    res.end();
  });
}

import type { Router } from "express";
import { JOB_FAILURE_DAYS, type JobFailure } from "@shared/schemas/email";
import type { Db } from "../db/client";
import { requireRole } from "../middleware/require-role";
import { listJobFailures } from "./job-failures.repo";

/** Jobs & Emails: the background jobs that failed for good, so an admin sees them (docs/product-rules.md §9). */
export function registerJobRoutes(router: Router, deps: { db: Db }) {
  router.get("/api/admin/jobs/failures", requireRole("admin"), async (_req, res) => {
    const rows = await listJobFailures(deps.db, JOB_FAILURE_DAYS, 50);
    res.json(rows.map((r): JobFailure => ({ ...r, failedAt: r.failedAt.toISOString() })));
  });
}

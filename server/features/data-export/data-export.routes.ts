import type { Router } from "express";
import { idParams } from "@shared/schemas/common";
import { dataExportRequestSchema } from "@shared/schemas/data-export";
import type { CoreDeps } from "../../app-deps";
import { requireAuth } from "../../middleware/require-auth";
import { input, validate } from "../../middleware/validate";
import { notFound } from "../../lib/app-error";
import { sendStoredObject } from "../../lib/storage";
import { exportFileFor, getExportState, requestExport } from "./data-export.service";

/** "Download my data" (docs/product-rules.md §15): ask, see the state, download as the owner. */
export function registerDataExportRoutes(router: Router, deps: Pick<CoreDeps, "db" | "storage" | "clock">) {
  const { db } = deps;

  router.get("/api/user/export", requireAuth, async (req, res) => {
    res.json(await getExportState(db, req.user!.id, deps.clock()));
  });

  router.post("/api/user/export", requireAuth, validate({ body: dataExportRequestSchema }), async (req, res) => {
    res.status(202).json(await requestExport(db, req.user!.id, deps.clock()));
  });

  router.get("/api/user/exports/:id", requireAuth, validate({ params: idParams }), async (req, res) => {
    const { id } = input(req, "params", idParams);
    const file = await exportFileFor(db, req.user!.id, id, deps.clock());
    const name = `my-data-${file.createdAt.toISOString().slice(0, 10)}.zip`;
    const sent = await sendStoredObject(req, res, deps.storage, file.key, {
      contentType: "application/zip",
      headers: { "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" },
      redirect: true,
    });
    if (!sent) throw notFound("Export not found");
  });
}

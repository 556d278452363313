import path from "node:path";
import type { Router } from "express";
import { LIMITS } from "@shared/constants";
import { CAPTION_FILE_FIELD, captionParams, captionUploadSchema } from "@shared/schemas/captions";
import { idParams } from "@shared/schemas/common";
import type { CoreDeps } from "../../app-deps";
import { requireRole } from "../../middleware/require-role";
import { singleFileUpload } from "../../middleware/upload";
import { input, validate } from "../../middleware/validate";
import { TMP_FOLDER } from "../uploads";
import { captionText, removeCaption, uploadCaption } from "./captions.service";

/** Captions per chapter and language (docs/decisions/017-captions-and-player.md). */
export function registerCaptionRoutes(router: Router, deps: Pick<CoreDeps, "db" | "logger" | "storage" | "uploadDir" | "clock">) {
  const receive = singleFileUpload({
    field: CAPTION_FILE_FIELD,
    maxBytes: LIMITS.captionBytes,
    tmpDir: path.join(path.resolve(deps.uploadDir), TMP_FOLDER),
  });

  router.post(
    "/api/chapters/:id/captions",
    requireRole("admin"),
    validate({ params: idParams }),
    receive,
    validate({ body: captionUploadSchema }), // multipart fields are read with the file
    async (req, res) => {
      const { id } = input(req, "params", idParams);
      const { language } = input(req, "body", captionUploadSchema);
      res.status(201).json(await uploadCaption(deps, id, language, (req.file as Express.Multer.File).path));
    },
  );

  // The same access rule as the chapter's video (captions.service.ts).
  router.get("/api/chapters/:id/captions/:language.vtt", validate({ params: captionParams }), async (req, res) => {
    const { id, language } = input(req, "params", captionParams);
    const text = await captionText(deps.db, deps.storage, req.user, id, language, deps.clock());
    res.set({ "Content-Type": "text/vtt; charset=utf-8", "Cache-Control": "private, no-store" }).send(text);
  });

  router.delete("/api/chapters/:id/captions/:language", requireRole("admin"), validate({ params: captionParams }), async (req, res) => {
    const { id, language } = input(req, "params", captionParams);
    await removeCaption(deps, id, language);
    res.status(204).end();
  });
}

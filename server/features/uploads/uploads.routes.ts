import path from "node:path";
import type { Request, Response, Router } from "express";
import type { CoreDeps } from "../../app-deps";
import type { Storage } from "../../lib/storage";
import { requireRole } from "../../middleware/require-role";
import { singleFileUpload } from "../../middleware/upload";
import { ensureUploadFolders, sweepStaleUploads, TMP_FOLDER } from "./upload-files";
import { UPLOAD_KINDS, type UploadKind } from "./upload-types";
import { storeDocument, storeImage, storeVideo, type ReceivedFile, type StoredUpload } from "./uploads.service";

export type UploadDeps = Pick<CoreDeps, "uploadDir" | "storage" | "logger"> & {
  /** Byte limits per kind; tests lower them instead of sending 500 MB. Defaults: docs/product-rules.md §3. */
  uploadLimits?: Partial<Record<UploadKind, number>>;
};

/** singleFileUpload guarantees req.file before the handler runs. */
function receivedFile(req: Request): ReceivedFile {
  const file = req.file as Express.Multer.File;
  return { path: file.path, originalname: file.originalname, size: file.size };
}

/** 201 with the body; if the caller is gone before it is delivered, the stored file is deleted. */
function sendStored(res: Response, storage: Storage, stored: StoredUpload<object>) {
  const takeBack = () => void storage.delete(stored.key).catch(() => undefined);
  if (res.destroyed || res.req.socket.destroyed) return takeBack();
  res.once("close", () => {
    if (!res.writableFinished) takeBack();
  });
  res.status(201).json(stored.body);
}

export function registerUploadRoutes(router: Router, deps: UploadDeps) {
  const uploadDir = path.resolve(deps.uploadDir);
  const tmpDir = path.join(uploadDir, TMP_FOLDER);
  ensureUploadFolders(uploadDir, deps.storage);
  sweepStaleUploads(tmpDir).then(
    (removed) => removed && deps.logger.info("removed stale temporary uploads", { removed }),
    () => {},
  );
  const receive = (kind: UploadKind) =>
    singleFileUpload({
      field: UPLOAD_KINDS[kind].field,
      maxBytes: deps.uploadLimits?.[kind] ?? UPLOAD_KINDS[kind].maxBytes,
      tmpDir,
    });

  router.post(
    "/api/upload",
    requireRole("admin"),
    receive("document"),
    async (req, res) => {
      sendStored(res, deps.storage, await storeDocument(deps.storage, receivedFile(req)));
    },
  );

  router.post(
    "/api/upload/image",
    requireRole("admin"),
    receive("image"),
    async (req, res) => {
      sendStored(res, deps.storage, await storeImage(deps.storage, receivedFile(req)));
    },
  );

  router.post(
    "/api/upload/video",
    requireRole("admin"),
    receive("video"),
    async (req, res) => {
      sendStored(res, deps.storage, await storeVideo(deps.storage, receivedFile(req)));
    },
  );
}

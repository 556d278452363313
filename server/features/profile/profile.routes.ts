import path from "node:path";
import type { Request, Response, Router } from "express";
import { UPLOAD_FIELDS } from "@shared/schemas/uploads";
import { publicProfileParams } from "@shared/schemas/public-profile";
import { accountDeletionSchema, learnerSettingsUpdateSchema, profileUpdateSchema } from "@shared/schemas/profile";
import type { CoreDeps } from "../../app-deps";
import type { UploadDeps } from "../uploads";
import { requireAuth } from "../../middleware/require-auth";
import { singleFileUpload } from "../../middleware/upload";
import { input, validate } from "../../middleware/validate";
import { SESSION_COOKIE } from "../auth";
import { ensureUploadFolders, TMP_FOLDER, UPLOAD_KINDS } from "../uploads";
import { deleteOwnAccount } from "./account.service";
import { getLearnerSettings, setAvatar, updateLearnerSettings, updateProfile } from "./profile.service";
import { getPublicProfile } from "./public-profile.service";

export type ProfileDeps = Pick<CoreDeps, "db" | "logger" | "storage" | "uploadDir"> & Pick<UploadDeps, "uploadLimits">;

/** Ends the request's session (its row is already gone with the user) and clears the cookie. */
function endSession(req: Request, res: Response): Promise<void> {
  return new Promise((resolve) => {
    req.logout({ keepSessionInfo: false }, () => {
      req.session?.destroy(() => {
        res.clearCookie(SESSION_COOKIE, { path: "/" });
        resolve();
      });
    });
  });
}

export function registerProfileRoutes(router: Router, deps: ProfileDeps) {
  const { db } = deps;
  const uploadDir = path.resolve(deps.uploadDir);
  ensureUploadFolders(uploadDir, deps.storage);

  router.patch("/api/user/profile", requireAuth, validate({ body: profileUpdateSchema }), async (req, res) => {
    res.json(await updateProfile(db, req.user!.id, input(req, "body", profileUpdateSchema)));
  });

  router.post(
    "/api/user/avatar",
    requireAuth,
    singleFileUpload({
      field: UPLOAD_FIELDS.image,
      maxBytes: deps.uploadLimits?.image ?? UPLOAD_KINDS.image.maxBytes,
      tmpDir: path.join(uploadDir, TMP_FOLDER),
    }),
    async (req, res) => {
      const file = req.file as Express.Multer.File; // singleFileUpload answered 400 without one
      res.json(await setAvatar(deps, req.user!.id, file));
    },
  );

  router.get("/api/user/settings", requireAuth, async (req, res) => {
    res.json(await getLearnerSettings(db, req.user!.id));
  });

  router.patch("/api/user/settings", requireAuth, validate({ body: learnerSettingsUpdateSchema }), async (req, res) => {
    res.json(await updateLearnerSettings(db, req.user!.id, input(req, "body", learnerSettingsUpdateSchema)));
  });

  // Public profiles: anyone may ask; the service applies the owner's visibility (docs/product-rules.md §16).
  router.get("/api/profiles/:username", validate({ params: publicProfileParams }), async (req, res) => {
    const { username } = input(req, "params", publicProfileParams);
    res.set("Cache-Control", "private, no-store");
    res.json(await getPublicProfile(db, username, req.user?.id ?? null));
  });

  router.delete("/api/user/account", requireAuth, validate({ body: accountDeletionSchema }), async (req, res) => {
    await deleteOwnAccount(deps, req.user!.id, input(req, "body", accountDeletionSchema).password);
    await endSession(req, res);
    res.status(204).end();
  });
}

import type { Router } from "express";
import { adminUsersQuery, adminUserUpdateSchema, platformSettingsUpdateSchema, testEmailSchema } from "@shared/schemas/admin";
import { idParams } from "@shared/schemas/common";
import type { CoreDeps } from "../../app-deps";
import type { SettingsService } from "../settings";
import { requireRole } from "../../middleware/require-role";
import { countPasskeys, resetTwoFactor } from "../auth";
import { input, validate } from "../../middleware/validate";
import { getAdminSettings, updateAdminSettings } from "./admin-settings.service";
import { deleteUser, listUsers, updateUser } from "./admin-users.service";
import { sendTestEmail } from "./test-email.service";

/** What the admin screens are built from (app.ts passes its whole AppDeps, which has these). */
export type AdminDeps = Pick<CoreDeps, "db" | "storage" | "logger"> & {
  settings: SettingsService;
  /** SMTP_URL: the outgoing mail server, over the saved SMTP settings (features/email). */
  smtpUrl?: string;
};

/** User management and platform settings (docs/spec.md §2; docs/product-rules.md §2, §7). */
export function registerAdminUserRoutes(router: Router, deps: AdminDeps) {
  const { db } = deps;

  router.get("/api/admin/users", requireRole("admin"), validate({ query: adminUsersQuery }), async (req, res) => {
    res.json(await listUsers(db, input(req, "query", adminUsersQuery)));
  });

  router.patch(
    "/api/admin/users/:id",
    requireRole("admin"),
    validate({ params: idParams, body: adminUserUpdateSchema }),
    async (req, res) => {
      res.json(await updateUser(db, req.user!.id, input(req, "params", idParams).id, input(req, "body", adminUserUpdateSchema)));
    },
  );

  router.delete("/api/admin/users/:id", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    await deleteUser(deps, req.user!.id, input(req, "params", idParams).id);
    res.status(204).end();
  });

  // The account lost its authenticator: its second factors go, the owner is emailed.
  router.delete("/api/admin/users/:id/2fa", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    const targetId = input(req, "params", idParams).id;
    await resetTwoFactor(db, req.user!.id, targetId);
    res.status(204).end();
  });

  router.get("/api/admin/settings", requireRole("admin"), async (_req, res) => {
    res.json(await getAdminSettings(db, deps.smtpUrl));
  });

  router.patch("/api/admin/settings", requireRole("admin"), validate({ body: platformSettingsUpdateSchema }), async (req, res) => {
    res.json(
      await updateAdminSettings(db, deps.settings, input(req, "body", platformSettingsUpdateSchema), deps.smtpUrl, {
        // A passkey counts as a second factor (decision 039).
        twoFactorEnabled: req.user!.twoFactorEnabled || (await countPasskeys(db, req.user!.id)) > 0,
      }),
    );
  });

  router.post("/api/admin/settings/test-email", requireRole("admin"), validate({ body: testEmailSchema }), async (_req, res) => {
    res.json(await sendTestEmail(db));
  });
}

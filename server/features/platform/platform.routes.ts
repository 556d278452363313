import type { Router } from "express";
import type { PlatformInfo } from "@shared/schemas/auth";
import { legalDocumentUpdateSchema, legalKindParams } from "@shared/schemas/legal";
import type { CoreDeps } from "../../app-deps";
import type { SettingsService } from "../settings";
import { verificationRequired } from "../auth";
import { hasMailServer } from "../email";
import { hasAdmin } from "../users";
import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import { pingDatabase } from "./health.repo";
import { registerHealthRoutes } from "./health.routes";
import { Readiness } from "./readiness";
import { getLegalDocument, saveLegalDocument } from "./legal.service";

export type PlatformDeps = Pick<CoreDeps, "db" | "dbKind" | "changes" | "storage"> & {
  settings: SettingsService;
  /** What GET /api/health/ready answers (server/index.ts says starting and draining); ready on its own checks when absent. */
  readiness?: Readiness;
  /** SMTP_URL: the outgoing mail server, over the saved SMTP settings (features/email). */
  smtpUrl?: string;
  /** Stripe keys are set (the payment form is offered). */
  stripeConfigured: boolean;
};

const HEALTH_TIMEOUT_MS = 1_500;

export function registerPlatformRoutes(router: Router, deps: PlatformDeps) {
  registerHealthRoutes(router, deps.readiness ?? Readiness.serving({ db: deps.db, storage: deps.storage, changes: deps.changes }));
  // For load balancers and monitors: answers within HEALTH_TIMEOUT_MS whatever the database does.
  router.get("/api/health", async (req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), HEALTH_TIMEOUT_MS);
    });
    const probe = pingDatabase(deps.db).then(
      () => "ok" as const,
      () => "error" as const,
    );
    const outcome = await Promise.race([probe, timedOut]);
    clearTimeout(timer);
    if (outcome === "ok") return res.json({ status: "ok", database: deps.dbKind });
    res.status(503).json({
      status: "unavailable",
      database: deps.dbKind,
      code: "DATABASE_UNAVAILABLE",
      message: "The database is not answering.",
      requestId: req.id,
    });
  });

  // What the SPA needs before anyone signs in.
  router.get("/api/platform", async (_req, res) => {
    const s = await deps.settings.get();
    const info: PlatformInfo = {
      platformName: s.platformName,
      registrationOpen: s.allowRegistration,
      adminSignupOpen: !(await hasAdmin(deps.db)),
      maintenanceMode: s.maintenanceMode,
      maintenanceMessage: s.maintenanceMessage,
      passwordMinLength: s.passwordMinLength,
      requireStrongPasswords: s.requireStrongPasswords,
      defaultUserRole: s.defaultUserRole,
      testPayments: !deps.stripeConfigured,
      emailVerificationRequired: await verificationRequired(deps.settings),
      sendsEmail: await hasMailServer(deps.db, deps.smtpUrl),
      supportEmail: s.supportEmail,
      // The test provider offers the trial; with Stripe it is not offered yet (docs/product-rules.md §11).
      subscriptionTrialDays: deps.stripeConfigured ? 0 : s.subscriptionTrialDays,
    };
    res.json(info);
  });

  // The public legal pages (/privacy, /terms): the admin's text, or the default one.
  router.get("/api/legal/:kind", validate({ params: legalKindParams }), async (req, res) => {
    res.json(await getLegalDocument(deps.db, deps.settings, input(req, "params", legalKindParams).kind));
  });

  router.patch(
    "/api/admin/legal/:kind",
    requireRole("admin"),
    validate({ params: legalKindParams, body: legalDocumentUpdateSchema }),
    async (req, res) => {
      const { kind } = input(req, "params", legalKindParams);
      res.json(await saveLegalDocument(deps.db, kind, input(req, "body", legalDocumentUpdateSchema).body));
    },
  );
}

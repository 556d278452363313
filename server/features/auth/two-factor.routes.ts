import type { Request, Router } from "express";
import { loginSecondFactorSchema, totpEnableSchema, twoFactorDisableSchema } from "@shared/schemas/two-factor";
import type { CoreDeps } from "../../app-deps";
import { unauthorized } from "../../lib/app-error";
import { requireAuth } from "../../middleware/require-auth";
import { input, validate } from "../../middleware/validate";
import type { SettingsService } from "../settings";
import { presentUser } from "../users";
import { startSession } from "./session";
import { disableTwoFactor, enableTotp, startTotpSetup, verifyLoginSecondFactor, type TwoFactorDeps } from "./two-factor.service";

/** What the two-factor routes are built from. */
export type TwoFactorRouteDeps = Pick<CoreDeps, "db" | "dataCipher" | "clock" | "cookieSecure"> & { settings: SettingsService };

export function twoFactorDeps(deps: TwoFactorRouteDeps): TwoFactorDeps {
  return {
    db: deps.db,
    cipher: deps.dataCipher,
    clock: deps.clock,
    issuer: async () => (await deps.settings.get()).platformName,
  };
}

/** The account of a half-signed-in session (password right, second step pending), if still valid. */
function pendingUserId(req: Request, now: Date): number | undefined {
  const pending = req.session?.secondFactor;
  return pending && pending.until > now.getTime() ? pending.userId : undefined;
}

/** Authenticator-app second factor (docs/product-rules.md §15, decision 037). */
export function registerTwoFactorRoutes(router: Router, deps: TwoFactorRouteDeps) {
  const tf = twoFactorDeps(deps);

  router.post("/api/user/2fa/totp/setup", requireAuth, async (req, res) => {
    res.json(await startTotpSetup(tf, req.user!));
  });

  router.post("/api/user/2fa/totp/enable", requireAuth, validate({ body: totpEnableSchema }), async (req, res) => {
    res.json(await enableTotp(tf, req.user!.id, input(req, "body", totpEnableSchema).code));
  });

  router.delete("/api/user/2fa", requireAuth, validate({ body: twoFactorDisableSchema }), async (req, res) => {
    await disableTwoFactor(tf, req.user!.id, input(req, "body", twoFactorDisableSchema));
    res.status(204).end();
  });

  // Open to the half-signed-in session only (the password was right): it is the one thing it can do.
  router.post("/api/login/2fa", validate({ body: loginSecondFactorSchema }), async (req, res) => {
    const userId = pendingUserId(req, deps.clock());
    if (userId === undefined) throw unauthorized("Sign in again: the password step has expired.", "NOT_SIGNED_IN");
    const row = await verifyLoginSecondFactor(tf, userId, input(req, "body", loginSecondFactorSchema));
    if (row.status !== "active") throw unauthorized("Sign in again.", "NOT_SIGNED_IN");
    const user = presentUser(row);
    // req.login gives the signed-in session a fresh id, without the pending step.
    await startSession(req, res, deps, user, (await deps.settings.get()).sessionTimeout);
    res.json(user);
  });
}

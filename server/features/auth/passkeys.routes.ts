import type { Request, Router } from "express";
import { passkeyIdParams, passkeyLoginSchema, passkeyRegisterSchema, passkeyRenameSchema } from "@shared/schemas/passkeys";
import type { CoreDeps } from "../../app-deps";
import type { SettingsService } from "../settings";
import { requireAuth } from "../../middleware/require-auth";
import { input, validate } from "../../middleware/validate";
import { presentUser } from "../users";
import {
  countPasskeys,
  deletePasskey,
  listPasskeys,
  loginOptions,
  registerPasskey,
  registrationOptions,
  renamePasskey,
  verifyPasskeyLogin,
  type Challenge,
  type PasskeyDeps,
} from "./passkeys.service";
import { startSession } from "./session";

declare module "express-session" {
  interface SessionData {
    /** The one outstanding WebAuthn challenge of this session: taken out when answered (single use). */
    passkeyChallenge?: Challenge;
  }
}

const save = (req: Request) => new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

/** Takes the session's challenge out: whatever the answer, it cannot be used twice. */
function takeChallenge(req: Request): Challenge | undefined {
  const c = req.session.passkeyChallenge;
  delete req.session.passkeyChallenge;
  return c;
}

/** What the passkey routes are built from. */
export type PasskeyRouteDeps = Pick<CoreDeps, "db" | "clock" | "publicUrl" | "cookieSecure"> & { settings: SettingsService };

export function passkeyDeps(deps: PasskeyRouteDeps): PasskeyDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
    rpName: async () => (await deps.settings.get()).platformName,
    twoFactorRequired: async () => (await deps.settings.get()).enableTwoFactor,
  };
}

/** Passkeys: WebAuthn credentials that sign in without a password (docs/product-rules.md §15, decision 039). */
export function registerPasskeyRoutes(router: Router, deps: PasskeyRouteDeps) {
  const pk = passkeyDeps(deps);

  router.get("/api/user/passkeys", requireAuth, async (req, res) => {
    res.json(await listPasskeys(deps.db, req.user!.id));
  });

  router.post("/api/user/passkeys/options", requireAuth, async (req, res) => {
    const { options, challenge } = await registrationOptions(pk, req.user!);
    req.session.passkeyChallenge = challenge;
    await save(req);
    res.json(options);
  });

  router.post("/api/user/passkeys", requireAuth, validate({ body: passkeyRegisterSchema }), async (req, res) => {
    const challenge = takeChallenge(req);
    await save(req);
    res.status(201).json(await registerPasskey(pk, req.user!.id, challenge, input(req, "body", passkeyRegisterSchema)));
  });

  router.patch(
    "/api/user/passkeys/:id",
    requireAuth,
    validate({ params: passkeyIdParams, body: passkeyRenameSchema }),
    async (req, res) => {
      const { id } = input(req, "params", passkeyIdParams);
      res.json(await renamePasskey(deps.db, req.user!.id, id, input(req, "body", passkeyRenameSchema).name));
    },
  );

  router.delete("/api/user/passkeys/:id", requireAuth, validate({ params: passkeyIdParams }), async (req, res) => {
    await deletePasskey(pk, req.user!, input(req, "params", passkeyIdParams).id);
    res.status(204).end();
  });

  // Open to anyone: a passkey is both factors, so it needs no password step first.
  router.post("/api/login/passkey/options", async (req, res) => {
    const { options, challenge } = await loginOptions(pk);
    req.session.passkeyChallenge = challenge;
    await save(req);
    res.json(options);
  });

  router.post("/api/login/passkey", validate({ body: passkeyLoginSchema }), async (req, res) => {
    const challenge = takeChallenge(req);
    await save(req);
    const row = await verifyPasskeyLogin(pk, challenge, input(req, "body", passkeyLoginSchema).credential);
    const user = { ...presentUser(row), passkeyCount: await countPasskeys(deps.db, row.id) };
    // req.login gives the signed-in session a fresh id.
    await startSession(req, res, deps, user, (await deps.settings.get()).sessionTimeout);
    res.json(user);
  });
}

import type { NextFunction, Request, Response, Router } from "express";
import type { PassportStatic } from "passport";
import type { RequestHandler } from "express";
import { loginSchema, registerSchema, type PublicUser } from "@shared/schemas/auth";
import type { CoreDeps } from "../../app-deps";
import type { SettingsService } from "../settings";
import { AppError } from "../../lib/app-error";
import { isCrossSite } from "../../middleware/reject-cross-site";
import { requireAuth } from "../../middleware/require-auth";
import { input, validate } from "../../middleware/validate";
import { readAffiliateCookie, readVisitorCookie, signUpReferral } from "../affiliate";
import { presentUser } from "../users";
import { registerUser } from "./auth.service";
import { countPasskeys } from "./passkeys.service";
import { startSecondStep, startSession } from "./session";
import { methodsOf } from "./two-factor.service";

export type AuthDeps = Pick<CoreDeps, "db" | "logger" | "clock" | "cookieSecure"> & { settings: SettingsService };

export const SESSION_COOKIE = "gsm.sid";

declare module "express-session" {
  interface SessionData {
    /** A sign-up answered for a registered email: a session cookie goes out as for a new account, with nobody in it. */
    signUpAnswered?: true;
  }
}

/** The same Set-Cookie a new account's answer carries, on a session that signs nobody in. */
async function startSignedOutSession(req: Request, timeoutHours: number): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  req.session.signUpAnswered = true;
  req.session.cookie.maxAge = timeoutHours * 3600 * 1000;
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

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

export function registerAuthRoutes(
  router: Router,
  deps: AuthDeps,
  passport: PassportStatic,
  limiters: { login: RequestHandler[]; signup: RequestHandler },
) {
  router.post("/api/register", limiters.signup, validate({ body: registerSchema }), async (req, res) => {
    const body = input(req, "body", registerSchema);
    const settings = await deps.settings.get();
    // A visit through an affiliate link left its code in a cookie: that entrepreneur referred this
    // person, who signed up as that link visitor.
    const referral = await signUpReferral(deps.db, { code: readAffiliateCookie(req), visitorId: readVisitorCookie(req) });
    const result = await registerUser(deps.db, body, settings, referral);
    const user = presentUser(result.user);
    if (result.created) await startSession(req, res, deps, user, settings.sessionTimeout, true);
    else await startSignedOutSession(req, settings.sessionTimeout);
    res.status(201).json(user);
  });

  router.post("/api/login", ...limiters.login, validate({ body: loginSchema }), (req: Request, res: Response, next: NextFunction) => {
    passport.authenticate("local", (err: unknown, user: PublicUser | false, info?: { message?: string }) => {
      if (err) return next(err);
      if (!user) {
        const [status, message] = (info?.message ?? "401:Invalid username or password").split(/:(.*)/s);
        const code = Number(status) === 403 ? "ACCOUNT_NOT_ACTIVE" : "INVALID_CREDENTIALS";
        return next(new AppError(Number(status) || 401, message || "Invalid username or password", undefined, code));
      }
      // Two factors: a half session that can only take the second step (POST /api/login/2fa).
      if (user.twoFactorEnabled) {
        startSecondStep(req, user.id, deps.clock()).then(() => res.json({ twoFactorRequired: true, methods: methodsOf(user) }), next);
        return;
      }
      deps.settings
        .get()
        .then((settings) => startSession(req, res, deps, user, settings.sessionTimeout))
        .then(() => res.json(user), next);
    })(req, res, next);
  });

  router.get("/api/user", requireAuth, async (req, res) => {
    // The kept user carries no passkey count: read it (decision 039).
    res.json({ ...req.user!, passkeyCount: await countPasskeys(deps.db, req.user!.id) });
  });

  // docs/spec.md §4 sends the browser to /api/login when a call answers 401.
  router.get("/api/login", (_req, res) => {
    res.redirect(302, "/auth");
  });

  // A link on another site must not sign people out: only same-site navigations end the session.
  router.get("/api/logout", async (req, res) => {
    if (!isCrossSite(req)) await endSession(req, res);
    res.redirect(302, "/");
  });

  router.post("/api/logout", requireAuth, async (req, res) => {
    await endSession(req, res);
    res.status(204).end();
  });
}

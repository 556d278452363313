import type { NextFunction, Request, Response, Router } from "express";
import type { PassportStatic } from "passport";
import type { RequestHandler } from "express";
import { loginSchema, registerSchema, type PublicUser } from "@shared/schemas/auth";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { isCrossSite } from "../../middleware/reject-cross-site";
import { requireAuth } from "../../middleware/require-auth";
import { input, validate } from "../../middleware/validate";
import { readAffiliateCookie, readVisitorCookie, signUpReferral } from "../affiliate";
import { presentUser } from "../users";
import { registerUser } from "./auth.service";
import { deviceOf, recordSignIn } from "./sign-in-record";

export const SESSION_COOKIE = "gsm.sid";

/**
 * Signs the user in on a fresh session id that lasts the platform's sessionTimeout, and records
 * the sign-in (audit log; the new-browser email, docs/product-rules.md §15).
 */
async function startSession(
  req: Request,
  res: Response,
  deps: AppDeps,
  user: PublicUser,
  timeoutHours: number,
  signup = false,
): Promise<void> {
  await new Promise<void>((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
  req.session.cookie.maxAge = timeoutHours * 3600 * 1000;
  const userAgent = req.get("user-agent");
  // Read once by the store into the session row's columns (the account's session list).
  Object.assign(req.session, { client: { ip: req.ip, userAgent } });
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
  const device = deviceOf(req, res, deps.cookieSecure);
  await recordSignIn(deps.db, { userId: user.id, device, userAgent, ip: req.ip, at: deps.clock(), signup });
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
  deps: AppDeps,
  passport: PassportStatic,
  limiters: { login: RequestHandler[]; signup: RequestHandler },
) {
  router.post("/api/register", limiters.signup, validate({ body: registerSchema }), async (req, res) => {
    const body = input(req, "body", registerSchema);
    const settings = await deps.settings.get();
    // A visit through an affiliate link left its code in a cookie: that entrepreneur referred this
    // person, who signed up as that link visitor.
    const referral = await signUpReferral(deps.db, { code: readAffiliateCookie(req), visitorId: readVisitorCookie(req) });
    const row = await registerUser(deps.db, body, settings, referral);
    const user = presentUser(row);
    await startSession(req, res, deps, user, settings.sessionTimeout, true);
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
      deps.settings
        .get()
        .then((settings) => startSession(req, res, deps, user, settings.sessionTimeout))
        .then(() => res.json(user), next);
    })(req, res, next);
  });

  router.get("/api/user", requireAuth, (req, res) => {
    res.json(req.user);
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

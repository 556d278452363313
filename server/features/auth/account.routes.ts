import type { NextFunction, Request, Response, Router } from "express";
import { rateLimit } from "express-rate-limit";
import { changePasswordSchema, FORGOT_PASSWORD_SENT, forgotPasswordSchema, resetPasswordSchema } from "@shared/schemas/account";
import { emailTokenSchema } from "@shared/schemas/email";
import type { Db } from "../../db/client";
import { DrizzleRateLimitStore } from "../../db/rate-limit-store";
import { AppError } from "../../lib/app-error";
import { describeError, type Logger } from "../../lib/logger";
import { requireAuth } from "../../middleware/require-auth";
import { input, validate } from "../../middleware/validate";
import type { SettingsService } from "../settings";
import { changePassword } from "./change-password.service";
import { resendVerification, verifyEmail } from "./email-verification.service";
import { requestPasswordReset, resetPassword } from "./password-reset.service";

interface AccountDeps {
  db: Db;
  settings: SettingsService;
  logger: Logger;
}

const HOUR_MS = 60 * 60 * 1000;

function limiter(db: Db, name: string, limit: number, message: string, key?: (req: Request) => string) {
  return rateLimit({
    windowMs: HOUR_MS,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DrizzleRateLimitStore(db, name),
    ...(key ? { keyGenerator: key, validate: { keyGeneratorIpFallback: false } } : {}),
    handler: (_req: Request, _res: Response, next: NextFunction) => next(new AppError(429, message, undefined, "TOO_MANY_REQUESTS")),
  });
}

/** Password reset, password change and email verification (docs/product-rules.md §9). */
export function registerAccountRoutes(router: Router, deps: AccountDeps) {
  const { db, settings } = deps;
  const tooManyResets = "Too many password reset requests. Try again in an hour.";

  router.post(
    "/api/password/forgot",
    limiter(db, "forgot-ip", 20, tooManyResets),
    validate({ body: forgotPasswordSchema }),
    // Per typed address (known or not), so nobody can flood one inbox.
    limiter(db, "forgot-email", 5, tooManyResets, (req) =>
      String(req.valid.body && (req.valid.body as { email: string }).email).toLowerCase(),
    ),
    async (req, res) => {
      res.status(202).json({ message: FORGOT_PASSWORD_SENT });
      // After the answer: a known and an unknown email take the same time to answer.
      await requestPasswordReset(db, input(req, "body", forgotPasswordSchema).email).catch((error: unknown) =>
        deps.logger.error("password reset request failed", describeError(error)),
      );
    },
  );

  router.post(
    "/api/password/reset",
    limiter(db, "reset-ip", 50, "Too many attempts. Try again in an hour."),
    validate({ body: resetPasswordSchema }),
    async (req, res) => {
      const body = input(req, "body", resetPasswordSchema);
      res.json(await resetPassword(db, await settings.get(), body.token, body.password));
    },
  );

  router.post("/api/user/password", requireAuth, validate({ body: changePasswordSchema }), async (req, res) => {
    res.json(
      await changePassword(db, await settings.get(), { id: req.user!.id, sid: req.sessionID }, input(req, "body", changePasswordSchema)),
    );
  });

  // The link may be opened on another device: the token names the account.
  router.post(
    "/api/email/verify",
    limiter(db, "verify-ip", 50, "Too many attempts. Try again in an hour."),
    validate({ body: emailTokenSchema }),
    async (req, res) => {
      res.json(await verifyEmail(db, input(req, "body", emailTokenSchema).token));
    },
  );

  router.post(
    "/api/email/verify/resend",
    requireAuth,
    limiter(db, "verify-resend", 5, "Too many verification emails. Try again in an hour.", (req) => `user:${req.user!.id}`),
    async (req, res) => {
      res.json(await resendVerification(db, req.user!.id));
    },
  );
}

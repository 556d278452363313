import type { NextFunction, Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { CoreDeps } from "../../app-deps";
import { DrizzleRateLimitStore } from "../../db/rate-limit-store";
import { AppError } from "../../lib/app-error";

export interface CouponGuessLimitDeps {
  /** Refused coupon codes per hour and account / IP address; defaults 20 / 60. */
  couponGuessLimit?: { perUser: number; perIp: number };
}

const HOUR_MS = 60 * 60 * 1000;
/** Refused codes per hour: a buyer mistyping a code now and then never meets them; a script guessing codes does. */
export const COUPON_GUESSES_PER_HOUR = { perUser: 20, perIp: 60 };
export const TOO_MANY_CODES = "Too many codes tried. Try again in an hour.";

/**
 * Against guessing codes (docs/product-rules.md §11): the codes a buyer tries, in the preview and in
 * create-payment-intent's couponCode, share one counter per account and one per IP address. Only
 * refused requests count (a code that applies costs nothing), and a request with no code is not
 * looked at. Over the limit: 429 TOO_MANY_REQUESTS, and the code is not checked.
 *
 * Creating a promo code says whether its code is taken (409), so it tells whether a coupon exists: it
 * counts toward the same limit, its code read from `code` (`codeIn: "code"`).
 */
export function couponGuessLimiters(
  deps: Pick<CoreDeps, "db"> & CouponGuessLimitDeps,
  options: { codeIn?: "couponCode" | "code" } = {},
): RequestHandler[] {
  const limits = deps.couponGuessLimit ?? COUPON_GUESSES_PER_HOUR;
  const field = options.codeIn ?? "couponCode";
  const common = {
    windowMs: HOUR_MS,
    skipSuccessfulRequests: true,
    skip: (req: Request) => !codeOf(req, field),
    standardHeaders: "draft-7" as const, // no partition key in the headers
    legacyHeaders: false,
    handler: (_req: Request, _res: Response, next: NextFunction) => next(new AppError(429, TOO_MANY_CODES, undefined, "TOO_MANY_REQUESTS")),
  };
  return [
    rateLimit({
      ...common,
      limit: limits.perUser,
      store: new DrizzleRateLimitStore(deps.db, "coupon-user"),
      keyGenerator: (req) => `user:${req.user?.id ?? 0}`,
      validate: { keyGeneratorIpFallback: false },
    }),
    rateLimit({ ...common, limit: limits.perIp, store: new DrizzleRateLimitStore(deps.db, "coupon-ip") }),
  ];
}

function codeOf(req: Request, field: "couponCode" | "code"): unknown {
  return req.method === "GET" ? req.query?.code : (req.body as Record<string, unknown> | undefined)?.[field];
}

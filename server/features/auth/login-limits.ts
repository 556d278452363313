import crypto from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { DrizzleRateLimitStore } from "../../db/rate-limit-store";
import type { CoreDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { loginAccountKey } from "./login-key";

/**
 * Sign-in limits (docs/product-rules.md §2): locking someone out must never be
 * something a stranger can do.
 *
 * - per address (`perIp`, 50 per window): one machine cannot try many accounts;
 * - per account and address (`perUsername`, 10): one machine cannot try many passwords of one account;
 * - per account (`perAccount`, default ten times `perUsername`): a ceiling for guesses spread over
 *   many addresses. A browser that signed in to the account before carries a signed device cookie
 *   and is exempt from this ceiling, so an attacker elsewhere reaching it does not lock the owner out.
 *
 * None of these limiters tells the client its key: only the per-address one sends rate-limit headers,
 * in the draft-7 form, which has no partition key (draft-8's `pk=` is a hash of the key, which told
 * whether a typed name is an account and linked an email to its username).
 */

// Not sign-in-record.ts's gsm.device (a random id per browser, for the new-browser email): this one
// is a signed list of the accounts the browser signed in to.
const DEVICE_COOKIE = "gsm.known";
/** How many accounts one browser remembers having signed in to. */
const DEVICE_ENTRIES = 5;
const DEVICE_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

export interface LoginRateLimit {
  windowMs: number;
  perIp: number;
  perUsername: number;
  /** Failed sign-ins per account from all addresses together; default 10 × perUsername. */
  perAccount?: number;
}

/** What the sign-in limiters are built from. */
export type LoginLimitDeps = Pick<CoreDeps, "db" | "cookieSecure"> & { sessionSecret: string; loginRateLimit: LoginRateLimit };

function tooMany(message: string) {
  return (_req: Request, _res: Response, next: NextFunction) => next(new AppError(429, message, undefined, "TOO_MANY_REQUESTS"));
}

function mac(secret: string, payload: string): string {
  return crypto.createHmac("sha256", secret).update(`device:${payload}`).digest("base64url");
}

/** The account ids this browser signed in to before, from a cookie only this server can have signed. */
function deviceAccounts(req: Request, secret: string): Set<number> {
  const raw = /(?:^|;\s*)gsm\.known=([^;]*)/.exec(req.headers.cookie ?? "")?.[1] ?? "";
  const ids = new Set<number>();
  for (const entry of decodeURIComponent(raw).split("~").slice(0, DEVICE_ENTRIES)) {
    const [id, nonce, sig] = entry.split(".");
    if (!id || !nonce || !sig || !/^\d{1,12}$/.test(id)) continue;
    const expected = Buffer.from(mac(secret, `${id}.${nonce}`));
    const given = Buffer.from(sig);
    if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) ids.add(Number(id));
  }
  return ids;
}

function deviceEntries(req: Request): string[] {
  const raw = /(?:^|;\s*)gsm\.known=([^;]*)/.exec(req.headers.cookie ?? "")?.[1] ?? "";
  return raw ? decodeURIComponent(raw).split("~").slice(0, DEVICE_ENTRIES) : [];
}

/**
 * On the sign-in routes (`/api/login`, and whatever second step follows it): when an answer goes out
 * with someone signed in, the browser is remembered as one that account has used. Mounted before the
 * session middleware, so its cookie follows the session's in the answer.
 */
export function rememberDevice(deps: Pick<LoginLimitDeps, "sessionSecret" | "cookieSecure">): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      const status = typeof args[0] === "number" ? args[0] : res.statusCode;
      const userId = (req.user as { id?: number } | undefined)?.id;
      if (status < 400 && typeof userId === "number" && !deviceAccounts(req, deps.sessionSecret).has(userId)) {
        const nonce = crypto.randomBytes(9).toString("base64url");
        const entry = `${userId}.${nonce}.${mac(deps.sessionSecret, `${userId}.${nonce}`)}`;
        const kept = deviceEntries(req).filter((e) => !e.startsWith(`${userId}.`));
        const value = [entry, ...kept].slice(0, DEVICE_ENTRIES).join("~");
        res.cookie(DEVICE_COOKIE, value, {
          httpOnly: true,
          sameSite: "lax",
          secure: deps.cookieSecure,
          path: "/api",
          maxAge: DEVICE_MAX_AGE_MS,
        });
      }
      return writeHead.apply(this, args) as Response;
    } as Response["writeHead"];
    next();
  };
}

/** The account a sign-in names, looked up once per request by whichever limiter asks first. */
const accountKeys = new WeakMap<Request, Promise<string>>();
function accountKeyOf(deps: LoginLimitDeps, req: Request): Promise<string> {
  let key = accountKeys.get(req);
  if (!key) {
    key = loginAccountKey(deps.db, req.body?.username);
    accountKeys.set(req, key);
  }
  return key;
}

/** Whether this browser signed in to the account the request names before. */
async function knownDevice(deps: LoginLimitDeps, req: Request): Promise<boolean> {
  const key = await accountKeyOf(deps, req);
  const id = /^account:(\d+)$/.exec(key)?.[1];
  return id !== undefined && deviceAccounts(req, deps.sessionSecret).has(Number(id));
}

export function loginLimiters(deps: LoginLimitDeps): RequestHandler[] {
  const limits: LoginRateLimit = deps.loginRateLimit;
  const minutes = Math.ceil(limits.windowMs / 60_000);
  const common = {
    windowMs: limits.windowMs,
    skipSuccessfulRequests: true,
    legacyHeaders: false,
    handler: tooMany(`Too many sign-in attempts. Try again in ${minutes} minutes.`),
  };
  const quiet = { ...common, standardHeaders: false as const, validate: { keyGeneratorIpFallback: false } };
  return [
    rateLimit({
      ...common,
      standardHeaders: "draft-7",
      limit: limits.perIp,
      store: new DrizzleRateLimitStore(deps.db, "login-ip"),
    }),
    rateLimit({
      ...quiet,
      limit: limits.perUsername,
      store: new DrizzleRateLimitStore(deps.db, "login-account-ip"),
      // The account, not the typed string: its username and its email share one counter.
      keyGenerator: async (req) => `${await accountKeyOf(deps, req)}@${req.ip ?? ""}`,
    }),
    rateLimit({
      ...quiet,
      limit: limits.perAccount ?? limits.perUsername * 10,
      store: new DrizzleRateLimitStore(deps.db, "login-account"),
      skip: (req) => knownDevice(deps, req),
      keyGenerator: (req) => accountKeyOf(deps, req),
    }),
  ];
}

/**
 * Password confirmations of a signed-in account (delete the account, change the password) share that
 * account's sign-in counters: the one for its address, and the ceiling, which a remembered browser skips.
 */
export function accountPasswordLimiters(deps: LoginLimitDeps): RequestHandler[] {
  const limits: LoginRateLimit = deps.loginRateLimit;
  const minutes = Math.ceil(limits.windowMs / 60_000);
  const common = {
    windowMs: limits.windowMs,
    skipSuccessfulRequests: true,
    standardHeaders: false as const,
    legacyHeaders: false,
    validate: { keyGeneratorIpFallback: false },
    handler: tooMany(`Too many password attempts. Try again in ${minutes} minutes.`),
  };
  return [
    rateLimit({
      ...common,
      limit: limits.perUsername,
      skip: (req) => !req.user,
      store: new DrizzleRateLimitStore(deps.db, "login-account-ip"),
      keyGenerator: (req) => `account:${req.user!.id}@${req.ip ?? ""}`,
    }),
    rateLimit({
      ...common,
      limit: limits.perAccount ?? limits.perUsername * 10,
      skip: (req) => !req.user || deviceAccounts(req, deps.sessionSecret).has(req.user.id),
      store: new DrizzleRateLimitStore(deps.db, "login-account"),
      keyGenerator: (req) => `account:${req.user!.id}`,
    }),
  ];
}

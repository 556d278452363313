import express, { Router, type Express, type RequestHandler } from "express";
import session from "express-session";
import helmet from "helmet";
import { rateLimit } from "express-rate-limit";
import { LIMITS } from "@shared/constants";
import { DrizzleRateLimitStore } from "./db/rate-limit-store";
import { DrizzleSessionStore } from "./db/session-store";
import {
  ActiveUsers,
  createPassport,
  currentUserFromMemory,
  loginAccountKey,
  registerAccountRoutes,
  registerAuthRoutes,
  registerTwoFactorRoutes,
  registerPasskeyRoutes,
  requireAdminSecondFactor,
  SESSION_COOKIE,
} from "./features/auth";
import { registerPlatformRoutes } from "./features/platform";
import { registerAdminAnalyticsRoutes, registerAdminDashboardRoutes, registerAdminUserRoutes } from "./features/admin";
import { registerContentRoutes } from "./features/content";
import { CatalogueReads, registerCatalogueReads, registerCourseRoutes } from "./features/courses";
import { registerLearningRoutes } from "./features/learning";
import { registerProfileRoutes } from "./features/profile";
import { registerDataExportRoutes } from "./features/data-export";
import { registerUploadRoutes } from "./features/uploads";
import { registerAffiliateRoutes } from "./features/affiliate";
import { registerCouponRoutes } from "./features/coupons";
import { registerEmailRoutes } from "./features/email";
import { ActivityRecorder } from "./features/users";
import { registerJobRoutes } from "./jobs/jobs.routes";
import { registerPaymentRoutes } from "./features/payments";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { httpMetrics } from "./middleware/http-metrics";
import { maintenanceGate } from "./middleware/maintenance";
import { rejectCrossSite } from "./middleware/reject-cross-site";
import { requestLogger } from "./middleware/request-logger";
import { compressResponses } from "./lib/serve-client";
import { assertRoutesWrapped, ONE_CLICK_UNSUBSCRIBE_PATH, QUIZ_PUT_PATH, STRIPE_WEBHOOK_PATH } from "./lib/api-paths";
import { rejectNul } from "./middleware/reject-nul";
import { AppError } from "./lib/app-error";
import { DataCipher } from "./lib/data-encryption";
import { keyOfRef, LocalStorage, sendStoredObject, type Storage } from "./lib/storage";

export type { AppDeps } from "./app-deps";
import type { AppDeps } from "./app-deps";

export interface BuiltApp {
  app: Express;
  /** Every API route is registered on this one router, so tests can list them. */
  apiRouter: Router;
  /** Marks signed-in users active; await `settled()` before closing the database. */
  activity: ActivityRecorder;
  close(): void;
}

function securityHeaders(deps: AppDeps) {
  const stripe = deps.stripeConfigured ? ["https://js.stripe.com", "https://*.stripe.com"] : [];
  const devScripts = deps.production ? [] : ["'unsafe-inline'"]; // Vite's dev preamble is inline
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...devScripts, ...stripe],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "media-src": ["'self'", "blob:", "https:"],
        "connect-src": ["'self'", ...(deps.production ? [] : ["ws:"]), ...stripe],
        "frame-src": ["'self'", ...stripe],
        "frame-ancestors": ["'self'"],
        "upgrade-insecure-requests": deps.production ? [] : null,
      },
    },
    strictTransportSecurity: deps.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/** GET /uploads/images/<name>: anyone may see a course thumbnail or an avatar. */
function publicImage(storage: Storage): RequestHandler {
  return async (req, res, next) => {
    try {
      const key = keyOfRef(`/uploads/images/${String(req.params.name)}`);
      const sent = key && (await sendStoredObject(req, res, storage, key, { headers: { "Cache-Control": "public, max-age=0" } }));
      if (!sent) res.status(404).json({ code: "NOT_FOUND", message: "Not found", requestId: req.id });
    } catch (err) {
      next(err);
    }
  };
}

function tooMany(message: string) {
  return (_req: express.Request, _res: express.Response, next: express.NextFunction) =>
    next(new AppError(429, message, undefined, "TOO_MANY_REQUESTS"));
}

function loginLimiters(deps: AppDeps): RequestHandler[] {
  const minutes = Math.ceil(deps.loginRateLimit.windowMs / 60_000);
  const common = {
    windowMs: deps.loginRateLimit.windowMs,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
    handler: tooMany(`Too many sign-in attempts. Try again in ${minutes} minutes.`),
  };
  return [
    rateLimit({ ...common, limit: deps.loginRateLimit.perIp, store: new DrizzleRateLimitStore(deps.db, "login-ip") }),
    rateLimit({
      ...common,
      limit: deps.loginRateLimit.perUsername,
      store: new DrizzleRateLimitStore(deps.db, "login-user"),
      // The account, not the typed string: its username and its email share one counter.
      keyGenerator: (req) => loginAccountKey(deps.db, req.body?.username),
      validate: { keyGeneratorIpFallback: false },
    }),
  ];
}

/** Password confirmations of a signed-in account share that account's sign-in counter. */
function accountPasswordLimiter(deps: AppDeps): RequestHandler {
  const minutes = Math.ceil(deps.loginRateLimit.windowMs / 60_000);
  return rateLimit({
    windowMs: deps.loginRateLimit.windowMs,
    limit: deps.loginRateLimit.perUsername,
    skipSuccessfulRequests: true,
    skip: (req) => !req.user,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DrizzleRateLimitStore(deps.db, "login-user"),
    keyGenerator: (req) => `account:${req.user!.id}`,
    validate: { keyGeneratorIpFallback: false },
    handler: tooMany(`Too many password attempts. Try again in ${minutes} minutes.`),
  });
}

/** docs/product-rules.md §2: at most SIGNUP_LIMIT_PER_HOUR accounts per address and hour. */
function signupLimiter(deps: AppDeps): RequestHandler {
  return rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: deps.signupLimitPerHour,
    skipFailedRequests: true, // a refused sign-up (taken name, weak password) creates nothing
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DrizzleRateLimitStore(deps.db, "signup-ip"),
    handler: tooMany("Too many sign-ups from this address. Try again in an hour."),
  });
}

/** Whether the request names a session (signed in, or a stale cookie the session machinery clears). */
function hasSessionCookie(req: express.Request): boolean {
  return req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;
}

/** What createApp takes: without `storage`, the files live on this disk under `uploadDir`. */
export type AppOptions = Omit<AppDeps, "storage" | "clock" | "dataCipher"> & {
  storage?: Storage;
  clock?: () => Date;
  /** Unset: a random key for this app's life outside production (tests), none in production. */
  dataCipher?: DataCipher | null;
};

/** Real time: the default clock (AppDeps.clock). */
export const realClock = () => new Date();

export function createApp(options: AppOptions): BuiltApp {
  const deps: AppDeps = {
    ...options,
    storage: options.storage ?? new LocalStorage(options.uploadDir),
    clock: options.clock ?? realClock,
    dataCipher: options.dataCipher !== undefined ? options.dataCipher : options.production ? null : DataCipher.random(),
  };
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", deps.trustProxy);
  app.use(securityHeaders(deps));
  app.use(httpMetrics()); // first: the time includes everything after it
  app.use(requestLogger(deps.logger));
  // JSON answers and anything not precompressed: gzip or brotli when the client accepts it.
  app.use(compressResponses());

  // Public uploads: images only, from storage (local disk or S3). Documents are study material,
  // served by a guarded route after the course-access check; videos stream through the guarded
  // chapter routes.
  app.get("/uploads/images/:name", publicImage(deps.storage));

  const store = new DrizzleSessionStore(deps.db, deps.changes);
  const activeUsers = new ActiveUsers(deps.db, deps.changes);
  const passport = createPassport(deps.db, activeUsers);
  const api = Router();
  // Stripe signs the exact bytes it sends: the webhook gets the raw body, every other call JSON.
  const json = express.json({ limit: LIMITS.jsonBodyBytes });
  // A whole quiz is one body: the largest one the schema accepts must fit (docs/product-rules.md §12).
  const quizJson = express.json({ limit: LIMITS.quizBodyBytes });
  const raw = express.raw({ type: () => true, limit: "1mb" });
  const oneClickForm = express.urlencoded({ extended: false, limit: "1kb" });
  api.use((req, res, next) => {
    const url = req.baseUrl + req.path;
    if (url === STRIPE_WEBHOOK_PATH) return raw(req, res, next);
    if (url === ONE_CLICK_UNSUBSCRIBE_PATH) return oneClickForm(req, res, next);
    if (req.method === "PUT" && QUIZ_PUT_PATH.test(url)) return quizJson(req, res, next);
    return json(req, res, next);
  });
  api.use(rejectNul); // before anything reads the input (PostgreSQL cannot store U+0000)
  // Answers depend on who is asking: no browser or proxy may keep them.
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };
  const sessionChain: RequestHandler[] = [
    noStore,
    session({
      name: SESSION_COOKIE,
      secret: deps.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: "lax", secure: deps.cookieSecure, maxAge: 24 * 3600 * 1000 },
    }),
    passport.initialize(),
    passport.session(),
  ];
  api.use(...sessionChain);
  const activity = new ActivityRecorder(deps.db, deps.logger);
  api.use(activity.middleware()); // after passport.session(): req.user is known
  api.use(rejectCrossSite);
  // Deleting one's account and changing the password check the password: guesses count against
  // the account's sign-in limit.
  api.delete("/user/account", accountPasswordLimiter(deps));
  api.post("/user/password", accountPasswordLimiter(deps));
  api.delete("/user/2fa", accountPasswordLimiter(deps));
  api.use(maintenanceGate(deps.settings));
  // enableTwoFactor: an admin without a second factor can only set one up (docs/product-rules.md §15).
  api.use(requireAdminSecondFactor(deps.settings, deps.db));

  const apiRouter = Router();
  registerPlatformRoutes(apiRouter, deps);
  registerAuthRoutes(apiRouter, deps, passport, { login: loginLimiters(deps), signup: signupLimiter(deps) });
  registerAccountRoutes(apiRouter, deps);
  registerTwoFactorRoutes(apiRouter, deps);
  registerPasskeyRoutes(apiRouter, deps);
  const catalogue = new CatalogueReads(deps.db, deps.changes);
  registerCourseRoutes(apiRouter, deps, catalogue);
  registerContentRoutes(apiRouter, deps);
  registerAdminDashboardRoutes(apiRouter, deps);
  registerAdminUserRoutes(apiRouter, deps);
  registerAdminAnalyticsRoutes(apiRouter, deps);
  registerUploadRoutes(apiRouter, deps);
  registerLearningRoutes(apiRouter, deps);
  registerProfileRoutes(apiRouter, deps);
  registerDataExportRoutes(apiRouter, deps);
  registerPaymentRoutes(apiRouter, deps);
  registerAffiliateRoutes(apiRouter, deps);
  registerCouponRoutes(apiRouter, deps);
  registerEmailRoutes(apiRouter, deps);
  registerJobRoutes(apiRouter, deps);
  assertRoutesWrapped(apiRouter); // a route outside /api/ would skip the middleware below

  // The public catalogue asked without a session cookie (a visitor, a crawler): nobody to load, no
  // body to parse, so it skips that machinery (most of a request's cost: docs/benchmarks.md, HTTP throughput). With a cookie,
  // or for anything else, `next("route")` goes on to the full chain below.
  const catalogueReads = Router();
  registerCatalogueReads(catalogueReads, catalogue);
  app.get(
    ["/api/courses", "/api/courses/facets", "/api/courses/:id"],
    (req, _res, next) => (hasSessionCookie(req) ? next("route") : next()),
    noStore,
    maintenanceGate(deps.settings),
    (req, res, next) => {
      const json = catalogue.answered(req.originalUrl); // this very request answered before
      if (json === undefined) return next();
      res.type("json").send(json);
    },
    rejectNul,
    catalogueReads,
  );
  // Who is signed in, asked on every page load: answered from memory when the session and the user
  // are both kept, else by the chain below.
  app.get("/api/user", currentUserFromMemory({ secret: deps.sessionSecret, store, users: activeUsers, activity }));
  app.use("/api", api); // body parsing, session and guards for every API path
  app.use("/uploads/documents", rejectNul, ...sessionChain); // study material: who is asking decides
  app.use(apiRouter); // routes carry their full /api/... paths
  app.use("/api", apiNotFound);
  if (deps.client) app.use(...deps.client);
  app.use(errorHandler(deps.logger));

  const close = () => {
    store.close();
    activeUsers.dispose();
    catalogue.dispose();
  };
  return { app, apiRouter, activity, close };
}

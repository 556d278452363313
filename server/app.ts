import express, { Router, type Express, type RequestHandler } from "express";
import session from "express-session";
import helmet from "helmet";
import { rateLimit } from "express-rate-limit";
import { LIMITS } from "@shared/constants";
import { DrizzleRateLimitStore } from "./db/rate-limit-store";
import { DrizzleSessionStore, SessionActivity } from "./db/session-store";
import {
  accountPasswordLimiters,
  ActiveUsers,
  createPassport,
  currentUserFromMemory,
  isCurrentPassword,
  loginLimiters,
  rememberDevice,
  registerAccountRoutes,
  registerAuthRoutes,
  registerTwoFactorRoutes,
  registerPasskeyRoutes,
  requireAdminSecondFactor,
  registerSessionRoutes,
  SESSION_COOKIE,
} from "./features/auth";
import { registerAuditRoutes } from "./features/audit";
import { registerPlatformRoutes } from "./features/platform";
import { registerAdminAnalyticsRoutes, registerAdminDashboardRoutes, registerAdminUserRoutes } from "./features/admin";
import { registerContentRoutes } from "./features/content";
import { CatalogReads, registerCatalogReads, registerCourseRoutes } from "./features/courses";
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
import { requestContext } from "./lib/request-context";
import { refuseDeclaredOver, requestDeadline } from "./middleware/request-deadline";
import { AppError } from "./lib/app-error";
import { DataCipher } from "./lib/data-encryption";
import { keyOfRef, LocalStorage, sendStoredObject, type Storage } from "./lib/storage";

import type { CoreDeps } from "./app-deps";
import type { AuthDeps, LoginRateLimit } from "./features/auth";
import type { PlatformDeps } from "./features/platform";
import type { AdminDeps } from "./features/admin";
import type { ContentDeps } from "./features/content";
import type { CourseDeps } from "./features/courses";
import type { LearningDeps } from "./features/learning";
import type { ProfileDeps } from "./features/profile";
import type { UploadDeps } from "./features/uploads";
import type { AffiliateDeps } from "./features/affiliate";
import type { CouponDeps } from "./features/coupons";
import type { PaymentsDeps } from "./features/payments";

/**
 * What the app is built from: the process's facts (CoreDeps) and what each feature declares it
 * needs, plus the app shell's own (sessions, sign-in limits, the SPA). A feature names only its own
 * `…Deps`, never this whole.
 */
export type AppDeps = CoreDeps &
  PlatformDeps &
  AuthDeps &
  AdminDeps &
  ContentDeps &
  CourseDeps &
  LearningDeps &
  ProfileDeps &
  UploadDeps &
  AffiliateDeps &
  CouponDeps &
  PaymentsDeps & {
    sessionSecret: string;
    trustProxy: boolean | number | string;
    loginRateLimit: LoginRateLimit;
    /** How long a request may take to arrive, upload routes excepted (middleware/request-deadline.ts); default 30 s. */
    requestDeadlineMs?: number;
    /** Sign-ups per IP address and hour (SIGNUP_LIMIT_PER_HOUR, default 10). */
    signupLimitPerHour: number;
    /** Serves the SPA (Vite in development, the built files in production); none in API tests. */
    client?: RequestHandler[];
  };

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

/** docs/product-rules.md §2: at most SIGNUP_LIMIT_PER_HOUR accounts per address and hour. */
function signupLimiter(deps: AppDeps): RequestHandler {
  return rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: deps.signupLimitPerHour,
    // A refused sign-up counts too: a taken username answers a question about a
    // name. Only input refused before any name is looked at (400: malformed, weak password) is free.
    skipFailedRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 400,
    standardHeaders: "draft-7", // no partition key in the headers
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
  app.use(requestDeadline(deps.requestDeadlineMs)); // a request arrives within 30 s, uploads excepted
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
  // Each parser's limit is also checked against a declared Content-Length before any byte is read.
  const declared = (req: express.Request, res: express.Response, limit: number) =>
    req.is(["application/json", "application/*+json", "application/x-www-form-urlencoded"])
      ? refuseDeclaredOver(req, res, limit)
      : undefined;
  api.use((req, res, next) => {
    const url = req.baseUrl + req.path;
    if (url === STRIPE_WEBHOOK_PATH) {
      const tooLarge = refuseDeclaredOver(req, res, 1024 * 1024);
      return tooLarge ? next(tooLarge) : raw(req, res, next);
    }
    if (url === ONE_CLICK_UNSUBSCRIBE_PATH) {
      const tooLarge = declared(req, res, 1024);
      return tooLarge ? next(tooLarge) : oneClickForm(req, res, next);
    }
    if (req.method === "PUT" && QUIZ_PUT_PATH.test(url)) {
      const tooLarge = declared(req, res, LIMITS.quizBodyBytes);
      return tooLarge ? next(tooLarge) : quizJson(req, res, next);
    }
    const tooLarge = declared(req, res, LIMITS.jsonBodyBytes);
    return tooLarge ? next(tooLarge) : json(req, res, next);
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
  // Before the session middleware: a browser someone signs in from is remembered (features/auth/login-limits.ts).
  api.use("/login", rememberDevice(deps));
  api.use(...sessionChain);
  const activity = new ActivityRecorder(deps.db, deps.logger);
  api.use(activity.middleware()); // after passport.session(): req.user is known
  api.use(new SessionActivity(deps.db, deps.clock).middleware()); // "last seen" of the account's session list
  // The audit log's actor (recordAudit) is the signed-in user of the request.
  api.use((req, _res, next) => {
    const context = requestContext.getStore();
    if (context) context.userId = req.user?.id;
    next();
  });
  api.use(rejectCrossSite);
  // Deleting one's account and changing the password check the password: guesses count against
  // the account's sign-in limit.
  api.delete("/user/account", ...accountPasswordLimiters(deps));
  api.post("/user/password", ...accountPasswordLimiters(deps));
  api.delete("/user/2fa", ...accountPasswordLimiters(deps));
  api.use(maintenanceGate(deps.settings));
  // enableTwoFactor: an admin without a second factor can only set one up (docs/product-rules.md §15).
  api.use(requireAdminSecondFactor(deps.settings, deps.db));

  const apiRouter = Router();
  registerPlatformRoutes(apiRouter, deps);
  registerAuthRoutes(apiRouter, deps, passport, { login: loginLimiters(deps), signup: signupLimiter(deps) });
  registerAccountRoutes(apiRouter, deps);
  registerTwoFactorRoutes(apiRouter, deps);
  registerPasskeyRoutes(apiRouter, deps);
  registerSessionRoutes(apiRouter, deps);
  registerAuditRoutes(apiRouter, deps);
  const catalog = new CatalogReads(deps.db, deps.changes);
  registerCourseRoutes(apiRouter, deps, catalog);
  registerContentRoutes(apiRouter, deps);
  registerAdminDashboardRoutes(apiRouter, deps);
  registerAdminUserRoutes(apiRouter, deps);
  registerAdminAnalyticsRoutes(apiRouter, deps);
  registerUploadRoutes(apiRouter, deps);
  registerLearningRoutes(apiRouter, deps);
  registerProfileRoutes(apiRouter, deps);
  registerDataExportRoutes(apiRouter, deps);
  registerPaymentRoutes(apiRouter, deps);
  registerAffiliateRoutes(apiRouter, deps, isCurrentPassword);
  registerCouponRoutes(apiRouter, deps);
  registerEmailRoutes(apiRouter, deps);
  registerJobRoutes(apiRouter, deps);
  assertRoutesWrapped(apiRouter); // a route outside /api/ would skip the middleware below

  // The public catalogue asked without a session cookie (a visitor, a crawler): nobody to load, no
  // body to parse, so it skips that machinery (most of a request's cost: docs/benchmarks.md, HTTP throughput). With a cookie,
  // or for anything else, `next("route")` goes on to the full chain below.
  const catalogReads = Router();
  registerCatalogReads(catalogReads, catalog);
  app.get(
    ["/api/courses", "/api/courses/facets", "/api/courses/:id"],
    (req, _res, next) => (hasSessionCookie(req) ? next("route") : next()),
    noStore,
    maintenanceGate(deps.settings),
    (req, res, next) => {
      const json = catalog.answered(req.originalUrl); // this very request answered before
      if (json === undefined) return next();
      res.type("json").send(json);
    },
    rejectNul,
    catalogReads,
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
    catalog.dispose();
  };
  return { app, apiRouter, activity, close };
}

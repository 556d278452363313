import path from "node:path";
import express, { Router, type Express, type RequestHandler } from "express";
import session from "express-session";
import helmet from "helmet";
import { rateLimit } from "express-rate-limit";
import { LIMITS } from "@shared/constants";
import type { Db } from "./db/client";
import { DrizzleRateLimitStore } from "./db/rate-limit-store";
import { DrizzleSessionStore } from "./db/session-store";
import { registerAuthRoutes, SESSION_COOKIE } from "./features/auth/auth.routes";
import { createPassport } from "./features/auth/passport";
import { registerPlatformRoutes } from "./features/platform/platform.routes";
import { registerAdminDashboardRoutes } from "./features/admin/admin-dashboard.routes";
import { registerAdminUserRoutes } from "./features/admin/admin-users.routes";
import { registerAdminAnalyticsRoutes } from "./features/admin/admin-analytics.routes";
import { registerContentRoutes } from "./features/content";
import { registerCourseRoutes } from "./features/courses";
import { registerLearningRoutes } from "./features/learning";
import { registerProfileRoutes } from "./features/profile";
import { registerUploadRoutes } from "./features/uploads";
import type Stripe from "stripe";
import { registerAffiliateRoutes } from "./features/affiliate";
import { registerPaymentRoutes, type PaymentProvider } from "./features/payments";
import type { SettingsService } from "./features/platform/settings.service";
import type { Logger } from "./lib/logger";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { maintenanceGate } from "./middleware/maintenance";
import { rejectCrossSite } from "./middleware/reject-cross-site";
import { requestLogger } from "./middleware/request-logger";

export interface AppDeps {
  db: Db;
  dbKind: "pglite" | "postgres";
  settings: SettingsService;
  logger: Logger;
  sessionSecret: string;
  uploadDir: string;
  production: boolean;
  cookieSecure: boolean;
  trustProxy: boolean | number | string;
  stripeConfigured: boolean;
  /** Set when Stripe is configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, VITE_STRIPE_PUBLIC_KEY). */
  stripe?: { client: Stripe; webhookSecret: string };
  /** Replaces the provider chosen from `stripe` (tests watch refunds through it). */
  paymentProvider?: PaymentProvider;
  loginRateLimit: { windowMs: number; perIp: number; perUsername: number };
  /** Affiliate visits counted per IP and 15 minutes (clicks must not be inflatable); default 60. */
  affiliateVisitsPerIp?: number;
  /** Byte limits per upload kind; PRODUCT.md §3 values unless a test overrides them. */
  uploadLimits?: { image?: number; document?: number; video?: number };
  /** Serves the SPA (Vite in development, the built files in production); none in API tests. */
  client?: RequestHandler[];
}

export interface BuiltApp {
  app: Express;
  /** Every API route is registered on this one router, so tests can list them. */
  apiRouter: Router;
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

function loginLimiters(deps: AppDeps): RequestHandler[] {
  const common = {
    windowMs: deps.loginRateLimit.windowMs,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
    handler: (_req: express.Request, res: express.Response) => {
      const minutes = Math.ceil(deps.loginRateLimit.windowMs / 60_000);
      res.status(429).json({ message: `Too many sign-in attempts. Try again in ${minutes} minutes.` });
    },
  };
  return [
    rateLimit({ ...common, limit: deps.loginRateLimit.perIp, store: new DrizzleRateLimitStore(deps.db, "login-ip") }),
    rateLimit({
      ...common,
      limit: deps.loginRateLimit.perUsername,
      store: new DrizzleRateLimitStore(deps.db, "login-user"),
      keyGenerator: (req) => String(req.body?.username ?? "").trim().toLowerCase().slice(0, 254),
      validate: { keyGeneratorIpFallback: false },
    }),
  ];
}

const STRIPE_WEBHOOK_PATH = "/stripe/webhook"; // under /api

export function createApp(deps: AppDeps): BuiltApp {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", deps.trustProxy);
  app.use(securityHeaders(deps));
  app.use(requestLogger(deps.logger));

  // Public uploads: images inline, documents always as attachments (PRODUCT.md §3). Videos are
  // not public: they stream through the guarded chapter route.
  const uploads = path.resolve(deps.uploadDir);
  app.use("/uploads/images", express.static(path.join(uploads, "images"), { index: false, fallthrough: false }));
  app.use(
    "/uploads/documents",
    express.static(path.join(uploads, "documents"), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader("Content-Disposition", "attachment"),
    }),
  );

  const store = new DrizzleSessionStore(deps.db);
  const passport = createPassport(deps.db);
  const api = Router();
  // Stripe signs the exact bytes it sends: the webhook gets the raw body, every other call JSON.
  const json = express.json({ limit: LIMITS.jsonBodyBytes });
  const raw = express.raw({ type: () => true, limit: "1mb" });
  api.use((req, res, next) => (req.path === STRIPE_WEBHOOK_PATH ? raw(req, res, next) : json(req, res, next)));
  api.use(
    session({
      name: SESSION_COOKIE,
      secret: deps.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: "lax", secure: deps.cookieSecure, maxAge: 24 * 3600 * 1000 },
    }),
  );
  api.use(passport.initialize());
  api.use(passport.session());
  api.use(rejectCrossSite);
  api.use(maintenanceGate(deps.settings));

  const apiRouter = Router();
  registerPlatformRoutes(apiRouter, deps);
  registerAuthRoutes(apiRouter, deps, passport, loginLimiters(deps));
  registerCourseRoutes(apiRouter, deps);
  registerContentRoutes(apiRouter, deps);
  registerAdminDashboardRoutes(apiRouter, deps);
  registerAdminUserRoutes(apiRouter, deps);
  registerAdminAnalyticsRoutes(apiRouter, deps);
  registerUploadRoutes(apiRouter, deps);
  registerLearningRoutes(apiRouter, deps);
  registerProfileRoutes(apiRouter, deps);
  registerPaymentRoutes(apiRouter, deps);
  registerAffiliateRoutes(apiRouter, deps);

  app.use("/api", api); // body parsing, session and guards for every API path
  app.use(apiRouter); // routes carry their full /api/... paths
  app.use("/api", apiNotFound);
  if (deps.client) app.use(...deps.client);
  app.use(errorHandler(deps.logger));

  return { app, apiRouter, close: () => store.close() };
}

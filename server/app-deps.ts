// What the app is built from: one module of its own, so that route and service files can name
// their dependencies without importing app.ts (which imports them: an import circle).
import type { RequestHandler } from "express";
import type Stripe from "stripe";
import type { ChangeFeed } from "./db/change-feed";
import type { Db } from "./db/client";
import type { PaymentProvider } from "./features/payments";
import type { Readiness, SettingsService } from "./features/platform";
import type { Logger } from "./lib/logger";
import type { Storage } from "./lib/storage";

export interface AppDeps {
  db: Db;
  dbKind: "pglite" | "postgres";
  /** Committed changes, heard by the per-process caches (db/change-feed.ts); without it nothing is cached. */
  changes?: ChangeFeed;
  /** What GET /api/health/ready answers (server/index.ts says starting and draining); ready on its own checks when absent. */
  readiness?: Readiness;
  settings: SettingsService;
  logger: Logger;
  sessionSecret: string;
  /** Temporary files of uploads in flight (<uploadDir>/tmp); with the local driver, the files too. */
  uploadDir: string;
  /** Every uploaded and generated file (docs/decisions/015-object-storage.md). */
  storage: Storage;
  production: boolean;
  cookieSecure: boolean;
  trustProxy: boolean | number | string;
  stripeConfigured: boolean;
  /** Set when Stripe is configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, VITE_STRIPE_PUBLIC_KEY). */
  stripe?: { client: Stripe; webhookSecret: string };
  /** Replaces the provider chosen from `stripe` (tests watch refunds through it). */
  paymentProvider?: PaymentProvider;
  /** Sign-in limits per address, per (account, address) and per account (features/auth/login-limits.ts). */
  loginRateLimit: { windowMs: number; perIp: number; perUsername: number; perAccount?: number };
  /** How long a request may take to arrive, upload routes excepted (middleware/request-deadline.ts); default 30 s. */
  requestDeadlineMs?: number;
  /** Sign-ups per IP address and hour (SIGNUP_LIMIT_PER_HOUR, default 10). */
  signupLimitPerHour: number;
  /** The site's address for every link the server builds (PUBLIC_URL); never the Host header. */
  publicUrl: string;
  /** SMTP_URL: the outgoing mail server, over the saved SMTP settings (features/email). */
  smtpUrl?: string;
  /** Affiliate visits counted per IP and 15 minutes (clicks must not be inflatable); default 60. */
  affiliateVisitsPerIp?: number;
  /** Refused coupon codes per hour and account / IP address (features/coupons); defaults 20 / 60. */
  couponGuessLimit?: { perUser: number; perIp: number };
  /** Byte limits per upload kind; docs/product-rules.md §3 values unless a test overrides them. */
  uploadLimits?: { image?: number; document?: number; video?: number };
  /**
   * The time every request-path rule reads (drip dates, chapter order, quiz attempts; docs/product-rules.md
   * §12): real time in the process, a settable one in tests.
   */
  clock: () => Date;
  /** Serves the SPA (Vite in development, the built files in production); none in API tests. */
  client?: RequestHandler[];
}

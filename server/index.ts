import http from "node:http";
import Stripe from "stripe";
import { createApp } from "./app";
import { startTestSubscriptionRenewals } from "./features/payments";
import { openDatabase } from "./db/client";
import { ensureReferenceData } from "./db/reference-data";
import { seedDemoData } from "./db/seed";
import { ensureSettingsRow } from "./features/platform/settings.repo";
import { SettingsService } from "./features/platform/settings.service";
import { readEnv, resolveFromRoot } from "./lib/env";
import { createLogger } from "./lib/logger";
import { builtClient, viteDevClient } from "./lib/serve-client";
import { resolveSessionSecret } from "./lib/session-secret";

const env = readEnv();
const production = env.NODE_ENV === "production";
const logger = createLogger(env.LOG_LEVEL === "silent" ? "silent" : env.LOG_LEVEL);
const dataDir = resolveFromRoot(env.DATA_DIR);
const uploadDir = resolveFromRoot(env.UPLOAD_DIR);

const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
logger.info("database ready", { kind: database.kind, ...(database.kind === "pglite" ? { dataDir } : {}) });
await ensureSettingsRow(database.db);
await ensureReferenceData(database.db);
if (env.SEED === "true") {
  const { seeded } = await seedDemoData({ db: database.db, uploadDir, log: (line) => console.log(line) });
  if (seeded) logger.info("demo data seeded");
}

const httpServer = http.createServer();
// A 500 MB video on a slow line takes longer than Node's default 5-minute request timeout.
httpServer.requestTimeout = 60 * 60 * 1000;
const vite = production ? undefined : await viteDevClient(httpServer);
const trustProxy = env.TRUST_PROXY === undefined ? false : /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY;
const stripeConfigured = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.VITE_STRIPE_PUBLIC_KEY);
const settings = new SettingsService(database.db);
const built = createApp({
  db: database.db,
  dbKind: database.kind,
  settings,
  logger,
  sessionSecret: resolveSessionSecret({ fromEnv: env.SESSION_SECRET, production, dataDir }),
  uploadDir,
  production,
  cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : production,
  trustProxy,
  stripeConfigured,
  stripe: stripeConfigured ? { client: new Stripe(env.STRIPE_SECRET_KEY!), webhookSecret: env.STRIPE_WEBHOOK_SECRET! } : undefined,
  loginRateLimit: { windowMs: 15 * 60 * 1000, perIp: 50, perUsername: 10 },
  client: vite ? vite.handlers : builtClient(),
});
httpServer.on("request", built.app);
// Stripe bills subscription renewals itself; the built-in test provider is billed here, hourly.
const stopRenewals = stripeConfigured ? () => undefined : startTestSubscriptionRenewals({ db: database.db, settings, logger });
httpServer.listen(env.PORT, () => {
  console.log(`GSM Academy is running on http://localhost:${env.PORT} (${production ? "production" : "development"})`);
});

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  stopRenewals();
  httpServer.close(async () => {
    built.close();
    await vite?.close();
    await database.close();
    process.exit(0);
  });
  httpServer.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

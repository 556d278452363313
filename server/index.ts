// The process: checks the configuration, takes the data folder, listens, opens the database,
// builds the app, and drains on SIGTERM/SIGINT (docs/product-rules.md §14). app.ts builds the app itself.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Stripe from "stripe";
import { createApp, realClock, type BuiltApp } from "./app";
import { openDatabaseWithRetry, type Database } from "./db/client";
import { ensureReferenceData } from "./db/reference-data";
import { seedDemoData } from "./db/seed";
import { BACKUP_REFUSED_STOPPING, BackupResponder } from "./db/backup";
import { setPasswordHashConcurrency } from "./features/auth";
import { answerHealthWhileStarting, Readiness } from "./features/platform";
import { ensureSettingsRow, SettingsService } from "./features/settings";
import { TMP_FOLDER } from "./features/uploads";
import { outboxBacklog } from "./features/email";
import { acquireDataDirLock, DataDirInUseError } from "./lib/data-dir-lock";
import { bindHostOf, checkProductionEnv, ConfigError, publicUrlOf, readEnv, resolveFromRoot, shouldSeed, type Env } from "./lib/env";
import { Drain } from "./lib/graceful-shutdown";
import { countJobsByQueue } from "./jobs/job-failures.repo";
import type { Jobs } from "./jobs/jobs";
import { startPlatformJobs } from "./jobs/platform-jobs";
import { createLogger, errorLine, routeConsoleToJson, type Logger } from "./lib/logger";
import { createMetricsServer, setScrapeSources } from "./lib/metrics";
import { handleProcessErrors } from "./lib/process-errors";
import { requestIdFrom } from "./lib/request-context";
import { builtClient, viteDevClient } from "./lib/serve-client";
import { resolveSessionSecret } from "./lib/session-secret";
import { resolveDataCipher, type DataCipher } from "./lib/data-encryption";
import { anyEncryptedSecretStored } from "./features/auth";
import { createStorage, describeStorage } from "./lib/storage";
import { REQUEST_DEADLINE_MS, UPLOAD_DEADLINE_MS } from "./middleware/request-deadline";
import { createWorkerApp } from "./worker-app";

// Every line the process writes is JSON, libraries' own warnings included (server/lib/logger.ts).
routeConsoleToJson();

/** Things to undo, newest first, whether the start completes or not. */
const cleanups: Array<() => unknown> = [];
/** Answers `npm run db:backup` (SIGUSR2, installed below with the other signals). */
const backups = new BackupResponder();

/** One clear line on stderr and exit 1: for problems an operator fixes, not for bugs. */
async function fail(line: string): Promise<never> {
  console.error(`GSM Academy cannot start: ${line}`);
  backups.refuse(BACKUP_REFUSED_STOPPING);
  for (const undo of cleanups.splice(0).reverse()) await Promise.resolve(undo()).catch(() => undefined);
  process.exit(1);
}

function describeDatabase(env: Env): string {
  if (!env.DATABASE_URL) return "the embedded database";
  try {
    const url = new URL(env.DATABASE_URL);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}`; // never the password
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

function readConfig(): Env {
  try {
    const env = readEnv();
    checkProductionEnv(env);
    return env;
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message) as never;
    throw err;
  }
}

function listen(server: http.Server, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      reject(err);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

/** Set once the app serves; a signal before that aborts the start instead. */
let shutdownHandler: ((signal: string) => Promise<void>) | undefined;
let aborting = false;
function onSignal(signal: string) {
  if (shutdownHandler) return void shutdownHandler(signal);
  if (aborting) return;
  aborting = true;
  backups.refuse(BACKUP_REFUSED_STOPPING);
  // Still starting (say, waiting for the database): undo what was opened and leave cleanly.
  void (async () => {
    for (const undo of cleanups.splice(0).reverse()) await Promise.resolve(undo()).catch(() => undefined);
    process.exit(0);
  })();
}
process.on("SIGTERM", () => onSignal("SIGTERM"));
process.on("SIGINT", () => onSignal("SIGINT"));
// `npm run db:backup` asks the process holding DATA_DIR with SIGUSR2, whose default is to end the
// process: listen for it for the whole life of the process. Until the database is open, and once
// shutdown begins, the backup command is told so at once (server/db/backup.ts).
process.on("SIGUSR2", backups.onSignal);

async function main() {
  const env = readConfig();
  setPasswordHashConcurrency(env.PASSWORD_HASH_CONCURRENCY);
  const production = env.NODE_ENV === "production";
  const logger: Logger = createLogger(env.LOG_LEVEL === "silent" ? "silent" : env.LOG_LEVEL);
  // A stray rejection (a database blip under a library) is logged and the process stays up.
  handleProcessErrors(logger);
  const dataDir = resolveFromRoot(env.DATA_DIR);
  const uploadDir = resolveFromRoot(env.UPLOAD_DIR);
  const pglite = !env.DATABASE_URL;
  const storage = createStorage(env, uploadDir);

  // One process per embedded data folder, before anything in it is opened.
  let lock: { release(): void } | undefined;
  if (pglite) {
    try {
      const taken = acquireDataDirLock(dataDir);
      lock = taken;
      backups.watch(dataDir);
      cleanups.push(() => taken.release());
    } catch (err) {
      if (err instanceof DataDirInUseError) return fail(`${err.message} (${dataDir}).`);
      return fail(`cannot lock DATA_DIR ${dataDir}: ${(err as Error).message}`);
    }
    // No other process can be uploading into this folder: whatever is in tmp/ was left by a crash.
    fs.rmSync(path.join(uploadDir, TMP_FOLDER), { recursive: true, force: true });
  }

  let sessionSecret: string;
  try {
    sessionSecret = resolveSessionSecret({ fromEnv: env.SESSION_SECRET, production, dataDir });
  } catch (err) {
    return fail((err as Error).message);
  }
  let dataCipher: DataCipher | null;
  try {
    dataCipher = resolveDataCipher({ fromEnv: env.DATA_ENCRYPTION_KEY, oldKeys: env.DATA_ENCRYPTION_OLD_KEYS, production, dataDir });
  } catch (err) {
    return fail((err as Error).message);
  }

  // Take the port before opening the database, so a taken port leaves the data untouched.
  // Until the app is ready every request answers 503.
  // Timeouts: headers must arrive within 30 s (checked every 5 s); the whole request
  // within an hour, which only the upload routes get: every other request has 30 s for its body
  // (middleware/request-deadline.ts), since a 500 MB video on a slow line takes far longer than that.
  const httpServer = http.createServer({ connectionsCheckingInterval: 5_000 });
  httpServer.headersTimeout = REQUEST_DEADLINE_MS;
  httpServer.requestTimeout = UPLOAD_DEADLINE_MS;
  const drain = new Drain(httpServer);
  // ROLE (docs/architecture.md, "Process roles"): a worker runs the jobs and answers health only.
  const serveHttp = env.ROLE !== "worker";
  const readiness = new Readiness();
  const starting = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (answerHealthWhileStarting(req, res)) return; // alive, and not ready yet
    // The same request id as every other answer: the caller's when plain, in the header and the body.
    const requestId = requestIdFrom(req.headers["x-request-id"]?.toString());
    res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "5", "X-Request-Id": requestId });
    res.end(JSON.stringify({ code: "STARTING", message: "The app is starting. Try again in a moment.", requestId }));
  };
  httpServer.on("request", starting);
  try {
    await listen(httpServer, env.PORT, bindHostOf(env));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EADDRNOTAVAIL") return fail(`HOST ${env.HOST} is not an address of this machine.`);
    if (code === "EADDRINUSE") return fail(`port ${env.PORT} is already in use (set PORT to another one).`);
    if (code === "EACCES") return fail(`no permission to listen on port ${env.PORT}.`);
    return fail(`cannot listen on port ${env.PORT}: ${(err as Error).message}`);
  }
  cleanups.push(() => httpServer.closeAllConnections());
  const bound = httpServer.address() as AddressInfo;
  logger.info("listening", { event: "listening", host: bound.address, port: bound.port });
  // Prometheus metrics on their own port, same address as the app, for every role (docs/decisions/033).
  if (env.METRICS_PORT !== undefined) {
    const metricsServer = createMetricsServer();
    try {
      await listen(metricsServer, env.METRICS_PORT, bindHostOf(env));
    } catch (err) {
      return fail(`cannot listen on METRICS_PORT ${env.METRICS_PORT}: ${(err as Error).message}`);
    }
    cleanups.push(() => metricsServer.close());
    logger.info("metrics listening", { event: "metrics-listening", port: env.METRICS_PORT });
  }

  let database: Database;
  try {
    database = await openDatabaseWithRetry(
      env.DATABASE_URL
        ? {
            databaseUrl: env.DATABASE_URL,
            timeouts: {
              connectMs: env.DB_CONNECT_TIMEOUT_MS,
              statementMs: env.DB_STATEMENT_TIMEOUT_MS,
              idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
            },
            logger,
          }
        : { dataDir },
      {
        retryForMs: env.DB_STARTUP_RETRY_MS,
        onRetry: (attempt, waitMs) => logger.warn("database not reachable yet, retrying", { attempt, waitMs }),
      },
    );
  } catch (err) {
    const reason = (err as Error).message?.split("\n")[0] ?? String(err);
    const waited = env.DATABASE_URL ? ` after trying for ${Math.round(env.DB_STARTUP_RETRY_MS / 1000)} s` : "";
    return fail(`cannot open ${describeDatabase(env)}${waited}: ${reason}`);
  }
  cleanups.push(() => database.close());
  logger.info("database ready", { kind: database.kind, ...(database.kind === "pglite" ? { dataDir } : {}) });
  logger.info("file storage", describeStorage(storage));

  await ensureSettingsRow(database.db);
  if (!dataCipher && (await anyEncryptedSecretStored(database.db))) {
    return fail("DATA_ENCRYPTION_KEY must be set: two-factor secrets are stored encrypted with it (docs/deploying.md).");
  }
  await ensureReferenceData(database.db);
  if (shouldSeed(env)) {
    const { seeded } = await seedDemoData({ db: database.db, uploadDir, storage, log: (line) => console.log(line) });
    if (seeded) logger.info("demo data seeded");
  }

  const vite = production || env.NODE_ENV === "test" || !serveHttp ? undefined : await viteDevClient(httpServer);
  const trustProxy = env.TRUST_PROXY === undefined ? false : /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY;
  const stripeConfigured = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.VITE_STRIPE_PUBLIC_KEY);
  const settings = new SettingsService(database.db);
  let built: BuiltApp | undefined;
  try {
    built = !serveHttp
      ? undefined
      : createApp({
          db: database.db,
          dbKind: database.kind,
          changes: database.changes,
          readiness,
          settings,
          logger,
          sessionSecret,
          dataCipher,
          uploadDir,
          storage,
          production,
          cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : production,
          trustProxy,
          stripeConfigured,
          stripe: stripeConfigured ? { client: new Stripe(env.STRIPE_SECRET_KEY!), webhookSecret: env.STRIPE_WEBHOOK_SECRET! } : undefined,
          loginRateLimit: { windowMs: 15 * 60 * 1000, perIp: 50, perUsername: 10 },
          signupLimitPerHour: env.SIGNUP_LIMIT_PER_HOUR,
          publicUrl: publicUrlOf(env),
          smtpUrl: env.SMTP_URL,
          clock: realClock,
          // NODE_ENV=test serves the API alone (the process-level tests need no client build).
          client: vite ? vite.handlers : env.NODE_ENV === "test" ? undefined : builtClient(),
        });
  } catch (err) {
    return fail((err as Error).message);
  }

  // Renewals of the test provider (Stripe bills its own), sweeps, email: durable jobs in the database.
  let jobs: Jobs;
  try {
    jobs = await startPlatformJobs({
      runJobs: env.ROLE !== "web",
      db: database.db,
      executeSql: database.executeSql,
      settings,
      logger,
      uploadDir,
      storage,
      ffmpeg: { ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH },
      billTestSubscriptions: !stripeConfigured,
      mailer: { smtpUrl: env.SMTP_URL, publicUrl: publicUrlOf(env), production },
      clock: realClock,
      transcodeConcurrency: env.TRANSCODE_CONCURRENCY,
    });
  } catch (err) {
    return fail(`cannot start the job queue: ${(err as Error).message}`);
  }
  // Requests reach the app only now, with the shutdown handler set in the same tick below: a SIGTERM
  // while the job queue starts aborts the start, which must not cut a request the app accepted.
  httpServer.off("request", starting);
  httpServer.on("request", built ? built.app : createWorkerApp(readiness));
  readiness.serve({ db: database.db, storage, changes: database.changes });
  // Read on each scrape. Queue and outbox figures are the database's, the same from every process:
  // only processes that run jobs read them, so web processes add no load (docs/decisions/033).
  const runsJobs = env.ROLE !== "web";
  setScrapeSources({
    listenerState: () => database.changes.state,
    ...(runsJobs ? { jobCounts: () => countJobsByQueue(database.db), outboxBacklog: () => outboxBacklog(database.db) } : {}),
  });
  if (database.dump) backups.serve(database.dump, logger);
  const roleNote = env.ROLE === "all" ? "" : `, ${env.ROLE} process`;
  console.log(`GSM Academy is running on http://localhost:${env.PORT} (${production ? "production" : "development"}${roleNote})`);

  // Graceful shutdown: stop accepting, answer in-flight requests (Connection: close), close idle
  // keep-alive connections, wait up to SHUTDOWN_TIMEOUT_MS, stop the jobs, close the database.
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS });
    // Closing the database or Vite must not keep the process past its stop timeout.
    const deadline = setTimeout(() => {
      console.error("GSM Academy: shutdown did not finish in time; exiting.");
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS + 15_000);
    deadline.unref();
    backups.refuse(BACKUP_REFUSED_STOPPING);
    // Readiness says "draining" from now on; with SHUTDOWN_DELAY_MS the process keeps serving that
    // long, so a balancer probing /api/health/ready takes it out before it stops accepting.
    readiness.drain();
    if (env.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_MS));
    const [drained] = await Promise.all([
      drain.stop(env.SHUTDOWN_TIMEOUT_MS),
      // A running job gets the same time to finish; an unfinished one is retried after restart.
      jobs.stop(env.SHUTDOWN_TIMEOUT_MS).catch((err: unknown) => logger.warn("job queue did not stop cleanly", { error: String(err) })),
    ]);
    if (!drained) logger.warn("shutdown timeout reached: remaining connections were closed");
    built?.close();
    await built?.activity.settled();
    await vite?.close();
    await backups.settled(); // a dump under way finishes before the database closes
    await database.close();
    lock?.release(); // last: the folder is free only once the database is closed
    process.exit(0);
  }
  shutdownHandler = shutdown;
}

main().catch((err: unknown) => {
  // Not a problem fail() knew about (a migration or the seed failed, say): still one line, and
  // never the whole error, whose message and stack can hold a query's parameters.
  void fail(`unexpected error: ${errorLine(err)}`);
});

import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { isDatabaseUnavailable } from "../lib/db-errors";
import { observePool, timeQueries } from "../lib/metrics";
import { migrationsDir } from "../lib/paths";
import { describeError, silentLogger, type Logger } from "../lib/logger";
import { ChangeFeed, listenForOthers, listenOnConnect, pgFeedConnections, pgliteChangeFeed } from "./change-feed";
import * as schema from "./schema";

/**
 * Both drivers expose the same Drizzle query builder; the app is typed against node-postgres's.
 * See docs/decisions/001-embedded-database.md.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const MIGRATION_LOCK = 7_301_000;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** What committed changes say to the per-process caches (change-feed.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
  /** PGlite only: a consistent tarball of the data folder (gzip unless told), taken while the app runs. */
  dump?: (compression?: "gzip" | "none") => Promise<Blob>;
  /** Raw SQL on the same connection(s), for the job queue (pg-boss's `db.executeSql`). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** PostgreSQL time limits (docs/product-rules.md §14): a slow or absent database gives quick errors, never hangs. */
export interface PostgresTimeouts {
  /** Waiting for a connection (new or from the pool). */
  connectMs: number;
  /** Longest statement; the server cancels it (SQLSTATE 57014). */
  statementMs: number;
  /** A transaction left idle this long is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
}

/**
 * A request waits at most about statementMs + QUERY_TIMEOUT_MARGIN_MS for one statement, however
 * the database fails. Far above the slowest request at scale (docs/benchmarks.md: admin analytics
 * 589 ms at 300,000 payments), far below what a user or a load balancer waits for.
 */
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, statementMs: 5_000, idleInTransactionMs: 10_000 };

/** The client gives up this long after the server's own statement timeout would have fired. */
const QUERY_TIMEOUT_MARGIN_MS = 1_000;

export type DatabaseConfig =
  | { databaseUrl: string; timeouts?: PostgresTimeouts; migrate?: boolean; logger?: Logger }
  | { dataDir: string }
  // In memory; loadDataDir: starting from a data folder's tarball (a dump), e.g. the tests' migrated template.
  | { memory: true; loadDataDir?: Blob };

/**
 * A node-postgres pool with the time limits set on every connection. They are set by `SET` when a
 * connection opens, not sent as startup parameters: PgBouncer refuses unknown startup parameters
 * (`08P01 unsupported startup parameter: statement_timeout`) unless told to ignore them, and a
 * `SET` is the same session setting on PostgreSQL itself (docs/decisions/024-change-feed.md).
 */
export function createPostgresPool(
  databaseUrl: string,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
  onConnect?: (client: pg.ClientBase) => Promise<void>,
  logger: Logger = silentLogger,
): pg.Pool {
  const limits = sessionLimits(timeouts);
  const pool = new pg.Pool({
    onConnect: async (client) => {
      timeQueries(client); // db_query_duration_seconds: every statement of the pool passes here
      await client.query(limits);
      await onConnect?.(client);
    },
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    // A database that accepts the connection and then says nothing (a hung server, a dead link):
    // no statement_timeout can fire there, so the client gives up on its own, a little later.
    query_timeout: timeouts.statementMs + QUERY_TIMEOUT_MARGIN_MS,
    keepAlive: true,
  });
  // An idle client's connection can drop (database restart, admin termination). Without a
  // listener pg re-throws that as an uncaught error and the process dies; the pool simply
  // replaces the client, so it is only worth a log line.
  pool.on("error", (err) => logger.warn("database: idle connection lost", { event: "db_idle_connection_lost", ...describeError(err) }));
  // The server can also end a connection that is checked out: a transaction left idle past
  // idle_in_transaction_session_timeout, pg_terminate_backend, a restart. pg-pool listens for
  // errors only while a client is idle, and an 'error' nobody hears ends the process. Heard here,
  // it only marks the client broken: its next query fails as "database unavailable" (a 503), and
  // the pool drops it when it comes back.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}

/** The statement that sets the time limits on a session (whole milliseconds, checked). */
export function sessionLimits(timeouts: PostgresTimeouts): string {
  const ms = (value: number) => {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a time limit in milliseconds: ${value}`);
    return value;
  };
  return `SET statement_timeout = ${ms(timeouts.statementMs)}; SET idle_in_transaction_session_timeout = ${ms(timeouts.idleInTransactionMs)}`;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ("databaseUrl" in config) {
    const changes = new ChangeFeed(false);
    const timeouts = config.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS;
    const pool = createPostgresPool(config.databaseUrl, timeouts, listenOnConnect(changes), config.logger);
    const db = drizzlePg(pool, { schema });
    const executeSql = async (text: string, values?: unknown[]) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] }; // several statements: the last one's
    };
    const listening = listenForOthers(changes, { open: pgFeedConnections(config.databaseUrl, timeouts.connectMs), logger: config.logger });
    const unobserve = observePool(pool); // db_pool_* gauges, read on scrape
    const close = async () => {
      unobserve();
      await listening.close();
      await pool.end();
    };
    if (config.migrate === false) return { db, kind: "postgres", changes, close, executeSql };
    // Several app processes may start together on one database: one migrates at a time. The
    // migrations run on a connection of their own, without the request time limits (a migration,
    // or waiting for another process's, may take longer than any request may).
    // The lock is a transaction's, held open on a connection of its own while another migrates:
    // a pooler in transaction mode (PgBouncer) keeps one server connection for an open
    // transaction, whereas a session lock could be taken on one server connection and "released"
    // on another, holding off every later start.
    const connection = () => new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: timeouts.connectMs });
    const holder = connection();
    const migrator = connection();
    for (const c of [holder, migrator]) c.on("error", () => undefined); // a dropped connection surfaces as the failing query's error
    try {
      await Promise.all([holder.connect(), migrator.connect()]);
      await holder.query("BEGIN");
      await holder.query("SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0");
      await holder.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder: migrationsDir });
      await holder.query("COMMIT");
    } catch (err) {
      await close().catch(() => undefined);
      throw err;
    } finally {
      await Promise.all([holder.end().catch(() => undefined), migrator.end().catch(() => undefined)]);
    }
    return { db, kind: "postgres", changes, close, executeSql };
  }
  let client: PGlite;
  // pg_trgm: the migrations create it for the user search indexes (PostgreSQL ships it too).
  const extensions = { pg_trgm };
  if ("dataDir" in config) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    client = new PGlite(config.dataDir, { extensions });
  } else {
    client = new PGlite({ extensions, loadDataDir: config.loadDataDir });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  // pg-boss sends parameterless scripts of several statements (its migrations, locked BEGIN ...
  // COMMIT blocks): those go through exec, whose answer is one result per statement.
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values?.length) return { rows: (await client.query(text, values)).rows };
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  const changes = await pgliteChangeFeed((channel, cb) => client.listen(channel, cb));
  return {
    db: db as unknown as Db,
    kind: "pglite",
    changes,
    close: () => client.close(),
    dump: (compression = "gzip") => client.dumpDataDir(compression),
    executeSql,
  };
}

/**
 * Opens the database, retrying with backoff while it cannot be reached (a database that starts
 * after the app, a restart in progress), for up to `retryForMs`; then the last error is thrown.
 * Errors that retrying cannot fix (bad credentials, a broken migration) are thrown at once.
 */
export async function openDatabaseWithRetry(
  config: DatabaseConfig,
  opts: { retryForMs: number; onRetry?: (attempt: number, waitMs: number, error: unknown) => void },
): Promise<Database> {
  const deadline = Date.now() + opts.retryForMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(config);
    } catch (err) {
      const waitMs = Math.min(500 * 2 ** (attempt - 1), 5_000);
      if (!("databaseUrl" in config) || !isDatabaseUnavailable(err) || Date.now() + waitMs > deadline) throw err;
      opts.onRetry?.(attempt, waitMs, err);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

import path from "node:path";
import { z } from "zod";
import { ENCRYPTION_KEY_FORMAT, parseEncryptionKey } from "./data-encryption";
import { projectRoot } from "./paths";

const positiveMs = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  /** The address to listen on (bindHostOf): unset means every interface in production, 127.0.0.1 otherwise. */
  HOST: z
    .string()
    .regex(/^[0-9A-Za-z.:%-]+$/, { error: "must be an address such as 0.0.0.0, ::, 127.0.0.1 or a host name" })
    .optional(),
  /** Prometheus metrics at /metrics on this port, same HOST as the app; unset: no metrics server (docs/decisions/033). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** web: HTTP only, no jobs; worker: jobs, and only health on PORT; all: both (docs/architecture.md, "Process roles"). */
  ROLE: z.enum(["web", "worker", "all"], { error: 'must be "web", "worker" or "all"' }).default("all"),
  /** The site's address for links the server builds; required in production. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://academy.example.com" })
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  UPLOAD_DIR: z.string().default("./uploads"),
  /** Where uploaded files live: "local" (under UPLOAD_DIR) or "s3" (S3_* below). docs/decisions/015. */
  STORAGE_DRIVER: z.enum(["local", "s3"], { error: 'must be "local" or "s3"' }).default("local"),
  /** The store's address; unset means AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://s3.eu-west-1.amazonaws.com" }).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** "true" for MinIO and most self-hosted stores (bucket in the path, not the host name). */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: 'must be "true" or "false"' }).default("false"),
  /** ffmpeg and ffprobe for transcoding videos (docs/decisions/016); without them videos are served as uploaded. */
  FFMPEG_PATH: z.string().default("ffmpeg"),
  FFPROBE_PATH: z.string().default("ffprobe"),
  /** Videos one process transcodes at once, apart from every other job (docs/decisions/007). */
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  SESSION_SECRET: z.string().optional(),
  /**
   * Encrypts personal secrets at rest (two-factor secrets): 32 random bytes in base64
   * (`openssl rand -base64 32`). Unset in development: a key kept in DATA_DIR. docs/decisions/037.
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((v) => parseEncryptionKey(v) !== null, { error: `must be ${ENCRYPTION_KEY_FORMAT}` })
    .optional(),
  /** Keys that wrote values before DATA_ENCRYPTION_KEY took over, comma-separated: read, never written with. */
  DATA_ENCRYPTION_OLD_KEYS: z
    .string()
    .refine((v) => v.split(",").every((k) => parseEncryptionKey(k) !== null), {
      error: `must be keys of ${ENCRYPTION_KEY_FORMAT}, comma-separated`,
    })
    .optional(),
  /** Unset: seed in development, never in production (docs/product-rules.md §14). */
  SEED: z.enum(["true", "false"]).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  VITE_STRIPE_PUBLIC_KEY: z.string().optional(),
  /** Secure session cookie; defaults to on in production (HTTPS behind a proxy). */
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  /** Express "trust proxy": a hop count or "loopback"; unset means no proxy is trusted. */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Outgoing mail server (smtp://user:pass@host:587, smtps://...): wins over the saved SMTP settings. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must look like smtp://user:password@host:587" }).optional(),
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  SHUTDOWN_TIMEOUT_MS: positiveMs(30_000),
  /** After SIGTERM, how long the process keeps serving while readiness says "draining", so a balancer takes it out first. */
  SHUTDOWN_DELAY_MS: positiveMs(0),
  // PostgreSQL limits, as DEFAULT_POSTGRES_TIMEOUTS (server/db/client.ts) explains.
  DB_CONNECT_TIMEOUT_MS: positiveMs(5_000),
  DB_STATEMENT_TIMEOUT_MS: positiveMs(5_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveMs(10_000),
  /** How long a start keeps retrying an unreachable database before giving up. */
  DB_STARTUP_RETRY_MS: positiveMs(60_000),
  /** Password hashes computed at once by one process; the rest wait (docs/decisions/031-password-hashing-argon2id.md). */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Read by libuv itself (Node's default 4); here only to check the line above against it. */
  UV_THREADPOOL_SIZE: z.coerce.number().int().min(1).max(1024).default(4),
});

export type Env = z.infer<typeof envSchema>;

/** A configuration problem: reported as one line, before anything is opened. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`${name} ${issue.message.replace(/^Invalid input: /, "")} (got "${String(cleaned[name] ?? "").slice(0, 60)}")`);
  }
  checkStorageEnv(parsed.data);
  if (parsed.data.METRICS_PORT === parsed.data.PORT) {
    throw new ConfigError(`METRICS_PORT must differ from PORT (${parsed.data.PORT}): metrics are never served on the public port.`);
  }
  checkHashingEnv(parsed.data);
  return parsed.data;
}

/** Threads of libuv's pool kept for files, compression and DNS while passwords are hashed on it. */
export const THREADS_KEPT_FROM_HASHING = 2;

/** Password hashing runs on libuv's thread pool: it must leave threads for static files and the rest. */
export function checkHashingEnv(env: Env): void {
  if (env.PASSWORD_HASH_CONCURRENCY + THREADS_KEPT_FROM_HASHING <= env.UV_THREADPOOL_SIZE) return;
  throw new ConfigError(
    `PASSWORD_HASH_CONCURRENCY=${env.PASSWORD_HASH_CONCURRENCY} needs UV_THREADPOOL_SIZE of at least ${env.PASSWORD_HASH_CONCURRENCY + THREADS_KEPT_FROM_HASHING} (it is ${env.UV_THREADPOOL_SIZE}), so that files are still served while passwords are hashed.`,
  );
}

/** STORAGE_DRIVER=s3 needs a bucket and its keys: said before anything starts. */
export function checkStorageEnv(env: Env): void {
  if (env.STORAGE_DRIVER !== "s3") return;
  const missing = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((name) => !env[name]);
  if (missing.length) {
    throw new ConfigError(`STORAGE_DRIVER=s3 needs ${missing.join(", ")} (and S3_ENDPOINT for a store other than AWS S3).`);
  }
}

export const MIN_SESSION_SECRET_LENGTH = 32;

/** The checks that make production refuse to start (docs/product-rules.md §14), all before any I/O. */
export function checkProductionEnv(env: Env): void {
  if (env.NODE_ENV !== "production") return;
  if (!env.SESSION_SECRET) throw new ConfigError("SESSION_SECRET must be set in production (at least 32 random characters).");
  if (env.SESSION_SECRET.length < MIN_SESSION_SECRET_LENGTH) {
    throw new ConfigError(`SESSION_SECRET is too short: production needs at least ${MIN_SESSION_SECRET_LENGTH} characters.`);
  }
  if (!env.PUBLIC_URL)
    throw new ConfigError("PUBLIC_URL must be set in production (the address people use, e.g. https://academy.example.com).");
  const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.VITE_STRIPE_PUBLIC_KEY].filter(Boolean).length;
  if (stripe !== 0 && stripe !== 3)
    throw new ConfigError("Stripe needs all three of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and VITE_STRIPE_PUBLIC_KEY, or none.");
}

export function publicUrlOf(env: Env): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

/**
 * Where the server listens. Production listens on every interface (undefined: Node takes `::`,
 * IPv4 included, or `0.0.0.0` where there is no IPv6), as a container or a machine behind a load
 * balancer needs; development and tests only on the loopback, so a laptop on a café network does
 * not serve its seeded demo accounts to the room.
 */
export function bindHostOf(env: Env): string | undefined {
  return env.HOST ?? (env.NODE_ENV === "production" ? undefined : "127.0.0.1");
}

export function shouldSeed(env: Env): boolean {
  return env.SEED ? env.SEED === "true" : env.NODE_ENV !== "production";
}

export function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(projectRoot, p);
}

import path from "node:path";
import { z } from "zod";
import { projectRoot } from "./paths";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  UPLOAD_DIR: z.string().default("./uploads"),
  SESSION_SECRET: z.string().optional(),
  SEED: z.enum(["true", "false"]).default("true"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  VITE_STRIPE_PUBLIC_KEY: z.string().optional(),
  /** Secure session cookie; defaults to on in production (HTTPS behind a proxy). */
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  /** Express "trust proxy": a hop count or "loopback"; unset means no proxy is trusted. */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  return envSchema.parse(cleaned);
}

export function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(projectRoot, p);
}

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * SESSION_SECRET from the environment; in development, a random secret generated once and kept
 * in DATA_DIR so sessions survive restarts. Production refuses to start without one.
 */
export function resolveSessionSecret(opts: { fromEnv?: string; production: boolean; dataDir: string }): string {
  if (opts.fromEnv) return opts.fromEnv;
  if (opts.production) throw new Error("SESSION_SECRET must be set in production.");
  const file = path.join(opts.dataDir, ".session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

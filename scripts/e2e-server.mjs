// Starts the app for the Playwright journeys: the production build (fast page loads, the real
// CSP) on fresh data — its own DATA_DIR and UPLOAD_DIR under .tmp/e2e, wiped first — seeded with
// the demo accounts and courses.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const base = path.join(root, ".tmp", `e2e-${process.env.PORT ?? "default"}`); // per port: runs may overlap
fs.rmSync(base, { recursive: true, force: true });
fs.mkdirSync(base, { recursive: true });

const build = spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn(process.execPath, [path.join(root, "dist", "server", "index.js")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef",
    DATA_ENCRYPTION_KEY: "v5DYWn5Tm+3pJFuuHU5ed0JfOaiLGL7w6g1UH/jeQoU=", // e2e only (two-factor secrets)
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 5180}`,
    // The journeys sign up many accounts from one address.
    SIGNUP_LIMIT_PER_HOUR: "100000",
    COOKIE_SECURE: "false", // plain http on localhost
    DATABASE_URL: "",
    DATA_DIR: path.join(base, "data"),
    UPLOAD_DIR: path.join(base, "uploads"),
    SEED: "true",
    LOG_LEVEL: "warn",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

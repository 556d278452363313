// Starts the app for the Playwright journeys on fresh data (its own DATA_DIR and UPLOAD_DIR under
// .tmp/e2e, wiped first), seeded with the demo accounts and courses.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const base = path.join(root, ".tmp", "e2e");
fs.rmSync(base, { recursive: true, force: true });
fs.mkdirSync(base, { recursive: true });

const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "index.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: "",
    DATA_DIR: path.join(base, "data"),
    UPLOAD_DIR: path.join(base, "uploads"),
    SEED: "true",
    LOG_LEVEL: "warn",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

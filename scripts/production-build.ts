// Shared by the benchmarks that need the production build running: build it into a folder of its
// own (not the shared dist/, which other runs rebuild), find a free port, start it, wait for it.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The client and server built into `base`, laid out as the project root the server expects. */
export function buildInto(base: string) {
  fs.rmSync(base, { recursive: true, force: true });
  fs.mkdirSync(path.join(base, "server", "db"), { recursive: true });
  // server/lib/paths.ts finds these two folders above dist/server/: link the real ones there.
  fs.symlinkSync(path.join(root, "migrations"), path.join(base, "migrations"));
  fs.symlinkSync(path.join(root, "server", "db", "assets"), path.join(base, "server", "db", "assets"));
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  run("npx", ["vite", "build", "--outDir", path.join(base, "dist", "public"), "--emptyOutDir", "--logLevel", "warn"]);
  run("npx", [
    "esbuild",
    "server/index.ts",
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--packages=external",
    `--outdir=${path.join(base, "dist", "server")}`,
    "--log-level=warning",
  ]);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not answer /api/health within 2 minutes");
}

/** Starts the built server in `base` (production mode, plain http on loopback) and waits for it. */
export async function startBuiltServer(
  base: string,
  env: Record<string, string>,
): Promise<{ origin: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`; // localhost, not 127.0.0.1: Chromium upgrades plain http on IPs
  const child = spawn(process.execPath, [path.join(base, "dist", "server", "index.js")], {
    cwd: base,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: origin,
      SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
      COOKIE_SECURE: "false",
      DATABASE_URL: "",
      DATA_DIR: path.join(base, "data"),
      UPLOAD_DIR: path.join(base, "uploads"),
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  await waitForHealth(origin, child);
  return {
    origin,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

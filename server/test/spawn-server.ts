// Starts the built server (server/index.ts bundled by esbuild, as `npm run build` bundles it) as a
// child process, for the tests of what only a process shows: the data-folder lock, start-up
// failures, draining on SIGTERM.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { projectRoot } from "../lib/paths";
import { scaled } from "./timeout-scale";

let built: string | undefined;

/**
 * The server bundled once per test worker into .tmp/process-build/<pid>/dist/server/index.js,
 * with the same esbuild options as `npm run build`. The bundle finds migrations and sample assets
 * two folders above itself (server/lib/paths.ts): links to the real ones sit there.
 */
export function builtServer(): string {
  if (built) return built;
  const base = path.join(projectRoot, ".tmp", "process-build", String(process.pid));
  fs.rmSync(base, { recursive: true, force: true });
  fs.mkdirSync(path.join(base, "server", "db"), { recursive: true });
  fs.symlinkSync(path.join(projectRoot, "migrations"), path.join(base, "migrations"));
  fs.symlinkSync(path.join(projectRoot, "server", "db", "assets"), path.join(base, "server", "db", "assets"));
  const esbuild = path.join(projectRoot, "node_modules", ".bin", "esbuild");
  execFileSync(
    esbuild,
    [
      "server/index.ts",
      "--bundle",
      "--platform=node",
      "--format=esm",
      "--packages=external",
      `--outdir=${path.join(base, "dist", "server")}`,
      "--log-level=warning",
    ],
    { cwd: projectRoot, stdio: ["ignore", "ignore", "inherit"] },
  );
  built = path.join(base, "dist", "server", "index.js");
  return built;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /** The working folder (where a .env would be read); the project root by default. */
  cwd?: string;
  /** What to run instead of `node <built server>`, e.g. a package.json script's own command. */
  command?: { file: string; args: string[] };
  /** Leave PORT out of the environment (a .env gives it). */
  portFromEnvFile?: boolean;
}

export function startServer(env: Record<string, string>, port: number, options: StartOptions = {}): ServerProcess {
  const command = options.command ?? { file: process.execPath, args: [builtServer()] };
  const child = spawn(command.file, command.args, {
    cwd: options.cwd ?? projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "test", // the API alone: no client build, no Vite
      ...(options.portFromEnvFile ? {} : { PORT: String(port) }),
      SEED: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? -1)));
  return { child, port, url: `http://127.0.0.1:${port}`, stdout: () => out, stderr: () => err, exited };
}

/** Polls /api/health until it answers 200; fails if the process ends or the deadline passes. */
export async function waitUntilHealthy(server: ServerProcess, deadlineMs = scaled(90_000)): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`server exited before it was healthy:\n${server.stderr()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy within ${deadlineMs} ms:\n${server.stderr()}`);
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

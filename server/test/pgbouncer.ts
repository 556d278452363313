// A PgBouncer (Debian package pgbouncer) in front of the test PostgreSQL, for the tests of what a
// pooler in transaction mode does to the app: its own config and auth file in a temporary folder,
// a free loopback port, PgBouncer's defaults otherwise (no ignore_startup_parameters).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./spawn-server";

export const PGBOUNCER = "/usr/sbin/pgbouncer";

/** Why a PgBouncer test cannot run here, or undefined when it can. */
export function pgbouncerUnavailable(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return "TEST_DATABASE_URL is not set (the PgBouncer tests need PostgreSQL)";
  if (!fs.existsSync(PGBOUNCER)) return `PgBouncer is not installed (${PGBOUNCER}; Debian package pgbouncer)`;
  return undefined;
}

export interface Pgbouncer {
  /** `databaseUrl` with its host and port replaced by PgBouncer's. */
  through(databaseUrl: string): string;
  output(): string;
  close(): Promise<void>;
}

export async function startPgbouncer(target: string, poolMode: "transaction" | "session" = "transaction"): Promise<Pgbouncer> {
  const upstream = new URL(target);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-pgbouncer-"));
  // PgBouncer refuses to run as root: it switches to nobody (-u), who must read the folder.
  fs.chmodSync(dir, 0o755);
  const user = decodeURIComponent(upstream.username || "postgres");
  const password = decodeURIComponent(upstream.password);
  fs.writeFileSync(path.join(dir, "users.txt"), `"${user}" "${password}"\n`, { mode: 0o644 });
  const ini = [
    "[databases]",
    `* = host=${upstream.hostname} port=${upstream.port || 5432}`,
    "[pgbouncer]",
    "listen_addr = 127.0.0.1",
    `listen_port = ${port}`,
    "unix_socket_dir =",
    `auth_type = ${password ? "plain" : "trust"}`,
    `auth_file = ${path.join(dir, "users.txt")}`,
    `pool_mode = ${poolMode}`,
    "",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "pgbouncer.ini"), ini, { mode: 0o644 });
  const args = [...(process.getuid?.() === 0 ? ["-u", "nobody"] : []), path.join(dir, "pgbouncer.ini")];
  const child = spawn(PGBOUNCER, args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let ended = false;
  void exited.then(() => (ended = true));
  // Ready once it accepts a connection (it says "listening on" first, but a connect is the proof).
  for (;;) {
    if (ended) throw new Error(`pgbouncer exited:\n${out}`);
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (accepted) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    through(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    output: () => out,
    async close() {
      if (!ended) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

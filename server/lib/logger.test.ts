import { EventEmitter } from "node:events";
import { emitWarningIfUnsupportedVersion } from "@aws-sdk/core/client";
import { NodeHttpHandler } from "@smithy/node-http-handler";
import { afterEach, describe, expect, it } from "vitest";
import { createPostgresPool } from "../db/client";
import { createLogger, routeConsoleToJson } from "./logger";

// Every log line is JSON, the lines libraries print on their own included (README, Operations).

const undo: Array<() => void> = [];
afterEach(() => {
  for (const u of undo.splice(0)) u();
});

function capture(proc: NodeJS.EventEmitter = process, target: Console = { ...console } as Console) {
  const out: string[] = [];
  const err: string[] = [];
  undo.push(routeConsoleToJson({ target, proc, out: (l) => out.push(l), err: (l) => err.push(l) }));
  return { target, out, err, parsed: (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("routeConsoleToJson", () => {
  it("writes a library's console.warn (the AWS SDK's socket warning) as one JSON line on stderr", () => {
    const { err, out, parsed } = capture(process, console); // the global console, which the SDK warns through
    const agent = { sockets: { "s3:443": new Array(50) }, requests: { "s3:443": new Array(100) }, maxSockets: 50 };
    NodeHttpHandler.checkSocketUsage(agent as never, 0);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(parsed(err)[0]).toMatchObject({ level: "warn", msg: expect.stringContaining("socket usage at capacity=50") });
  });

  it("writes the AWS SDK's process warning as JSON instead of Node's plain-text print", async () => {
    const { err, parsed } = capture();
    emitWarningIfUnsupportedVersion("v18.0.0"); // the SDK's notice for an old Node (process.emitWarning)
    await until(() => err.length > 0);
    expect(parsed(err)[0]).toMatchObject({
      level: "warn",
      event: "process_warning",
      msg: expect.stringContaining("AWS SDK for JavaScript (v3)"),
    });
  });

  it("replaces Node's own warning printer, and gives it back when undone", () => {
    const proc = new EventEmitter();
    const printed: string[] = [];
    proc.on("warning", (w: Error) => printed.push(w.message));
    const { err, parsed } = capture(proc);
    proc.emit("warning", Object.assign(new Error("Buffer() is deprecated"), { name: "DeprecationWarning", code: "DEP0005" }));
    expect(printed).toEqual([]);
    expect(parsed(err)).toEqual([
      expect.objectContaining({ level: "warn", msg: "Buffer() is deprecated", warning: "DeprecationWarning", code: "DEP0005" }),
    ]);
    undo.pop()!();
    proc.emit("warning", new Error("again"));
    expect(printed).toEqual(["again"]);
  });

  it("keeps console.log on stdout and console.error on stderr, colours stripped, errors described", () => {
    const { target, out, err, parsed } = capture();
    target.log("\u001b[32mGSM Academy is running\u001b[39m on %s", "http://localhost:5000");
    target.error(new TypeError("bad thing"));
    expect(parsed(out)).toEqual([expect.objectContaining({ level: "info", msg: "GSM Academy is running on http://localhost:5000" })]);
    expect(parsed(err)).toEqual([expect.objectContaining({ level: "error", msg: "TypeError: bad thing", error: "TypeError" })]);
  });
});

describe("the PostgreSQL pool", () => {
  it("logs a lost idle connection as JSON, by its code, without its message's values", async () => {
    const lines: string[] = [];
    const pool = createPostgresPool(
      "postgres://nobody@127.0.0.1:1/none",
      undefined,
      undefined,
      createLogger("debug", (l) => lines.push(l)),
    );
    pool.emit(
      "error",
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      undefined as never,
    );
    await pool.end();
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      expect.objectContaining({ level: "warn", event: "db_idle_connection_lost", dbCode: "57P01" }),
    ]);
  });
});

// The process-level handlers (server/index.ts installs them): a stray rejection is logged with its
// job or request id and the process stays up; an uncaught exception is logged and exits 1.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-process-errors-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a small program with the handlers installed, as its own process; answers its exit and JSON lines. */
function runProgram(body: string): Promise<{ code: number | null; lines: Record<string, unknown>[]; stdout: string }> {
  const file = path.join(dir, `program-${Math.random().toString(36).slice(2)}.ts`);
  const here = path.dirname(new URL(import.meta.url).pathname);
  fs.writeFileSync(
    file,
    `import { handleProcessErrors } from ${JSON.stringify(path.join(here, "process-errors.ts"))};
     import { createLogger } from ${JSON.stringify(path.join(here, "logger.ts"))};
     import { jobContext, requestContext } from ${JSON.stringify(path.join(here, "request-context.ts"))};
     handleProcessErrors(createLogger("info"));
     ${body}`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], { stdio: ["ignore", "pipe", "pipe"], cwd: process.cwd() });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const lines = stdout
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      resolve({ code, lines, stdout });
    });
  });
}

describe("process-level error handlers", () => {
  it(
    "log a rejection nobody handled, with its job id and its request id, as JSON, and keep the process running",
    { timeout: 60_000 },
    async () => {
      const { code, lines, stdout } = await runProgram(`
      jobContext.run({ job: "email.deliver", jobId: "job-42" }, () => {
        // What pg-boss 10's worker did when the database went away while it recorded a run.
        void Promise.reject(Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" }));
      });
      requestContext.run({ requestId: "req-7" }, () => setTimeout(() => void Promise.reject(new Error("stray")), 10));
      setTimeout(() => { console.log("still running"); process.exit(0); }, 300);
    `);
      expect(code).toBe(0);
      expect(stdout).toContain("still running");
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: "error",
          msg: "unhandled promise rejection (the process keeps running)",
          job: "email.deliver",
          jobId: "job-42",
          dbCode: "57P01",
        }),
      );
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: "unhandled promise rejection (the process keeps running)", requestId: "req-7", message: "stray" }),
      );
    },
  );

  it("log an uncaught exception and exit 1 for the supervisor", { timeout: 60_000 }, async () => {
    const { code, lines, stdout } = await runProgram(`
      setTimeout(() => { throw new Error("broken state"); }, 10);
      setTimeout(() => console.log("still running"), 2000);
    `);
    expect(code).toBe(1);
    expect(stdout).not.toContain("still running");
    expect(lines).toContainEqual(expect.objectContaining({ level: "error", origin: "uncaughtException", message: "broken state" }));
  });
});

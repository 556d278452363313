// `npm test` (scripts/run-tests.mjs) with stand-ins for vitest and Playwright that write the JSON
// reports the real ones write: the journeys run even when vitest failed, and one line counts both.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "./lib/paths";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder with `vitest` and `playwright` scripts that write these reports (null: none) and exit so. */
function standIns(vitest: { report: object | null; exit: number }, playwright: { report: object | null; exit: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "npm-test-"));
  folders.push(dir);
  const script = (file: string, variable: string, { report, exit }: { report: object | null; exit: number }) => {
    const write = report ? `printf '%s' '${JSON.stringify(report)}' > "$${variable}"\n` : "";
    fs.writeFileSync(path.join(dir, file), `#!/bin/sh\necho ran > "${path.join(dir, file)}.ran"\n${write}exit ${exit}\n`, { mode: 0o755 });
  };
  script("vitest", "VITEST_JSON", vitest);
  script("playwright", "PLAYWRIGHT_JSON_OUTPUT_NAME", playwright);
  return dir;
}

function npmTest(bin: string) {
  const result = spawnSync(process.execPath, [path.join(projectRoot, "scripts", "run-tests.mjs")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      RUN_TESTS_BIN: bin,
      VITEST_JSON: path.join(bin, "vitest.json"),
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(bin, "playwright.json"),
    },
    encoding: "utf8",
  });
  const lines = result.stdout.trim().split("\n");
  return { status: result.status, last: lines[lines.length - 1], ran: (name: string) => fs.existsSync(path.join(bin, `${name}.ran`)) };
}

const vitestReport = (passed: number, failed: number) => ({ numPassedTests: passed, numFailedTests: failed, numPendingTests: 0 });
const playwrightReport = (passed: number, failed: number) => ({
  stats: { expected: passed, unexpected: failed, skipped: 0, flaky: 0 },
  errors: [],
});

describe("npm test", () => {
  it("is this runner, not `vitest run && playwright test`, which stopped before the journeys", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.test).toBe("node scripts/run-tests.mjs");
  });

  it("runs the journeys after a vitest failure, exits 1, and ends with one line counting both", () => {
    const bin = standIns({ report: vitestReport(2, 1), exit: 1 }, { report: playwrightReport(5, 0), exit: 0 });
    const run = npmTest(bin);
    expect(run.ran("playwright")).toBe(true);
    expect(run.status).toBe(1);
    expect(run.last).toMatch(
      /^7 passed, 1 failed, 0 skipped \(vitest 2 passed\/1 failed\/0 skipped; playwright 5 passed\/0 failed\/0 skipped\) \(npm test: [\d.]+ min\)$/,
    );
  });

  it("exits 1 when only the journeys fail, and 0 when both pass", () => {
    const failing = npmTest(standIns({ report: vitestReport(3, 0), exit: 0 }, { report: playwrightReport(4, 2), exit: 1 }));
    expect(failing.status).toBe(1);
    expect(failing.last).toMatch(/^7 passed, 2 failed, 0 skipped \(vitest 3 passed.*playwright 4 passed\/2 failed/);

    const passing = npmTest(standIns({ report: vitestReport(3, 0), exit: 0 }, { report: playwrightReport(4, 0), exit: 0 }));
    expect(passing.status).toBe(0);
    expect(passing.last).toMatch(/^7 passed, 0 failed, 0 skipped/);
  });

  it("counts a runner that ended without its report as a failure", () => {
    const run = npmTest(standIns({ report: vitestReport(3, 0), exit: 0 }, { report: null, exit: 1 }));
    expect(run.status).toBe(1);
    expect(run.last).toMatch(/^3 passed, 1 failed, 0 skipped \(vitest 3 passed\/0 failed\/0 skipped; playwright: no report\)/);
  });
});

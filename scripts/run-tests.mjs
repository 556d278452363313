// `npm test`: vitest, then the Playwright journeys even when a vitest test failed (a broken unit
// test must not hide what the journeys would say), then one line with both counts. Exits non-zero
// when either failed. The JSON reports the line is read from go where VITEST_JSON and
// PLAYWRIGHT_JSON_OUTPUT_NAME say (CI sets them to keep them), otherwise to .tmp/test-reports/.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, ".tmp", "test-reports");
fs.mkdirSync(reports, { recursive: true });
const vitestJson = process.env.VITEST_JSON ?? path.join(reports, "vitest.json");
const playwrightJson = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(reports, "playwright.json");
// A report left by an earlier run must not stand in for one this run failed to write.
for (const file of [vitestJson, playwrightJson]) fs.rmSync(file, { force: true });

// RUN_TESTS_BIN: another folder holding `vitest` and `playwright` (server/npm-test.test.ts uses stand-ins).
const bin = (name) => path.join(process.env.RUN_TESTS_BIN ?? path.join(root, "node_modules", ".bin"), name);
const env = { ...process.env, VITEST_JSON: vitestJson, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson };
const started = Date.now();

function run(label, command, args) {
  const start = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  const seconds = Math.round((Date.now() - start) / 1000);
  const status = result.status ?? 1;
  console.log(`\n${label}: exit ${status}${result.signal ? ` (${result.signal})` : ""}, ${seconds} s`);
  return status;
}

const vitest = run("vitest", bin("vitest"), ["run"]);
const playwright = run("playwright", bin("playwright"), ["test"]);

const summary = spawnSync(process.execPath, [path.join(root, "scripts", "test-summary.mjs"), vitestJson, playwrightJson], {
  cwd: root,
  encoding: "utf8",
});
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
process.stdout.write(summary.stdout.replace(/\n$/, "") + ` (npm test: ${minutes} min)\n`);
if (summary.stderr) process.stderr.write(summary.stderr);
process.exit(vitest !== 0 || playwright !== 0 || summary.status !== 0 ? 1 : 0);

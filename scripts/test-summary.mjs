// Prints one line from the JSON reports of vitest and Playwright: the totals, then each report's
// own counts, e.g. "1402 passed, 0 failed, 0 skipped (vitest 1328 passed/0 failed/0 skipped; playwright 74 passed/0 failed/0 skipped)".
// usage: node scripts/test-summary.mjs <report.json>...
import fs from "node:fs";
import path from "node:path";

let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];
for (const file of process.argv.slice(2)) {
  const name = path.basename(file, ".json");
  if (!fs.existsSync(file)) {
    // The runner ended before writing its report (a crash, a build that failed): a failure.
    parts.push(`${name}: no report`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  let p, f, s;
  if (report.stats && "expected" in report.stats) {
    // Playwright
    p = report.stats.expected + (report.stats.flaky ?? 0);
    f = report.stats.unexpected + (report.errors?.length ?? 0);
    s = report.stats.skipped;
  } else {
    // vitest (jest-compatible)
    p = report.numPassedTests ?? 0;
    f = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  parts.push(`${name} ${p} passed/${f} failed/${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped (${parts.join("; ")})`);
// A failure anywhere fails the step that prints this line.
if (failed > 0) process.exitCode = 1;

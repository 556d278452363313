// @ts-check
// Mutation testing of the money and access rules: `npm run test:mutation` (docs/testing.md,
// docs/decisions/018-mutation-testing.md). Not part of CI: the 100 mutants of the two files below took an hour.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  // The files that hold the rules. Routes, presenters and repos (Drizzle queries) are left out:
  // routes are wiring, presenters are checked by every response, and a mutated query mostly
  // fails as SQL rather than as a rule.
  //
  // A mutant costs one to four minutes on two shared cores (each test file that covers it imports
  // the app and migrates a fresh PGlite database), so the set measured so far is the core:
  // course access and refunds (docs/testing.md has the score). Next, one file at a time with
  // `npx stryker run --mutate <file>` (incremental keeps earlier results): fulfil-payment,
  // create-intent, subscription-renewals, stripe-webhook and the other payment services,
  // shared/money.ts, affiliate/attribution.ts and content/availability.ts.
  mutate: [
    // Payments: a refund takes back access and commission unless a lifetime purchase still
    // stands, and never goes through a provider that did not take the money.
    "server/features/payments/refund-payment.service.ts",
    // Course access: who may open a course or watch a chapter.
    "server/features/content/access.ts",
  ],
  testRunner: "vitest",
  vitest: {
    // The server tests of these rules only (no client project, no unrelated suites).
    configFile: "vitest.mutation.config.ts",
    // Per-test coverage already picks the test files of each mutant; vitest's own search for the
    // test files related to a source file would walk the whole app's import graph every time.
    related: false,
  },
  // Each mutant runs only the tests that executed it during the initial run.
  coverageAnalysis: "perTest",
  // Module-level constants run for every test file: skipped (reported as ignored) rather than
  // running the whole set once per constant.
  ignoreStatic: true,
  // Every test file opens and migrates its own PGlite database: slow, CPU-bound work on a small
  // machine shared with other jobs.
  concurrency: 2,
  // The initial run of every covered test takes minutes on a busy machine (Stryker's default: 5).
  dryRunTimeoutMinutes: 30,
  timeoutMS: 60_000,
  timeoutFactor: 3,
  // Re-runs test only the mutants whose code or tests changed since the last run. The file is a
  // local cache (gitignored with the rest of reports/), not a shared record: see decision 018.
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  tempDirName: ".tmp/stryker",
  // Local data, builds and browser-test output are not needed in the sandbox copy.
  ignorePatterns: ["/.tmp", "/data", "/uploads", "/dist", "/coverage", "/test-results", "/playwright-report", "/e2e"],
  cleanTempDir: true,
  // event-recorder writes each mutant's result as it is tested, to follow a long run.
  reporters: ["clear-text", "progress", "html", "json", "event-recorder"],
  eventReporter: { baseDir: "reports/mutation/events" },
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, reportScoreTable: true },
};

export default config;

// @ts-check
// Mutation testing of the money and access rules: `npm run test:mutation` (docs/testing.md,
// docs/decisions/018-mutation-testing.md). Not part of CI: over a thousand mutants, hours of work.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  // The files that hold the money and access rules: the services of payments and affiliate,
  // affiliate attribution, course access, drip and chapter order, and the money arithmetic.
  // Left out, and why:
  // - routes (*.routes.ts): wiring; the authorization table and every API test exercise them;
  // - repos (*.repo.ts): Drizzle queries; a mutated query mostly fails as SQL rather than as a
  //   rule, and the guards that live there have their own tests (money-guards.test.ts);
  // - presenters (*.presenter.ts): they shape every response the tests read;
  // - payments/providers/: adapters to Stripe's API (stripe-provider.ts, tested against a fake
  //   Stripe server) and the development stand-in for a card processor (test-provider.ts), not
  //   rules of the platform's money.
  //
  // A mutant costs seconds to minutes on two shared cores (every covering test file opens its
  // database and builds the app), and the whole set is over a thousand mutants: measure a few
  // files at a time with `npx stryker run --mutate <file>,<file>` (docs/testing.md lists what was
  // measured, when, and the score).
  //
  // Cheaper on PostgreSQL: `TEST_DATABASE_URL=postgres://user@host:5432/db npx stryker run ...`
  // (the variable reaches Stryker's workers). Each test file's database is then a copy of a
  // migrated template database (CREATE DATABASE ... TEMPLATE, server/test/postgres-template.ts):
  // 0.3 to 0.7 s per file instead of 1.5 to 2 s to load PGlite's template, and the queries run in
  // PostgreSQL rather than in the test process. The initial run of the 215 tests took 1 min 50 s
  // there (2026-11-27), where it had taken 7 to 8 min on PGlite (2026-11-25, a busier machine).
  mutate: [
    // Payments: checkout, fulfilment (access, commission, coupon use, receipt), confirmation,
    // failures, refunds, cancellations, renewals, Stripe's webhook, payouts, lookups.
    "server/features/payments/*.service.ts",
    // Affiliate: who a visit or a purchase is attributed to, and the entrepreneur's figures.
    "server/features/affiliate/*.service.ts",
    "server/features/affiliate/attribution.ts",
    // Course access: who may open a course or watch a chapter; drip schedules and chapter order.
    "server/features/content/access.ts",
    "server/features/content/availability.ts",
    // Integer cents: instalments, commissions, rounding, parsing and display of amounts.
    "shared/money.ts",
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
  // The run fails (exit code 1) under 80 % on the files it mutated: every listed file is held to
  // it (docs/testing.md, "Scores"). `high` and `low` only colour the report.
  thresholds: { high: 90, low: 80, break: 80 },
  // Module-level constants run for every test file: skipped (reported as ignored) rather than
  // running the whole set once per constant.
  ignoreStatic: true,
  // Every test file opens its own database (a copy of the migrated template) and builds the app:
  // CPU-bound work on a small machine shared with other jobs.
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

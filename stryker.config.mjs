// @ts-check
// Mutation testing of the money and access rules: `npm run test:mutation` (docs/testing.md,
// docs/decisions/018-mutation-testing.md). Not part of CI: a full run takes the best part of an hour.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  // The files that hold the rules. Routes, presenters and repos (Drizzle queries) are left out:
  // routes are wiring, presenters are checked by every response, and a mutated query mostly
  // fails as SQL rather than as a rule.
  //
  // On two shared cores a mutant costs several seconds (each test file that covers it migrates a
  // fresh PGlite database), so the measured set is the core of the rules (about 300 mutants).
  // The other payment services (create-intent, subscription-renewals, subscriptions,
  // confirm-test-payment, record-failure, stripe-webhook, payouts) and affiliate.service.ts can be
  // measured with `npx stryker run --mutate <files>`; they have not been yet (docs/testing.md).
  mutate: [
    // Payments: a confirmed payment grants access and creates the commission, once; a refund
    // takes them back unless a lifetime purchase still stands.
    "server/features/payments/fulfil-payment.service.ts",
    "server/features/payments/refund-payment.service.ts",
    // Money arithmetic: cents, monthly instalments, commissions.
    "shared/money.ts",
    // Affiliate: which entrepreneur a visit or sale is attributed to.
    "server/features/affiliate/attribution.ts",
    // Course access: who may open a course or chapter, drip schedules and chapter order.
    "server/features/content/access.ts",
    "server/features/content/availability.ts",
  ],
  testRunner: "vitest",
  vitest: {
    // The server tests of these rules only (no client project, no unrelated suites).
    configFile: "vitest.mutation.config.ts",
    // The API tests reach the services through createApp(), which vitest's module graph follows.
    related: true,
  },
  // Each mutant runs only the tests that executed it during the initial run.
  coverageAnalysis: "perTest",
  // Module-level constants run for every test file: skipped (reported as ignored) rather than
  // running the whole set once per constant.
  ignoreStatic: true,
  // Every test file opens and migrates its own PGlite database: slow, CPU-bound work on a small
  // machine shared with other jobs.
  concurrency: 2,
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
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, reportScoreTable: true },
};

export default config;

import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The server tests that check the money and access rules, for mutation testing only
// (stryker.config.mjs; docs/testing.md). The same settings as the "server" project of
// vitest.config.ts, without the client project and without the suites that never reach the
// mutated files: each mutant runs only the tests that cover it, so fewer files make a faster run.
const root = path.dirname(fileURLToPath(import.meta.url));
const alias = {
  "@": path.join(root, "client/src"),
  "@shared": path.join(root, "shared"),
};

/**
 * Stryker stops a mutant's run at its first failing test (bail), so the files most likely to fail
 * soonest go first: a file that failed in the previous run (it killed the last mutant, usually
 * the same lines), then the quickest files. Vitest's own order is the opposite (longest first),
 * which suits a whole run on many cores, not a mutant's.
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const key = (file: TestSpecification) => `${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId)}`;
    const rank = (file: TestSpecification) => {
      const result = cache.getFileTestResults(key(file));
      return {
        failed: result?.failed ? 0 : 1,
        duration: result?.duration ?? Number.MAX_SAFE_INTEGER,
        size: cache.getFileStats(key(file))?.size ?? 0,
      };
    };
    const ranked = files.map((file) => ({ file, ...rank(file) }));
    ranked.sort((a, b) => a.failed - b.failed || a.duration - b.duration || a.size - b.size);
    return ranked.map(({ file }) => file);
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    name: "server",
    environment: "node",
    // MUTATION_TESTS=<file>,<file> narrows the run to the test files that reach the mutated file
    // (docs/testing.md): a quicker initial run on a busy machine, and a score that can only be lower
    // than with every file (fewer tests kill fewer mutants).
    include: process.env.MUTATION_TESTS?.split(",").filter(Boolean) ?? [
      "server/features/payments/*.test.ts",
      "server/features/affiliate/*.test.ts",
      "server/features/content/availability.test.ts",
      // The lock computation of availability.ts without a database: kills most of its mutants in
      // milliseconds, before any file that builds the app.
      "server/features/content/chapter-locks.test.ts",
      "server/features/content/content.test.ts",
      "server/features/content/video.test.ts",
      "server/features/coupons/*.test.ts",
      // The payout that leaves unverified entrepreneurs out (payouts.service.ts's heldBack), and
      // checkouts refused before the email is verified.
      "server/features/auth/account.test.ts",
      "server/features/email/email-events.test.ts",
      "server/features/learning/progress.test.ts",
      "server/money-totals.test.ts",
      "shared/money.test.ts",
    ],
    // Each test file's database is a copy of one migrated template (server/test/pglite-template.ts).
    globalSetup: ["server/test/pglite-template.ts"],
    setupFiles: ["server/test/setup.ts"],
    sequence: { sequencer: QuickestFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

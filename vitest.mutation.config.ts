import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The server tests that check the money and access rules, for mutation testing only
// (stryker.config.mjs; docs/testing.md). The same settings as the "server" project of
// vitest.config.ts, without the client project and without the suites that never reach the
// mutated files: each mutant runs only the tests that cover it, and every file here opens its
// own migrated PGlite database, so fewer files make a faster run.
const root = path.dirname(fileURLToPath(import.meta.url));
const alias = {
  "@": path.join(root, "client/src"),
  "@shared": path.join(root, "shared"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    name: "server",
    environment: "node",
    include: [
      "server/features/payments/*.test.ts",
      "server/features/affiliate/*.test.ts",
      "server/features/content/availability.test.ts",
      "server/features/content/content.test.ts",
      "server/features/content/video.test.ts",
      "server/features/coupons/*.test.ts",
      "server/features/email/email-events.test.ts",
      "shared/money.test.ts",
    ],
    setupFiles: ["server/test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { precompiledIcuCatalogs } from "./vite-icu-catalogs.js";
import { scaled, timeoutScale } from "./server/test/timeout-scale.js";

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = {
  "@": path.join(root, "client/src"),
  "@shared": path.join(root, "shared"),
};

// Every limit below is multiplied by TEST_TIMEOUT_SCALE, raised on its own on a loaded machine
// (server/test/timeout-scale.ts); the workers inherit the figure read here.
const scaleGiven = process.env.TEST_TIMEOUT_SCALE;
const scale = timeoutScale();
if (!scaleGiven) console.log(`vitest: time limits x${scale} (TEST_TIMEOUT_SCALE, from the load per core)`);

export default defineConfig({
  resolve: { alias },
  test: {
    // Two test files at a time even on two cores (vitest's default there is one): the whole suite
    // took 413 s with one worker and 295 s with two on this project's two-core machine.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // CI asks for a JSON report as well (VITEST_JSON=path) to print one summary line.
    reporters: process.env.VITEST_JSON ? ["default", "json"] : ["default"],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    teardownTimeout: scaled(10_000),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts"],
          // Each test file's PGlite database is a copy of one migrated template (server/test/pglite-template.ts).
          globalSetup: ["server/test/pglite-template.ts"],
          setupFiles: ["server/test/setup.ts"],
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        // The catalogs as the app receives them: ICU messages parsed at build time.
        plugins: [precompiledIcuCatalogs(), react()],
        resolve: { alias },
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/src/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/test/setup.ts"],
          // Component tests click through whole screens: 5 s (vitest's default) is not enough on a busy CI machine.
          testTimeout: scaled(30_000),
          hookTimeout: scaled(30_000),
        },
      },
    ],
  },
});

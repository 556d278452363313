import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { precompiledIcuCatalogs } from "./vite-icu-catalogs.js";

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = {
  "@": path.join(root, "client/src"),
  "@shared": path.join(root, "shared"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Two test files at a time even on two cores (vitest's default there is one): the whole suite
    // took 413 s with one worker and 295 s with two on this project's two-core machine.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // CI asks for a JSON report as well (VITEST_JSON=path) to print one summary line.
    reporters: process.env.VITEST_JSON ? ["default", "json"] : ["default"],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          testTimeout: 30_000,
        },
      },
    ],
  },
});

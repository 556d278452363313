import { defineConfig, devices } from "@playwright/test";
import { scaled, timeoutScale } from "./server/test/timeout-scale";

// Playwright drives the system Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH); it never
// downloads a browser. The app runs on its own port with fresh data for every run.
const port = Number(process.env.E2E_PORT ?? 5180);
const baseURL = `http://127.0.0.1:${port}`;

// Every limit is multiplied by TEST_TIMEOUT_SCALE, raised on its own on a loaded machine
// (server/test/timeout-scale.ts); the workers inherit the figure read here. The bases already
// allow a busy machine: 15 s for a page to show what a step waits for (a page "Loading", a button
// "Signing in..." under load), where Playwright's default is 5 s.
const scaleGiven = process.env.TEST_TIMEOUT_SCALE;
const scale = timeoutScale();
if (!scaleGiven && !process.env.TEST_WORKER_INDEX) {
  console.log(`playwright: time limits x${scale} (TEST_TIMEOUT_SCALE, from the load per core)`);
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // No retries: a journey that passes only the second time is a bug to fix (a race in the app or
  // in the journey), not to hide. Slowness is what the scaled limits are for.
  retries: 0,
  timeout: scaled(90_000),
  expect: { timeout: scaled(15_000) },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "off",
    actionTimeout: scaled(20_000),
    navigationTimeout: scaled(30_000),
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: /(exclusive|last)\//, use: { ...devices["Desktop Chrome"], channel: undefined } },
    // Journeys that change platform-wide settings (maintenance mode, commission rate) run alone,
    // after all the others, so that no other journey sees their temporary state.
    {
      name: "exclusive",
      testMatch: /exclusive\/.*\.spec\.ts/,
      dependencies: ["chromium"],
      fullyParallel: false,
      // One file at a time: fullyParallel only orders a file's own tests, and with two workers
      // admin-content.spec.ts once read the Terms page while platform-settings had maintenance on.
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Journeys with a real mail server saved in the settings and email verification turned on for
    // every new account: after the exclusive ones, one file at a time.
    {
      name: "last",
      testMatch: /last\/.*\.spec\.ts/,
      dependencies: ["exclusive"],
      fullyParallel: false,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // It builds the app first: on a loaded two-core machine that alone has taken over two minutes.
    timeout: scaled(300_000),
    env: { PORT: String(port) },
    stdout: "ignore",
    stderr: "pipe",
  },
});

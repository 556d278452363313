import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// findBy* and waitFor give up after 1 s by default: a lazily loaded chunk (the charts, a dialog)
// can take longer than that on a slow, busy CI machine. They still resolve as soon as the screen
// shows what they wait for, so a passing test is no slower. 10 s times the scale of every test
// limit (TEST_TIMEOUT_SCALE, set by vitest.config.ts from the load: server/test/timeout-scale.ts):
// the lazily loaded charts took over 10 s to appear at load 30 on two cores.
configure({ asyncUtilTimeout: 10_000 * (Number(process.env.TEST_TIMEOUT_SCALE) || 1) });

// Radix Switch measures its thumb; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Screens render in English in the first pass, every catalog loaded (client/src/i18n/test-init.ts).
import { initTestI18n } from "@/i18n/test-init";
await initTestI18n();

// Every request the screens send reaches the typed fake API (client/src/test/fake-api.ts); each test
// sets its own routes with fakeApi(), forgotten after the test.
import { afterAll, afterEach, beforeAll } from "vitest";
import { mswServer } from "./fake-api";
beforeAll(() => mswServer.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => mswServer.resetHandlers());
afterAll(() => mswServer.close());

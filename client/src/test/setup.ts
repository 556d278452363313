import "@testing-library/jest-dom/vitest";

// Radix Switch measures its thumb; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Screens render in English in the first pass, every catalog loaded (client/src/i18n/test-init.ts).
import { initTestI18n } from "@/i18n/test-init";
await initTestI18n();

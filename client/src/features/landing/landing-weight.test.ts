// docs/benchmarks.md: a first visit to "/" must not download zod or Radix Select (nor the player, which
// lives behind its own lazy route). The entry (app.tsx's static imports) and the landing page
// import nothing that loads them: these mocks throw if anything does. When this fails, look for a
// form or schema reached from the entry: the shell imports `@/features/auth` (useCurrentUser), so
// that index must not re-export form components, and shared/constants.ts must not import zod.
// `npm run bench:bundle` shows the cost per route.
import { describe, expect, it, vi } from "vitest";

vi.mock("zod", () => {
  throw new Error("zod was imported by the entry or the landing page");
});
vi.mock("@radix-ui/react-select", () => {
  throw new Error("Radix Select was imported by the entry or the landing page");
});

describe("the landing page's first visit", () => {
  // Generous timeout: importing the whole entry graph takes seconds on a busy 2-core machine.
  it("loads neither zod nor Radix Select, in the entry chunk or the landing chunk", { timeout: 30_000 }, async () => {
    await expect(import("@/app/app")).resolves.toBeDefined();
    await expect(import("@/features/landing/pages/landing-page")).resolves.toBeDefined();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, waitFor } from "@testing-library/react";
import { renderWithProviders } from "@/test/render";
import TopBarLayout from "./layouts/top-bar-layout";
import { fakeApi } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("sending a signed-out visitor to /auth", () => {
  it("keeps the checkout with its type and affiliate as the return address", async () => {
    fakeApi({ "GET /api/user": { status: 401, body: { message: "Not signed in" } } });
    const { location } = renderWithProviders(
      <TopBarLayout requireAuth>
        <p>checkout</p>
      </TopBarLayout>,
      { path: "/checkout/3?type=subscription&affiliate=GSM000002" },
    );
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(`/auth?next=${encodeURIComponent("/checkout/3?type=subscription&affiliate=GSM000002")}`),
    );
  });
});

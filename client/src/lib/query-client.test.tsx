import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient, resetUnauthorizedRedirect } from "./query-client";

vi.mock("./navigation", () => ({ hardNavigate: vi.fn() }));
const { hardNavigate } = await import("./navigation");

function stubFetch(status: number, body: unknown) {
  vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status })));
}

beforeEach(() => {
  vi.useFakeTimers();
  resetUnauthorizedRedirect();
  vi.mocked(hardNavigate).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("query client error handling", () => {
  it("shows 'Unauthorized' and goes to /api/login 500 ms after a 401 on any call but the current user", async () => {
    stubFetch(401, { message: "Not signed in" });
    render(<Toaster />);
    const client = createQueryClient();

    await act(async () => {
      await client.fetchQuery({ queryKey: ["/api/admin/users"] }).catch(() => undefined);
    });

    expect(screen.getByText("Unauthorized")).toBeInTheDocument();
    expect(screen.getByText("You are logged out. Logging in again...")).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(hardNavigate).toHaveBeenCalledWith("/api/login");
  });

  it("takes an admin who must set up a second factor to its screen", async () => {
    stubFetch(403, { code: "TWO_FACTOR_SETUP_REQUIRED", message: "Administrators must turn on two-factor sign-in before going on." });
    const client = createQueryClient();
    await act(async () => {
      await client.fetchQuery({ queryKey: ["/api/admin/users"] }).catch(() => undefined);
    });
    expect(hardNavigate).toHaveBeenCalledWith("/account/two-factor");
  });

  it("treats a 401 on the current-user query as 'nobody signed in'", async () => {
    stubFetch(401, { message: "Not signed in" });
    const client = createQueryClient();
    const { currentUserQueryOptions } = await import("@/features/auth");

    const user = await client.fetchQuery(currentUserQueryOptions);

    expect(user).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it("does not treat a refused sign-in as an expired session", async () => {
    stubFetch(401, { message: "Invalid username or password" });
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        const { apiRequest } = await import("./api-client");
        return apiRequest("POST", "/api/login", { username: "a", password: "b" });
      },
      meta: { handlesUnauthorized: true },
    });

    await mutation.execute(undefined).catch(() => undefined);
    act(() => vi.advanceTimersByTime(1000));

    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserSessionList } from "@shared/schemas/account";
import { renderWithProviders, stubServer } from "@/test/render";
import { SessionsCard } from "./sessions-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID_HERE = "a".repeat(22);
const ID_PHONE = "b".repeat(22);
const two: UserSessionList = {
  items: [
    {
      id: ID_HERE,
      browser: "Firefox 133",
      os: "Windows 10",
      ip: "203.0.113.1",
      createdAt: "2026-12-01T10:00:00.000Z",
      lastSeenAt: null,
      current: true,
    },
    {
      id: ID_PHONE,
      browser: "Mobile Safari 17",
      os: "iOS 17.5",
      ip: "198.51.100.2",
      createdAt: "2026-11-30T10:00:00.000Z",
      lastSeenAt: "2026-12-01T09:00:00.000Z",
      current: false,
    },
  ],
};

describe("SessionsCard", () => {
  it("lists the sessions, marks this browser, and signs another one out", async () => {
    let ended = false;
    const fetchMock = stubServer({
      "GET /api/user/sessions": () => ({ status: 200, body: ended ? { items: [two.items[0]] } : two }),
      [`DELETE /api/user/sessions/${ID_PHONE}`]: () => {
        ended = true;
        return { status: 200, body: {} };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionsCard />);
    expect(await screen.findByTestId(`session-${ID_HERE}`)).toHaveTextContent("This browser");
    expect(screen.getByTestId(`session-${ID_PHONE}`)).toHaveTextContent("Mobile Safari 17 · iOS 17.5");
    expect(screen.queryByTestId(`button-revoke-${ID_HERE}`)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign out Mobile Safari 17 · iOS 17.5" }));
    await waitFor(() => expect(screen.queryByTestId(`session-${ID_PHONE}`)).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/api/user/sessions/${ID_PHONE}`),
      expect.objectContaining({ method: "DELETE" }),
    );
  });

  it("shows the error state with Try again when the list cannot load", async () => {
    stubServer({ "GET /api/user/sessions": { status: 500, body: { code: "INTERNAL", message: "Boom" } } });
    renderWithProviders(<SessionsCard />);
    expect(await screen.findByTestId("error-sessions")).toBeInTheDocument();
  });
});

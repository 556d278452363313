import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserSessionList } from "@shared/schemas/account";
import { callsTo, fakeApi } from "@/test/fake-api";
import { makeUserSession } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { SessionsCard } from "./sessions-card";

afterEach(cleanup);

const ID_HERE = "a".repeat(22);
const ID_PHONE = "bbbbbbbbbbbbbbbbbbbbbb"; // a literal, so the DELETE route below keeps a literal key
const here = makeUserSession({ id: ID_HERE, current: true });
const phone = makeUserSession({
  id: ID_PHONE,
  browser: "Mobile Safari 17",
  os: "iOS 17.5",
  ip: "198.51.100.2",
  createdAt: "2026-11-30T10:00:00.000Z",
  lastSeenAt: "2026-12-01T09:00:00.000Z",
  current: false,
});

describe("SessionsCard", () => {
  it("lists the sessions, marks this browser, and signs another one out", async () => {
    let ended = false;
    const requests = fakeApi({
      "GET /api/user/sessions": () => ({ status: 200, body: { items: ended ? [here] : [here, phone] } satisfies UserSessionList }),
      [`DELETE /api/user/sessions/${ID_PHONE}`]: () => {
        ended = true;
        return { status: 204 }; // as the server answers: no body
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionsCard />);
    expect(await screen.findByTestId(`session-${ID_HERE}`)).toHaveTextContent("This browser");
    expect(screen.getByTestId(`session-${ID_PHONE}`)).toHaveTextContent("Mobile Safari 17 · iOS 17.5");
    expect(screen.queryByTestId(`button-revoke-${ID_HERE}`)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign out Mobile Safari 17 · iOS 17.5" }));
    await waitFor(() => expect(screen.queryByTestId(`session-${ID_PHONE}`)).toBeNull());
    expect(callsTo(requests, "DELETE", `/api/user/sessions/${ID_PHONE}`)).toHaveLength(1);
  });

  it("shows the error state with Try again when the list cannot load", async () => {
    fakeApi({ "GET /api/user/sessions": { status: 500, body: { code: "INTERNAL", message: "Boom" } } });
    renderWithProviders(<SessionsCard />);
    expect(await screen.findByTestId("error-sessions")).toBeInTheDocument();
  });
});

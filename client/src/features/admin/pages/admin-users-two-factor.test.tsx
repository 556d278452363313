import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi } from "@/test/fake-api";
import { makeUser } from "@/test/fixtures";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import AdminUsersPage from "./admin-users-page";

// An admin resets another account's two-factor sign-in (docs/product-rules.md §15).

beforeAll(() => polyfillPointerApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = makeUser("admin", { id: 1, username: "boss", twoFactorEnabled: true });
const person = (id: number, twoFactorEnabled: boolean) => makeUser("personal", { id, username: `user${id}`, twoFactorEnabled });
const counts = { total: 3, active: 3, entrepreneurs: 0, personal: 2 };

describe("AdminUsersPage two-factor reset", () => {
  it("offers the reset only for another account with a second factor, and sends it after confirming", async () => {
    const resets: string[] = [];
    let secured = true;
    fakeApi({
      "GET /api/user": { status: 200, body: me },
      "GET /api/admin/users": () => ({
        status: 200,
        body: { items: [me, person(2, secured), person(3, false)], total: 3, totalCapped: false, counts },
      }),
      "DELETE /api/admin/users/2/2fa": () => {
        resets.push("2");
        secured = false;
        return { status: 204 };
      },
    });
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    const button = await screen.findByTestId("button-reset-2fa-2");
    expect(button).toHaveAccessibleName("Reset two-factor sign-in of user2");
    expect(screen.queryByTestId("button-reset-2fa-1")).toBeNull();
    expect(screen.queryByTestId("button-reset-2fa-3")).toBeNull();
    await userEvent.click(button);
    expect(screen.getByTestId("dialog-confirm-delete")).toHaveTextContent("user2 will sign in with the password alone");
    await userEvent.click(screen.getByTestId("button-confirm-delete"));
    await waitFor(() => expect(resets).toEqual(["2"]));
    await waitFor(() => expect(screen.queryByTestId("button-reset-2fa-2")).toBeNull());
  });
});

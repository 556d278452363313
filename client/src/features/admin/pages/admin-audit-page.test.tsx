import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuditPage } from "@shared/schemas/audit";
import { fakeApi } from "@/test/fake-api";
import { makeAuditEntry } from "@/test/fixtures";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import AdminAuditPage from "./admin-audit-page";

beforeAll(polyfillPointerApis);
afterEach(cleanup);

describe("AdminAuditPage", () => {
  it("lists entries, pages on by cursor, filters by action and exports the same filter as CSV", async () => {
    const requests = fakeApi({
      "GET /api/admin/audit": {
        status: 200,
        body: { items: [makeAuditEntry({ id: 5, action: "auth.login.succeeded", actorName: "ada" })], nextCursor: "5" } satisfies AuditPage,
      },
      "GET /api/admin/audit?cursor=5": {
        status: 200,
        body: {
          items: [makeAuditEntry({ id: 3, action: "auth.login.failed", actorId: null, actorName: null })],
          nextCursor: null,
        } satisfies AuditPage,
      },
      "GET /api/admin/audit?action=auth.signup": {
        status: 200,
        body: { items: [makeAuditEntry({ id: 8, action: "auth.signup", actorName: "bob" })], nextCursor: null } satisfies AuditPage,
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminAuditPage />, { path: "/admin/audit" });
    expect(await screen.findByTestId("audit-entry-5")).toHaveTextContent("auth.login.succeeded");
    expect(screen.getByTestId("audit-entry-5")).toHaveTextContent("by ada");
    expect(screen.getByTestId("audit-entry-5")).toHaveTextContent("203.0.113.5");
    expect(screen.getByTestId("button-audit-previous")).toBeDisabled();

    await user.click(screen.getByTestId("button-audit-next"));
    expect(await screen.findByTestId("audit-entry-3")).toHaveTextContent("by nobody signed in");
    expect(screen.getByTestId("button-audit-next")).toBeDisabled();

    await user.click(screen.getByTestId("select-audit-action"));
    await user.click(await screen.findByTestId("option-audit-action-auth.signup"));
    expect(await screen.findByTestId("audit-entry-8")).toHaveTextContent("by bob");
    expect(screen.getByTestId("link-export-audit")).toHaveAttribute("href", "/api/admin/audit.csv?action=auth.signup");
    await waitFor(() =>
      expect(requests.mock.calls.map(([path]) => path)).toEqual([
        "/api/admin/audit",
        "/api/admin/audit?cursor=5",
        "/api/admin/audit?action=auth.signup",
      ]),
    );
  });

  it("says when no entry matches, and offers Try again when the log cannot load", async () => {
    fakeApi({ "GET /api/admin/audit": { status: 200, body: { items: [], nextCursor: null } satisfies AuditPage } });
    renderWithProviders(<AdminAuditPage />, { path: "/admin/audit" });
    expect(await screen.findByTestId("empty-audit")).toHaveTextContent("No entries");
    cleanup();
    fakeApi({ "GET /api/admin/audit": { status: 500, body: { code: "INTERNAL", message: "Boom" } } });
    renderWithProviders(<AdminAuditPage />, { path: "/admin/audit" });
    expect(await screen.findByTestId("audit-error")).toBeInTheDocument();
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuditPage } from "@shared/schemas/audit";
import { polyfillPointerApis, renderWithProviders, stubServer } from "@/test/render";
import AdminAuditPage from "./admin-audit-page";

beforeAll(polyfillPointerApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: number, action: string, actorName: string | null): AuditPage["items"][number] => ({
  id,
  at: "2026-12-01T10:00:00.000Z",
  actorId: actorName ? 7 : null,
  actorName,
  action,
  targetType: "user",
  targetId: "9",
  ip: "203.0.113.5",
  requestId: `req-${id}`,
  details: { reason: "password" },
});

describe("AdminAuditPage", () => {
  it("lists entries, pages on by cursor, filters by action and exports the same filter as CSV", async () => {
    const fetchMock = stubServer({
      "GET /api/admin/audit": { status: 200, body: { items: [entry(5, "auth.login.succeeded", "ada")], nextCursor: "5" } },
      "GET /api/admin/audit?cursor=5": { status: 200, body: { items: [entry(3, "auth.login.failed", null)], nextCursor: null } },
      "GET /api/admin/audit?action=auth.signup": { status: 200, body: { items: [entry(8, "auth.signup", "bob")], nextCursor: null } },
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
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });

  it("says when no entry matches, and offers Try again when the log cannot load", async () => {
    stubServer({ "GET /api/admin/audit": { status: 200, body: { items: [], nextCursor: null } } });
    renderWithProviders(<AdminAuditPage />, { path: "/admin/audit" });
    expect(await screen.findByTestId("empty-audit")).toHaveTextContent("No entries");
    cleanup();
    stubServer({ "GET /api/admin/audit": { status: 500, body: { code: "INTERNAL", message: "Boom" } } });
    renderWithProviders(<AdminAuditPage />, { path: "/admin/audit" });
    expect(await screen.findByTestId("audit-error")).toBeInTheDocument();
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminEmailsResponse } from "@shared/schemas/email";
import { polyfillPointerApis, renderWithProviders, stubServer } from "@/test/render";
import AdminEmailsPage from "./admin-emails-page";

beforeAll(polyfillPointerApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const emails: AdminEmailsResponse = {
  page: 1,
  pageSize: 25,
  total: 2,
  emails: [
    {
      id: 2,
      recipient: "ada@example.test",
      subject: "GSM Academy: reset your password",
      template: "password_reset",
      status: "failed",
      attempts: 5,
      lastError: "451 Mailbox busy",
      createdAt: "2026-11-20T10:00:00.000Z",
      sentAt: null,
    },
    {
      id: 1,
      recipient: "bob@example.test",
      subject: "GSM Academy: receipt for Options 101",
      template: "purchase_receipt",
      status: "not_sent_no_server",
      attempts: 1,
      lastError: "No mail server is configured",
      createdAt: "2026-11-19T10:00:00.000Z",
      sentAt: null,
    },
  ],
};

describe("AdminEmailsPage", () => {
  it("lists recipient, subject, template, status, attempts and error, with Retry for a failed email", async () => {
    const fetchMock = stubServer({
      "GET /api/admin/emails?page=1": { status: 200, body: emails },
      "GET /api/admin/jobs/failures": {
        status: 200,
        body: [{ id: "j1", name: "maintenance.sweeps", error: "disk full", attempts: 4, failedAt: "2026-11-20T10:00:00.000Z" }],
      },
      "POST /api/admin/emails/2/retry": { status: 200, body: { id: 2, status: "queued" } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminEmailsPage />, { path: "/admin/emails" });
    expect(await screen.findByTestId("email-subject-2")).toHaveTextContent("reset your password");
    expect(screen.getByTestId("email-2")).toHaveTextContent("To ada@example.test · Password reset");
    expect(screen.getByTestId("email-2")).toHaveTextContent("5 attempts");
    expect(screen.getByTestId("email-status-2")).toHaveTextContent("Failed");
    expect(screen.getByTestId("email-error-2")).toHaveTextContent("451 Mailbox busy");
    expect(screen.getByTestId("email-status-1")).toHaveTextContent("Not sent: no mail server");
    expect(screen.queryByTestId("button-retry-1")).toBeNull();
    expect(await screen.findByTestId("list-job-failures")).toHaveTextContent("Cleanup sweeps");
    expect(screen.getByTestId("list-job-failures")).toHaveTextContent("disk full");
    await user.click(screen.getByTestId("button-retry-2"));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/admin/emails/2/retry" && init?.method === "POST")).toBe(true),
    );
  });
});

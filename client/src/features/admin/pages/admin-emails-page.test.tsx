import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminEmailsResponse } from "@shared/schemas/email";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import AdminEmailsPage from "./admin-emails-page";
import { fakeApi } from "@/test/fake-api";

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
    const fetchMock = fakeApi({
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

describe("AdminEmailsPage names", () => {
  const email = (id: number, template: string) => ({
    ...emails.emails[1]!,
    id,
    template,
    subject: `Subject ${id}`,
    recipient: `r${id}@example.test`,
  });
  const failure = (id: string, name: string) => ({ id, name, error: `error ${id}`, attempts: 3, failedAt: "2026-11-20T10:00:00.000Z" });
  const serve = () =>
    fakeApi({
      "GET /api/admin/emails?page=1": {
        status: 200,
        body: { ...emails, total: 3, emails: [email(3, "chapter_unlocked"), email(4, "constructor"), email(5, "welcome_back")] },
      },
      "GET /api/admin/jobs/failures": {
        status: 200,
        body: [
          failure("j1", "content.video-transcode"),
          failure("j2", "content.chapter-unlocks"),
          failure("j3", "toString"),
          failure("j4", "reports.weekly"),
        ],
      },
    });

  it("labels the chapter-unlocked email and the content jobs, and shows an unknown name as it is", async () => {
    serve();
    renderWithProviders(<AdminEmailsPage />, { path: "/admin/emails" });
    expect(await screen.findByTestId("email-3")).toHaveTextContent("To r3@example.test · Chapters unlocked");
    expect(screen.getByTestId("email-4")).toHaveTextContent("To r4@example.test · constructor");
    expect(screen.getByTestId("email-5")).toHaveTextContent("To r5@example.test · welcome_back");
    const jobs = await screen.findByTestId("list-job-failures");
    expect(jobs).toHaveTextContent("Video transcoding");
    expect(jobs).toHaveTextContent("Chapter unlock emails");
    expect(jobs).toHaveTextContent("toString");
    expect(jobs).toHaveTextContent("reports.weekly");
    expect(jobs).not.toHaveTextContent("content.");
  });

  it("labels them in German too, with no key missing", async () => {
    await strictLocale("de");
    try {
      serve();
      renderWithProviders(<AdminEmailsPage />, { path: "/admin/emails" });
      expect(await screen.findByTestId("email-3")).toHaveTextContent("Kapitel freigeschaltet");
      const jobs = await screen.findByTestId("list-job-failures");
      expect(jobs).toHaveTextContent("Video-Transkodierung");
      expect(jobs).toHaveTextContent("E-Mails zu freigeschalteten Kapiteln");
      expect(missingKeys()).toEqual([]);
    } finally {
      resetLocale();
    }
  });
});

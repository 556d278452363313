import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DataExport, DataExportState } from "@shared/schemas/data-export";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { callsTo, fakeApi, failsOnce } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render";
import { DataExportCard } from "./data-export-card";

const none: DataExportState = { latest: null, nextRequestAt: null };
const pending: DataExport = {
  id: 7,
  status: "pending",
  createdAt: "2030-03-01T10:00:00.000Z",
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadPath: null,
};
const ready: DataExport = {
  ...pending,
  status: "ready",
  readyAt: "2030-03-01T10:01:00.000Z",
  expiresAt: "2030-03-02T10:01:00.000Z",
  sizeBytes: 2048,
  downloadPath: "/api/user/exports/7",
};
const NEXT = "2030-03-02T10:00:00.000Z";

const posts = (requests: ReturnType<typeof fakeApi>) => callsTo(requests, "POST", "/api/user/export");

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await resetLocale();
});

describe("DataExportCard", () => {
  it("shows a loading state, then that nothing was asked yet, and asks for the data", async () => {
    let state = none;
    const requests = fakeApi({
      "GET /api/user/export": () => ({ status: 200, body: state }),
      "POST /api/user/export": () => {
        state = { latest: pending, nextRequestAt: NEXT };
        return { status: 202, body: pending };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DataExportCard />);
    expect(screen.getByTestId("skeleton-data-export")).toBeInTheDocument();

    expect(await screen.findByText("You have not asked for a copy of your data yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Request my data" }));

    expect(await screen.findByTestId("text-data-export-pending")).toHaveTextContent(/Preparing your archive/);
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0][1].body).toBe("{}");
    expect(screen.queryByRole("button", { name: "Request my data" })).not.toBeInTheDocument();
  });

  it("offers the download of a ready archive with its expiry, and says when another can be asked for", async () => {
    fakeApi({ "GET /api/user/export": { status: 200, body: { latest: ready, nextRequestAt: NEXT } } });
    renderWithProviders(<DataExportCard />);

    const link = await screen.findByRole("link", { name: "Download (zip)" });
    expect(link).toHaveAttribute("href", "/api/user/exports/7");
    expect(link).toHaveAttribute("download");
    expect(screen.getByTestId("data-export-ready")).toHaveTextContent(/You can download it until .*2030/);
    expect(screen.getByRole("button", { name: "Request my data" })).toBeDisabled();
    expect(screen.getByTestId("text-data-export-next")).toHaveTextContent(/You can ask again from .*2030/);
  });

  it("says an archive expired, or could not be made, and lets the owner ask again", async () => {
    fakeApi({
      "GET /api/user/export": { status: 200, body: { latest: { ...ready, status: "expired", downloadPath: null }, nextRequestAt: null } },
    });
    renderWithProviders(<DataExportCard />);
    expect(await screen.findByTestId("text-data-export-expired")).toHaveTextContent(/expired on .*2030.*and was deleted/);
    expect(screen.queryByRole("link", { name: "Download (zip)" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request my data" })).toBeEnabled();
    cleanup();

    fakeApi({ "GET /api/user/export": { status: 200, body: { latest: { ...pending, status: "failed" }, nextRequestAt: null } } });
    renderWithProviders(<DataExportCard />);
    expect(await screen.findByTestId("text-data-export-failed")).toHaveTextContent("We could not prepare your archive. Please ask again.");
    expect(screen.getByRole("button", { name: "Request my data" })).toBeEnabled();
  });

  it("shows the server's refusal of a request", async () => {
    fakeApi({
      "GET /api/user/export": { status: 200, body: none },
      "POST /api/user/export": {
        status: 429,
        body: { code: "EXPORT_RATE_LIMITED", message: "You can ask for your data once every 24 hours." },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DataExportCard />);
    await user.click(await screen.findByRole("button", { name: "Request my data" }));
    expect(await screen.findByText("Could not request your data")).toBeInTheDocument();
    expect(screen.getByText("You can ask for your data once every 24 hours.")).toBeInTheDocument();
  });

  it("shows an error state with Try again when the state cannot be loaded", async () => {
    fakeApi({ "GET /api/user/export": failsOnce({ status: 200, body: none }) });
    const user = userEvent.setup();
    renderWithProviders(<DataExportCard />);
    const error = await screen.findByTestId("error-data-export");
    expect(within(error).getByText("Could not load your data export")).toBeInTheDocument();
    await user.click(within(error).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByTestId("text-data-export-none")).toBeInTheDocument());
  });

  it.each(["es", "fr", "de", "zh"])("reads in %s with no key missing", async (locale) => {
    await strictLocale(locale);
    fakeApi({ "GET /api/user/export": { status: 200, body: { latest: ready, nextRequestAt: NEXT } } });
    renderWithProviders(<DataExportCard />);
    await screen.findByTestId("link-download-data-export");
    expect(screen.queryByText("Download my data")).not.toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });
});

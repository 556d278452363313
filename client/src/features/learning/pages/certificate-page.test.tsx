import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { Route } from "wouter";
import { renderWithProviders } from "@/test/render";
import CertificatePage from "./certificate-page";
import { fakeApi } from "@/test/fake-api";

function renderAt(path: string) {
  return renderWithProviders(<Route path="/certificate/:courseId/:userId" component={CertificatePage} />, { path });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CertificatePage", () => {
  it("says the certificate is not valid when the API answers 404", async () => {
    fakeApi({ "GET /api/certificates/999/999": { status: 404, body: { message: "Certificate not found" } } });
    renderAt("/certificate/999/999");

    expect(await screen.findByTestId("text-certificate-invalid")).toHaveTextContent("This certificate is not valid");
    expect(screen.getByTestId("text-certificate-invalid")).toHaveTextContent("GSM-999-999");
    expect(screen.queryByTestId("badge-certificate-verified")).toBeNull();
    // A 404 is an answer here, not an error to toast about.
    expect(screen.queryByText("Certificate not found")).toBeNull();
  });

  it("shows the verified certificate with its PDF download", async () => {
    fakeApi({
      "GET /api/certificates/7/3": {
        status: 200,
        body: {
          certificateId: "GSM-7-3",
          studentName: "Jordan Lee",
          courseTitle: "Starting Your Online Business",
          completionDate: "2025-03-01T12:00:00.000Z",
        },
      },
    });
    renderAt("/certificate/7/3");

    expect(await screen.findByTestId("text-certificate-student")).toHaveTextContent("Jordan Lee");
    expect(screen.getByTestId("text-certificate-course")).toHaveTextContent("Starting Your Online Business");
    expect(screen.getByTestId("text-certificate-id")).toHaveTextContent("GSM-7-3");
    expect(screen.getByTestId("text-certificate-date")).toHaveTextContent("Mar 1, 2025");
    expect(screen.getByTestId("badge-certificate-verified")).toHaveTextContent("Verified");
    const download = screen.getByTestId("button-download-certificate");
    expect(download).toHaveAttribute("href", "/api/certificates/7/3/pdf");
    expect(download).toHaveAttribute("download");
  });

  it("treats a malformed link as not valid without asking the server", async () => {
    const fetchMock = fakeApi({});
    renderAt("/certificate/abc/3");

    expect(await screen.findByTestId("text-certificate-invalid")).toHaveTextContent("This certificate is not valid");
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/certificates"))).toBe(false);
  });
});

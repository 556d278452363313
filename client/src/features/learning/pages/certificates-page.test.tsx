import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/render";
import CertificatesPage from "./certificates-page";
import { fakeApi, failsOnce, type FakeRoutes } from "@/test/fake-api";
import { makeEnrollment, makeUser } from "@/test/fixtures";

const learner = makeUser("personal", { id: 3, username: "jlee", firstName: "Jordan", lastName: "Lee" });

const certificate = (courseId: number) => ({
  certificateId: `GSM-${courseId}-3`,
  courseId,
  courseTitle: `Course ${courseId}`,
  studentName: "Jordan Lee",
  completionDate: "2025-03-01T12:00:00.000Z",
});

const enrollment = (courseId: number, progress: number) => makeEnrollment(courseId, progress, { id: courseId });

function certificatesServer(certificates = [certificate(1), certificate(2)], extra: FakeRoutes = {}) {
  return fakeApi({
    "GET /api/user": { status: 200, body: learner },
    "GET /api/personal/certificates": { status: 200, body: certificates },
    "GET /api/personal/enrollments": { status: 200, body: [enrollment(1, 100), enrollment(2, 100), enrollment(4, 50)] },
    ...extra,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CertificatesPage", () => {
  it("lists certificates with a PDF download and the public link, highlighting ?course", async () => {
    certificatesServer();
    renderWithProviders(<CertificatesPage />, { path: "/personal/certificates?course=2" });

    const card = await screen.findByTestId("certificate-2");
    expect(card).toHaveAttribute("data-highlighted", "true");
    expect(screen.getByTestId("certificate-1")).not.toHaveAttribute("data-highlighted");
    expect(within(card).getByTestId("text-certificate-id-2")).toHaveTextContent("GSM-2-3");
    expect(within(card).getByTestId("text-certificate-student-2")).toHaveTextContent("Jordan Lee");
    const download = within(card).getByTestId("button-download-certificate-2");
    expect(download).toHaveAttribute("href", "/api/certificates/2/3/pdf");
    expect(download).toHaveAttribute("download");
    expect(within(card).getByTestId("link-public-certificate-2")).toHaveAttribute("href", "/certificate/2/3");

    // The figures wait for the enrollments too.
    expect(await screen.findByTestId("stat-certificates-earned")).toHaveTextContent("2");
    expect(screen.getByTestId("stat-certificates-in-progress")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-certificates-enrolled")).toHaveTextContent("3");
    expect(screen.getByTestId("card-certificate-info")).toBeInTheDocument();
  });

  it("says it could not load the figures when the enrollments fail, and shows them on Try again", async () => {
    certificatesServer(undefined, {
      "GET /api/personal/enrollments": failsOnce({ status: 200, body: [enrollment(1, 100), enrollment(2, 100), enrollment(4, 50)] }),
    });
    renderWithProviders(<CertificatesPage />, { path: "/personal/certificates" });

    expect(await screen.findByTestId("error-certificate-figures-title")).toHaveTextContent("Could not load your figures");
    expect(await screen.findByTestId("certificate-2")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("error-certificate-figures-retry"));
    expect(await screen.findByTestId("stat-certificates-enrolled")).toHaveTextContent("3");
  });

  it("copies the public link when the browser cannot share", async () => {
    certificatesServer();
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(<CertificatesPage />, { path: "/personal/certificates" });

    await user.click(await screen.findByTestId("button-share-certificate-1"));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/certificate/1/3`);
    expect(await screen.findByText("Certificate link copied to clipboard!")).toBeInTheDocument();
  });

  it("shows the empty state and no information card without certificates", async () => {
    certificatesServer([]);
    renderWithProviders(<CertificatesPage />, { path: "/personal/certificates" });

    expect(await screen.findByTestId("empty-certificates")).toHaveTextContent("No certificates yet");
    expect(screen.queryByTestId("card-certificate-info")).toBeNull();
  });
});

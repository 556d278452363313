import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PASSWORD_CHANGED } from "@shared/schemas/account";
import { EMAIL_READ_ONLY } from "@shared/schemas/profile";
import { renderWithProviders } from "@/test/render";
import ProfilePage from "./profile-page";
import { fakeApi, type FakeRoutes } from "@/test/fake-api";
import { makeEnrollment, makeUser } from "@/test/fixtures";

const learner = makeUser("personal", {
  id: 3,
  username: "learner",
  email: "learner@example.test",
  firstName: "Jordan",
  lastName: "Lee",
  createdAt: "2025-01-05T10:00:00.000Z",
  bio: "Evening learner",
  location: "Portland, OR",
});

function serverWith(extra: FakeRoutes = {}) {
  return fakeApi({
    "GET /api/user": { status: 200, body: learner },
    "GET /api/user/settings": { status: 404, body: { message: "Not found" } },
    "GET /api/personal/enrollments": { status: 200, body: [makeEnrollment(1, 0), makeEnrollment(2, 0), makeEnrollment(3, 0)] },
    "GET /api/personal/certificates": { status: 200, body: [{ certificateId: "GSM-1-3" }] },
    ...extra,
  });
}

function patchBodies(fetchMock: ReturnType<typeof fakeApi>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === "/api/user/profile" && init?.method === "PATCH")
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ProfilePage", () => {
  it("shows the overview with the real course and certificate counts and a read-only email", async () => {
    serverWith();
    renderWithProviders(<ProfilePage />, { path: "/personal/profile" });

    expect(await screen.findByTestId("text-profile-name")).toHaveTextContent("Jordan Lee");
    expect(screen.getByTestId("text-profile-initials")).toHaveTextContent("JL");
    expect(screen.getByTestId("text-profile-location")).toHaveTextContent("Portland, OR");
    await waitFor(() => expect(screen.getByTestId("badge-courses-enrolled")).toHaveTextContent("3 Courses Enrolled"));
    await waitFor(() => expect(screen.getByTestId("badge-certificates")).toHaveTextContent("1 Certificate"));

    const email = screen.getByTestId("input-profile-email");
    expect(email).toHaveValue("learner@example.test");
    expect(email).toHaveAttribute("readonly");
    expect(screen.getByText(EMAIL_READ_ONLY)).toBeVisible();
    expect(screen.getByTestId("input-profile-website")).toHaveAttribute("type", "url");
  });

  it("saves the profile without the email and shows Profile updated", async () => {
    const fetchMock = serverWith({
      "PATCH /api/user/profile": ({ body }) => ({ status: 200, body: { ...learner, ...JSON.parse(body) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { path: "/personal/profile" });

    const location = await screen.findByTestId("input-profile-location");
    await user.clear(location);
    await user.type(location, "Lisbon, Portugal");
    await user.type(screen.getByTestId("input-profile-website"), "https://jordan.example");
    await user.click(screen.getByTestId("button-save-profile"));

    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Profile updated");
    const [body] = patchBodies(fetchMock);
    expect(body).toMatchObject({ firstName: "Jordan", location: "Lisbon, Portugal", website: "https://jordan.example" });
    expect(body).not.toHaveProperty("email");
    await waitFor(() => expect(screen.getByTestId("text-profile-location")).toHaveTextContent("Lisbon, Portugal"));
  });

  it("shows the server's field error for an invalid website", async () => {
    serverWith({
      "PATCH /api/user/profile": {
        status: 400,
        body: { message: "Invalid input: website: Website must be reachable", errors: { website: "Website must be reachable" } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { path: "/personal/profile" });

    await user.type(await screen.findByTestId("input-profile-website"), "https://unreachable.example");
    await user.click(screen.getByTestId("button-save-profile"));

    expect(await screen.findByTestId("error-profile-website")).toHaveTextContent("Website must be reachable");
    expect(screen.getByTestId("input-profile-website")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("toast-title")).toHaveTextContent("Update failed");
    expect(screen.getByTestId("toast-description")).toHaveTextContent("Website must be reachable");
  });

  it("checks the website with the shared schema before sending, and Reset brings back the saved values", async () => {
    const fetchMock = serverWith();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { path: "/personal/profile" });

    const website = await screen.findByTestId("input-profile-website");
    await user.type(website, "not a url");
    await user.click(screen.getByTestId("button-save-profile"));
    expect(await screen.findByTestId("error-profile-website")).toHaveTextContent("Must be a valid URL");
    expect(patchBodies(fetchMock)).toHaveLength(0);

    await user.click(screen.getByTestId("button-reset-profile"));
    expect(website).toHaveValue("");
    expect(screen.queryByTestId("error-profile-website")).not.toBeInTheDocument();
    expect(screen.getByTestId("input-profile-location")).toHaveValue("Portland, OR");
  });

  it("has the Change password form, which changes the signed-in learner's password", async () => {
    const fetchMock = serverWith({ "POST /api/user/password": { status: 200, body: { message: PASSWORD_CHANGED } } });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { path: "/personal/profile" });

    const card = await screen.findByTestId("card-change-password");
    expect(within(card).getByRole("heading", { name: "Change password" })).toBeInTheDocument();
    await user.type(within(card).getByLabelText("Current password"), "old-password");
    await user.type(within(card).getByLabelText("New password"), "next-password");
    await user.click(within(card).getByRole("button", { name: "Change password" }));
    expect(await within(card).findByTestId("text-password-changed")).toHaveTextContent(
      "Password changed. Your other devices were signed out.",
    );
    const call = fetchMock.mock.calls.find(([url, init]) => url === "/api/user/password" && init?.method === "POST")!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ currentPassword: "old-password", newPassword: "next-password" });
  });

  it("shows the server's reason when the avatar upload is refused", async () => {
    serverWith({
      "POST /api/user/avatar": { status: 415, body: { message: "Unsupported file type. Allowed: PNG, JPG, GIF, WebP" } },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ProfilePage />, { path: "/personal/profile" });

    const file = new File(["not an image"], "notes.txt", { type: "text/plain" });
    await user.upload(await screen.findByTestId("input-avatar-file"), file);

    expect(await screen.findByTestId("toast-title")).toHaveTextContent("Upload failed");
    expect(screen.getByTestId("toast-description")).toHaveTextContent("Unsupported file type. Allowed: PNG, JPG, GIF, WebP");
  });
});

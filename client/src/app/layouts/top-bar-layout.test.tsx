import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { makeUser } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import NotFoundPage from "../pages/not-found-page";
import TopBarLayout from "./top-bar-layout";
import { fakeApi } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COURSE_LINKS = [
  { label: "Back to Dashboard", href: "/", testId: "link-back-dashboard" },
  { label: "Browse Courses", href: "/browse-courses", testId: "link-browse-courses" },
] as const;

describe("TopBarLayout on a course page", () => {
  it("shows a signed-out visitor Sign In (back to this course), not Back to Dashboard or Logout", async () => {
    fakeApi({ "GET /api/user": { status: 401, body: { message: "Not signed in" } } });
    renderWithProviders(
      <TopBarLayout links={COURSE_LINKS}>
        <p>course</p>
      </TopBarLayout>,
      { path: "/course/4" },
    );
    expect(await screen.findByTestId("link-sign-in")).toHaveAttribute("href", "/auth?next=%2Fcourse%2F4");
    expect(screen.queryByTestId("link-back-dashboard")).toBeNull();
    expect(screen.queryByTestId("button-logout")).toBeNull();
    expect(screen.getByTestId("link-browse-courses")).toBeInTheDocument();
  });

  it("shows a signed-in learner Back to Dashboard and Logout, named even when only its icon shows", async () => {
    fakeApi({ "GET /api/user": { status: 200, body: makeUser("personal") } });
    renderWithProviders(
      <TopBarLayout links={COURSE_LINKS}>
        <p>course</p>
      </TopBarLayout>,
      { path: "/course/4" },
    );
    expect(await screen.findByTestId("link-back-dashboard")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByTestId("link-sign-in")).toBeNull();
  });
});

describe("NotFoundPage", () => {
  it("says 404 Page Not Found without a developer hint", () => {
    renderWithProviders(<NotFoundPage />, { path: "/nowhere" });
    expect(screen.getByTestId("text-not-found")).toHaveTextContent("404 Page Not Found");
    expect(document.body).not.toHaveTextContent(/router/i);
  });
});

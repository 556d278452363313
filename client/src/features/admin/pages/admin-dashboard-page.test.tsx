import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeCourse, makeUser } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import AdminDashboardPage from "./admin-dashboard-page";
import { fakeApi, failsOnce } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AdminDashboardPage's recent courses", () => {
  it("shows a failed load as an error with Try again, not as 'no courses', and the courses once they load", async () => {
    let failing = true;
    fakeApi({
      "GET /api/user": { status: 200, body: makeUser("admin") },
      "GET /api/admin/dashboard": {
        status: 200,
        body: { students: 3, activeCourses: 1, totalCourses: 1, completions: 0, revenue: "0.00" },
      },
      "GET /api/admin/courses": () =>
        failing
          ? { status: 500, body: { code: "INTERNAL", message: "Something went wrong. Please try again." } }
          : { status: 200, body: { items: [makeCourse({ id: 1, title: "Growth Marketing" })], total: 1 } },
    });
    renderWithProviders(<AdminDashboardPage />, { path: "/admin" });

    expect(await screen.findByTestId("error-admin-courses")).toHaveTextContent("Could not load the courses");
    expect(screen.queryByTestId("empty-admin-courses")).toBeNull();

    failing = false;
    await userEvent.click(screen.getByTestId("error-admin-courses-retry"));
    expect(await screen.findByTestId("list-admin-courses")).toHaveTextContent("Growth Marketing");
  });

  it("still says there are no courses when the list is empty", async () => {
    fakeApi({
      "GET /api/user": { status: 200, body: makeUser("admin") },
      "GET /api/admin/dashboard": {
        status: 200,
        body: { students: 0, activeCourses: 0, totalCourses: 0, completions: 0, revenue: "0.00" },
      },
      "GET /api/admin/courses": { status: 200, body: { items: [], total: 0 } },
    });
    renderWithProviders(<AdminDashboardPage />, { path: "/admin" });
    expect(await screen.findByTestId("empty-admin-courses")).toBeInTheDocument();
  });
});

describe("AdminDashboardPage's figures", () => {
  it("says it could not load the figures and shows them on Try again", async () => {
    fakeApi({
      "GET /api/user": { status: 200, body: makeUser("admin") },
      "GET /api/admin/dashboard": failsOnce({
        status: 200,
        body: { students: 3, activeCourses: 1, totalCourses: 2, completions: 0, revenue: "12.50" },
      }),
      "GET /api/admin/courses": { status: 200, body: { items: [], total: 0 } },
    });
    renderWithProviders(<AdminDashboardPage />, { path: "/admin" });

    expect(await screen.findByTestId("error-admin-stats-title")).toHaveTextContent("Could not load the figures");
    await userEvent.click(screen.getByTestId("error-admin-stats-retry"));
    expect(await screen.findByTestId("stat-students")).toHaveTextContent("3");
    expect(screen.getByTestId("stat-revenue")).toHaveTextContent("$12.50");
    expect(screen.getByTestId("stat-active-courses-hint")).toHaveTextContent("2");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { makeUser } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import AdminLayout from "./admin-layout";
import PersonalLayout from "./personal-layout";
import { fakeApi } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a sidebar layout", () => {
  it("shows its role's items and the page to its own role", async () => {
    fakeApi({ "GET /api/user": { status: 200, body: makeUser("personal") } });
    renderWithProviders(
      <PersonalLayout>
        <p>my courses</p>
      </PersonalLayout>,
      { path: "/personal/courses" },
    );
    expect(await screen.findByText("my courses")).toBeInTheDocument();
    expect(screen.getByTestId("nav-my-courses")).toHaveAttribute("href", "/personal/courses");
    expect(screen.queryByTestId("nav-user-management")).toBeNull();
  });

  it("tells a user of another role the page is not theirs, and shows nothing of it", async () => {
    fakeApi({ "GET /api/user": { status: 200, body: makeUser("personal") } });
    renderWithProviders(
      <AdminLayout>
        <p>admin figures</p>
      </AdminLayout>,
      { path: "/admin" },
    );
    expect(await screen.findByTestId("text-access-denied")).toHaveTextContent("This page is not available for your account");
    expect(screen.getByText("It is only available to Admin accounts.")).toBeInTheDocument();
    expect(screen.getByTestId("link-go-dashboard")).toHaveAttribute("href", "/");
    expect(screen.queryByText("admin figures")).toBeNull();
  });
});

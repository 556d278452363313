import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import type { PublicProfile } from "@shared/schemas/public-profile";
import { failsOnce, fakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render";
import PublicProfilePage from "./public-profile-page";

function renderAt(path: string) {
  return renderWithProviders(<Route path="/u/:username" component={PublicProfilePage} />, { path });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile: PublicProfile = {
  username: "ada",
  firstName: "Ada",
  lastName: "Lovelace",
  profileImageUrl: null,
  bio: "Learning to budget",
  location: "London",
  website: "https://ada.example",
  linkedIn: null,
  twitter: null,
  memberSince: "2025-01-15T00:00:00.000Z",
  visibility: "public",
  isOwner: false,
  certificates: [{ courseId: 7, courseTitle: "Budgeting 101", completedAt: "2025-03-01T12:00:00.000Z", verifyUrl: "/certificate/7/3" }],
  coursesInProgress: [{ courseId: 9, courseTitle: "Investing basics", progress: 40 }],
};

describe("PublicProfilePage", () => {
  it("shows a loading state, then the name, bio, links, certificates with their verification link and courses in progress", async () => {
    fakeApi({ "GET /api/profiles/ada": { status: 200, body: profile } });
    renderAt("/u/ada");

    expect(screen.getByTestId("skeleton-public-profile")).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByTestId("text-profile-name")).toHaveTextContent("Ada Lovelace");
    expect(screen.getByTestId("text-profile-bio")).toHaveTextContent("Learning to budget");
    expect(screen.getByTestId("text-profile-location")).toHaveTextContent("London");
    expect(screen.getByTestId("link-profile-website")).toHaveAttribute("href", "https://ada.example");
    expect(screen.queryByTestId("link-profile-linkedin")).toBeNull();
    const certificate = screen.getByTestId("row-profile-certificate-7");
    expect(certificate).toHaveTextContent("Budgeting 101");
    expect(within(certificate).getByTestId("link-verify-certificate-7")).toHaveAttribute("href", "/certificate/7/3");
    expect(screen.getByTestId("row-profile-course-9")).toHaveTextContent("Investing basics");
    expect(screen.getByTestId("row-profile-course-9")).toHaveTextContent("40%");
    expect(screen.queryByTestId("text-profile-owner-note")).toBeNull();
  });

  it("shows no certificate or progress section when the owner hides them", async () => {
    fakeApi({ "GET /api/profiles/ada": { status: 200, body: { ...profile, certificates: null, coursesInProgress: null } } });
    renderAt("/u/ada");
    expect(await screen.findByTestId("text-profile-name")).toBeInTheDocument();
    expect(screen.queryByTestId("card-profile-certificates")).toBeNull();
    expect(screen.queryByTestId("card-profile-progress")).toBeNull();
  });

  it("tells the owner of a private profile that only they can see it", async () => {
    fakeApi({ "GET /api/profiles/ada": { status: 200, body: { ...profile, visibility: "private", isOwner: true, certificates: [] } } });
    renderAt("/u/ada");
    expect(await screen.findByTestId("text-profile-owner-note")).toHaveTextContent("only you can see this");
    expect(screen.getByTestId("text-profile-no-certificates")).toHaveTextContent("No certificates yet.");
  });

  it("asks an anonymous reader to sign in for a members-only profile (401), without leaving the page", async () => {
    fakeApi({ "GET /api/profiles/ada": { status: 401, body: { code: "NOT_SIGNED_IN", message: "Sign in to see this profile." } } });
    const { location } = renderAt("/u/ada");
    expect(await screen.findByTestId("text-profile-sign-in")).toHaveTextContent("Sign in to see this profile");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
    expect(location.history?.at(-1)).toBe("/u/ada");
  });

  it("says the profile was not found on a 404", async () => {
    fakeApi({ "GET /api/profiles/ghost": { status: 404, body: { code: "NOT_FOUND", message: "Not found" } } });
    renderAt("/u/ghost");
    expect(await screen.findByTestId("text-profile-not-found")).toHaveTextContent("Profile not found");
    expect(screen.queryByTestId("text-profile-name")).toBeNull();
  });

  it("offers Try again when the server fails, and shows the profile after", async () => {
    fakeApi({ "GET /api/profiles/ada": failsOnce({ status: 200, body: profile }) });
    renderAt("/u/ada");
    expect(await screen.findByTestId("error-public-profile")).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("error-public-profile-retry"));
    expect(await screen.findByTestId("text-profile-name")).toHaveTextContent("Ada Lovelace");
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient, CURRENT_USER_QUERY_KEY } from "@/lib/query-client";
import { load } from "./lazy-pages";
import { chunksFor, rememberSignedInRole } from "./route-preload";

afterEach(() => localStorage.clear());

describe("chunksFor", () => {
  it("starts the landing page for a signed-out visitor at /, and the role's dashboard for a signed-in one", () => {
    expect(chunksFor("/", undefined)).toEqual([load.LandingPage]);
    expect(chunksFor("/", "personal")).toEqual([load.PersonalLayout, load.PersonalDashboardPage]);
    expect(chunksFor("/", "entrepreneur")).toEqual([load.EntrepreneurLayout, load.EntrepreneurDashboardPage]);
  });

  it("starts the layout and the page together for the catalogue and a course", () => {
    expect(chunksFor("/browse", undefined)).toEqual([load.TopBarLayout, load.BrowseCoursesPage]);
    expect(chunksFor("/browse", "personal")).toEqual([load.PersonalLayout, load.BrowseCoursesPage]);
    expect(chunksFor("/course/12", "personal")).toEqual([load.TopBarLayout, load.CourseDetailPage]);
    expect(chunksFor("/auth", undefined)).toEqual([load.AuthPage]);
    expect(chunksFor("/course/12/extra", undefined)).toEqual([]);
  });
});

describe("rememberSignedInRole", () => {
  it("keeps the role of the session as a hint, and forgets it at sign-out", () => {
    const queryClient = createQueryClient();
    const stop = rememberSignedInRole(queryClient);
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, { id: 1, role: "entrepreneur" });
    expect(localStorage.getItem("gsm.role-hint")).toBe("entrepreneur");
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    expect(localStorage.getItem("gsm.role-hint")).toBeNull();
    stop();
  });
});

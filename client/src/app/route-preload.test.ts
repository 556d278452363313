import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, CURRENT_USER_QUERY_KEY } from "@/lib/query-client";
import { load } from "./lazy-pages";
import { chunksFor, namespacesFor, preloadRoute, rememberSignedInRole } from "./route-preload";
import { fakeApi } from "@/test/fake-api";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

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

describe("preloadRoute", () => {
  it("asks for a course page's course, lessons, guidelines and reviews at once, and its translations", async () => {
    const fetchMock = fakeApi({});
    const queryClient = createQueryClient();
    await preloadRoute("/course/12", queryClient);
    // The requests reach the fake server after preloadRoute returns: it starts them, it does not wait for them.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
        "/api/courses/12",
        "/api/courses/12/chapters",
        "/api/courses/12/guidelines",
        "/api/courses/12/reviews",
        "/api/courses/12/sections",
      ]),
    );
    expect(namespacesFor("/course/12")).toEqual(["player", "catalog"]);
  });

  it("asks for nothing for a course id the page refuses, nor on other pages", async () => {
    const fetchMock = fakeApi({});
    const queryClient = createQueryClient();
    await preloadRoute("/course/abc", queryClient);
    await preloadRoute("/browse", queryClient);
    // A request sent after them reaches the fake server after any they started.
    await fetch("/api/after-preload");
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/after-preload"]);
    expect(namespacesFor("/browse")).toEqual([]);
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

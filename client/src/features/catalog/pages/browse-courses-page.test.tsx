import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Course } from "@shared/schemas/courses";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { makeCourse, makeUser } from "@/test/fixtures";
import BrowseCoursesPage from "./browse-courses-page";
import { fakeApi, courseListCalls } from "@/test/fake-api";

const courses: Course[] = [
  makeCourse({ id: 1, title: "Digital Marketing Mastery", rating: 4.5 }),
  makeCourse({
    id: 2,
    title: "Investing Basics",
    category: "finance",
    level: "intermediate",
    price: "0.00",
    originalPrice: null,
    rating: null,
    reviewCount: 0,
  }),
  makeCourse({
    id: 3,
    title: "Design Essentials",
    category: "design",
    level: "advanced",
    price: "89.00",
    originalPrice: "79.00",
    rating: 3.9,
  }),
];

function catalogServer(options: { role?: "personal" | "entrepreneur"; items?: Course[] } = {}) {
  return fakeApi({
    "GET /api/user": options.role ? { status: 200, body: makeUser(options.role) } : { status: 401, body: { message: "Not signed in" } },
    "GET /api/courses": () => ({ status: 200, body: { items: options.items ?? courses, total: (options.items ?? courses).length } }),
    "GET /api/courses/facets": {
      status: 200,
      body: {
        total: 7,
        categories: [
          { category: "design", count: 1 },
          { category: "finance", count: 2 },
          { category: "marketing", count: 4 },
        ],
      },
    },
  });
}

beforeAll(polyfillPointerApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("BrowseCoursesPage", () => {
  it("asks the API for the filters in the URL and shows real stat figures", async () => {
    const fetchMock = catalogServer();
    renderWithProviders(<BrowseCoursesPage />, { path: "/browse?level=intermediate&category=finance&sort=rating&search=invest" });

    await screen.findByTestId("card-course-1");
    const url = courseListCalls(fetchMock)[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: "invest",
      category: "finance",
      level: "intermediate",
      sort: "rating",
      limit: "12",
      offset: "0",
    });
    expect(screen.getByTestId("stat-total-courses")).toHaveTextContent("7");
    expect(screen.getByTestId("stat-categories")).toHaveTextContent("3");
    // Mean of the rated courses shown: (4.5 + 3.9) / 2.
    expect(screen.getByTestId("stat-average-rating")).toHaveTextContent("4.2");
    expect(screen.getByTestId("stat-showing")).toHaveTextContent("3");
    expect(screen.getByTestId("button-clear-filters")).toHaveTextContent("Clear filters (3)");
    expect(screen.getByTestId("select-level")).toHaveDisplayValue("Intermediate");
  });

  it("writes search, category and level to the URL and calls the API with them", async () => {
    const fetchMock = catalogServer();
    const user = userEvent.setup();
    const { location } = renderWithProviders(<BrowseCoursesPage />, { path: "/browse" });
    await screen.findByTestId("card-course-1");

    await user.type(screen.getByTestId("input-search"), "market");
    await waitFor(() => expect(location.history!.at(-1)).toBe("/browse?search=market"));
    await waitFor(() => expect(courseListCalls(fetchMock).at(-1)!.searchParams.get("search")).toBe("market"));

    await user.selectOptions(screen.getByRole("combobox", { name: "Level" }), screen.getByTestId("option-level-advanced"));
    await waitFor(() => expect(location.history!.at(-1)).toBe("/browse?search=market&level=advanced"));

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), screen.getByTestId("option-category-design"));
    await waitFor(() => expect(location.history!.at(-1)).toBe("/browse?search=market&category=design&level=advanced"));

    await waitFor(() => {
      const last = courseListCalls(fetchMock).at(-1)!;
      expect(last.searchParams.get("search")).toBe("market");
      expect(last.searchParams.get("category")).toBe("design");
      expect(last.searchParams.get("level")).toBe("advanced");
    });
    expect(screen.getByTestId("button-clear-filters")).toHaveTextContent("Clear filters (3)");

    await user.click(screen.getByTestId("button-clear-filters"));
    await waitFor(() => expect(location.history!.at(-1)).toBe("/browse"));
    expect(screen.getByTestId("input-search")).toHaveValue("");
    // Back to the unfiltered list, which the first visit already fetched (and which is served from the cache).
    expect([...courseListCalls(fetchMock)[0]!.searchParams.keys()].sort()).toEqual(["limit", "offset", "sort"]);
    expect(screen.getByTestId("card-course-1")).toBeInTheDocument();
  });

  it("shows prices, the struck original price only when higher, and the learner's Enroll Now", async () => {
    catalogServer({ role: "personal" });
    renderWithProviders(<BrowseCoursesPage />, { path: "/personal/browse" });

    const card = await screen.findByTestId("card-course-1");
    expect(within(card).getByTestId("text-price-1")).toHaveTextContent("$129.00");
    expect(within(card).getByTestId("text-price-1-original")).toHaveTextContent("$199.00");
    expect(within(card).getByTestId("text-duration-1")).toHaveTextContent("1h 15m");
    expect(within(card).getByTestId("link-course-1")).toHaveAttribute("href", "/course/1");
    expect(screen.queryByTestId("text-price-3-original")).toBeNull();
    expect(screen.getByTestId("button-enroll-1")).toHaveTextContent("Enroll Now");
    expect(screen.queryByTestId("button-affiliate-1")).toBeNull();
  });

  it("shows the spec failure notice when enrolling in a free course fails", async () => {
    catalogServer({ role: "personal" });
    const user = userEvent.setup();
    renderWithProviders(<BrowseCoursesPage />, { path: "/personal/browse" });

    await user.click(await screen.findByTestId("button-enroll-2"));
    expect(await screen.findByText("Enrollment failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to enroll in course. Please try again.")).toBeInTheDocument();
  });

  it("sends a learner to checkout for a paid course", async () => {
    catalogServer({ role: "personal" });
    const user = userEvent.setup();
    const { location } = renderWithProviders(<BrowseCoursesPage />, { path: "/personal/browse" });

    await user.click(await screen.findByTestId("button-enroll-1"));
    await waitFor(() => expect(location.history!.at(-1)).toBe("/checkout/1"));
  });

  it("gives entrepreneurs the affiliate button instead of enrollment", async () => {
    catalogServer({ role: "entrepreneur" });
    renderWithProviders(<BrowseCoursesPage />, { path: "/entrepreneur/courses" });

    expect(await screen.findByTestId("button-affiliate-1")).toBeInTheDocument();
    expect(screen.queryByTestId("button-enroll-1")).toBeNull();
  });

  it("says No courses found when nothing matches", async () => {
    catalogServer({ items: [] });
    renderWithProviders(<BrowseCoursesPage />, { path: "/browse?search=nothing" });

    expect(await screen.findByTestId("empty-courses-title")).toHaveTextContent("No courses found");
    expect(screen.getByTestId("stat-average-rating")).toHaveTextContent("—");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Course } from "@shared/schemas/courses";
import type { Enrollment } from "@shared/schemas/learning";
import { DEFAULT_LEARNER_SETTINGS } from "@shared/schemas/profile";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { renderWithProviders } from "@/test/render";
import PersonalDashboardPage from "./personal-dashboard-page";
import { fakeApi, failsOnce, type FakeRoutes } from "@/test/fake-api";
import { makeUser } from "@/test/fixtures";

const learner = makeUser("personal", {
  id: 3,
  username: "jlee",
  email: "jlee@example.test",
  firstName: "Jordan",
  lastName: "Lee",
  createdAt: "2025-01-05T10:00:00.000Z",
});

function course(id: number, overrides: Partial<Course> = {}): Course {
  return {
    id,
    title: `Course ${id}`,
    description: "About the course",
    category: "business",
    level: "beginner",
    price: "49.00",
    originalPrice: null,
    thumbnailUrl: null,
    guidelines: null,
    isPublished: true,
    sequential: false,
    studentsCount: 1,
    lessonsCount: 4,
    duration: 60,
    rating: null,
    reviewCount: 0,
    createdAt: "2025-01-05T00:00:00.000Z",
    ...overrides,
  };
}

function enrollment(courseId: number, progress: number): Enrollment {
  const { id, title, description, thumbnailUrl, category, level, price, lessonsCount } = course(courseId);
  return {
    id: courseId * 10,
    courseId,
    course: { id, title, description, thumbnailUrl, category, level, price, lessonsCount },
    progress,
    completedChapters: [],
    enrolledAt: "2025-02-01T00:00:00.000Z",
    completedAt: null,
    accessUntil: null,
    hasAccess: true,
    refunded: false,
    subscriptionCancelledAt: null,
    trialEndsAt: null,
  };
}

function dashboardServer(extra: FakeRoutes = {}) {
  return fakeApi({
    "GET /api/user": { status: 200, body: learner },
    "GET /api/personal/stats": { status: 200, body: { enrolled: 4, completed: 1, averageProgress: 57, streakDays: 3 } },
    "GET /api/personal/enrollments": {
      status: 200,
      body: [enrollment(1, 100), enrollment(2, 40), enrollment(3, 0), enrollment(4, 88)],
    },
    "GET /api/courses?limit=12": {
      status: 200,
      body: { items: [1, 2, 5, 6, 7, 8, 9, 10, 11].map((id) => course(id, id === 5 ? { price: "0.00" } : {})), total: 9 },
    },
    ...extra,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PersonalDashboardPage", () => {
  it("shows the stat figures the API returns", async () => {
    dashboardServer();
    renderWithProviders(<PersonalDashboardPage />);

    expect(await screen.findByTestId("stat-enrolled")).toHaveTextContent("4");
    expect(screen.getByTestId("stat-completed")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-average-progress")).toHaveTextContent("57%");
    expect(screen.getByTestId("stat-streak")).toHaveTextContent("3 days");
    expect(screen.getByTestId("text-greeting")).toHaveTextContent("Welcome back, Jordan!");
  });

  it("says Welcome, not Welcome back, to a learner who has not enrolled in anything yet", async () => {
    dashboardServer({
      "GET /api/personal/stats": { status: 200, body: { enrolled: 0, completed: 0, averageProgress: 0, streakDays: 0 } },
      "GET /api/personal/enrollments": { status: 200, body: [] },
    });
    renderWithProviders(<PersonalDashboardPage />);

    expect(await screen.findByTestId("stat-enrolled")).toHaveTextContent("0");
    expect(screen.getByTestId("text-greeting")).toHaveTextContent("Welcome, Jordan!");
    expect(screen.getByTestId("text-greeting")).not.toHaveTextContent(/back/);
  });

  it("lists the first 3 enrollments with their progress and Continue links", async () => {
    dashboardServer();
    renderWithProviders(<PersonalDashboardPage />);

    const first = await screen.findByTestId("continue-1");
    expect(within(first).getByTestId("link-continue-1")).toHaveAttribute("href", "/course/1");
    expect(screen.getByTestId("progress-2")).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByTestId("text-progress-2")).toHaveTextContent("40%");
    expect(screen.getByTestId("continue-3")).toBeInTheDocument();
    expect(screen.queryByTestId("continue-4")).toBeNull();
  });

  it("recommends up to 6 courses the learner does not own", async () => {
    dashboardServer();
    renderWithProviders(<PersonalDashboardPage />);

    await screen.findByTestId("recommended-5");
    const shown = screen.getAllByTestId(/^recommended-\d+$/).map((el) => el.dataset.testid);
    expect(shown).toEqual(["recommended-5", "recommended-6", "recommended-7", "recommended-8", "recommended-9", "recommended-10"]);
  });

  it("enrolls in a free recommendation, says so and refreshes the lists", async () => {
    let enrolled = false;
    const fetchMock = dashboardServer({
      "POST /api/personal/enroll/5": () => {
        enrolled = true;
        return { status: 201, body: enrollment(5, 0) };
      },
      "GET /api/personal/stats": () => ({
        status: 200,
        body: { enrolled: enrolled ? 5 : 4, completed: 1, averageProgress: 46, streakDays: 3 },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PersonalDashboardPage />);

    await user.click(await screen.findByTestId("button-recommended-enroll-5"));
    expect(await screen.findByText("Enrolled successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("stat-enrolled")).toHaveTextContent("5"));
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/personal/enrollments").length).toBeGreaterThan(1);
  });

  it("sends a paid recommendation to checkout", async () => {
    dashboardServer();
    const user = userEvent.setup();
    const { location } = renderWithProviders(<PersonalDashboardPage />);

    await user.click(await screen.findByTestId("button-recommended-enroll-6"));
    await waitFor(() => expect(location.history!.at(-1)).toBe("/checkout/6"));
  });

  it("shows the empty state when the learner has no enrollments", async () => {
    dashboardServer({ "GET /api/personal/enrollments": { status: 200, body: [] } });
    renderWithProviders(<PersonalDashboardPage />);

    expect(await screen.findByTestId("empty-continue-learning")).toBeInTheDocument();
  });

  it("says it could not load the figures and shows them on Try again", async () => {
    dashboardServer({
      "GET /api/personal/stats": failsOnce({ status: 200, body: { enrolled: 4, completed: 1, averageProgress: 57, streakDays: 3 } }),
    });
    renderWithProviders(<PersonalDashboardPage />);

    expect(await screen.findByTestId("error-figures-title")).toHaveTextContent("Could not load your figures");
    expect(screen.queryByTestId("stat-enrolled-loading")).toBeNull();
    await userEvent.click(screen.getByTestId("error-figures-retry"));
    expect(await screen.findByTestId("stat-enrolled")).toHaveTextContent("4");
  });

  it("says it could not load the recommendations and shows them on Try again", async () => {
    dashboardServer({
      "GET /api/courses?limit=12": failsOnce({ status: 200, body: { items: [course(5), course(6)], total: 2 } }),
    });
    renderWithProviders(<PersonalDashboardPage />);

    expect(await screen.findByTestId("error-recommendations-title")).toHaveTextContent("Could not load the recommendations");
    await userEvent.click(screen.getByTestId("error-recommendations-retry"));
    expect(await screen.findByTestId("recommended-5")).toBeInTheDocument();
  });
});

describe("PersonalDashboardPage in the learner's language", () => {
  afterEach(() => resetLocale());

  const expected = {
    es: { greeting: "¡Hola de nuevo, Jordan!", streak: "3 días", heading: "Sigue aprendiendo", lessons: "0/4 lecciones" },
    fr: { greeting: "Bon retour, Jordan !", streak: "3 jours", heading: "Reprendre l’apprentissage", lessons: "0/4 leçons" },
    de: { greeting: "Willkommen zurück, Jordan!", streak: "3 Tage", heading: "Weiterlernen", lessons: "0/4 Lektionen" },
    zh: { greeting: "欢迎回来，Jordan！", streak: "3 天", heading: "继续学习", lessons: "0/4 个课时" },
  } as const;

  it.each(Object.keys(expected) as (keyof typeof expected)[])("has every key in %s", async (locale) => {
    await strictLocale(locale);
    dashboardServer({ "GET /api/user/settings": { status: 200, body: { ...DEFAULT_LEARNER_SETTINGS, language: locale } } });
    renderWithProviders(<PersonalDashboardPage />);

    await waitFor(() => expect(screen.getByTestId("text-greeting")).toHaveTextContent(expected[locale].greeting));
    await waitFor(() => expect(screen.getByTestId("stat-streak")).toHaveTextContent(expected[locale].streak));
    expect(screen.getByRole("heading", { name: expected[locale].heading })).toBeInTheDocument();
    expect(within(await screen.findByTestId("continue-2")).getByText(expected[locale].lessons)).toBeInTheDocument();
    await screen.findByTestId("recommended-5");
    expect(missingKeys()).toEqual([]);
  });
});

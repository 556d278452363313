import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { UI } from "@shared/constants";
import type { PlatformInfo } from "@shared/schemas/auth";
import type { Course, CourseList } from "@shared/schemas/courses";
import { FALLBACK_PLATFORM_INFO, platformInfoQueryOptions } from "@/features/auth";
import { popularCoursesQueryOptions } from "./components/popular-courses-section";
import LandingPage from "./pages/landing-page";

const course = (id: number, overrides: Partial<Course> = {}): Course => ({
  id,
  title: `Course ${id}`,
  description: "A real course.",
  category: "marketing",
  level: "beginner",
  price: "49.00",
  originalPrice: null,
  thumbnailUrl: null,
  guidelines: null,
  isPublished: true,
  sequential: false,
  studentsCount: 10 - id,
  lessonsCount: 3,
  duration: 95,
  rating: 4.5,
  reviewCount: 2,
  createdAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

/** The catalogue's popular courses as GET /api/courses?sort=popular answers them. */
const CATALOGUE: CourseList = {
  items: [
    course(1, { title: "Spreadsheets for Sellers", lessonsCount: 7, duration: 130, rating: 4.3, price: "59.00", originalPrice: "79.00" }),
    course(2, { title: "Budgeting Basics", lessonsCount: 2, duration: 25, rating: null, price: "0.00" }),
  ],
  total: 4,
};

/** The landing page reads the platform's trial length (GET /api/platform) and the catalogue, given here. */
function renderLanding(platform: Partial<PlatformInfo> | "loading" = {}, catalogue: CourseList = CATALOGUE) {
  const { hook } = memoryLocation({ path: "/" });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (platform === "loading") queryClient.setQueryDefaults(platformInfoQueryOptions.queryKey, { queryFn: () => new Promise(() => {}) });
  else queryClient.setQueryData(platformInfoQueryOptions.queryKey, { ...FALLBACK_PLATFORM_INFO, ...platform });
  queryClient.setQueryData(popularCoursesQueryOptions().queryKey, catalogue);
  return render(
    <QueryClientProvider client={queryClient}>
      <Router hook={hook}>
        <LandingPage />
      </Router>
    </QueryClientProvider>,
  );
}

function setScrollY(value: number) {
  Object.defineProperty(window, "scrollY", { value, writable: true, configurable: true });
}

function scrollTo(value: number) {
  setScrollY(value);
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

const AUTH_BUTTONS = [
  "button-get-started",
  "button-start-learning-today",
  "button-start-learning",
  "button-admin-access",
  "button-start-marketing",
  "button-start-trial",
];

describe("LandingPage", () => {
  beforeEach(() => setScrollY(0));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    setScrollY(0);
  });

  it("renders the hero headline, stats and section anchors", () => {
    const { container } = renderLanding();
    expect(screen.getByRole("heading", { level: 1, name: "Master New Skills & Build Your Future" })).toBeInTheDocument();
    for (const text of ["10,000+", "500+", "98%", "94%", "$2.5M+", "24/7"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const id of ["features", "courses", "testimonials"]) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    const header = screen.getByTestId("landing-header");
    expect(within(header).getByRole("link", { name: "Features" })).toHaveAttribute("href", "#features");
    expect(within(header).getByRole("link", { name: "Courses" })).toHaveAttribute("href", "#courses");
    expect(within(header).getByRole("link", { name: "Success Stories" })).toHaveAttribute("href", "#testimonials");
    expect(screen.getByRole("heading", { name: "Three Paths to Success" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Popular Courses" })).toBeInTheDocument();
  });

  it.each(AUTH_BUTTONS)("%s links to /auth", (testId) => {
    renderLanding();
    const link = screen.getByTestId(testId);
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/auth");
  });

  it("shows the labels the spec lists", () => {
    renderLanding();
    expect(screen.getByTestId("button-get-started")).toHaveTextContent("Get Started");
    expect(screen.getByTestId("button-start-learning-today")).toHaveTextContent("Start Learning Today");
    expect(screen.getByTestId("button-start-learning")).toHaveTextContent("Start Learning");
    expect(screen.getByTestId("button-admin-access")).toHaveTextContent("Admin Access");
    expect(screen.getByTestId("button-start-marketing")).toHaveTextContent("Start Marketing");
    expect(screen.getByTestId("button-start-trial")).toHaveTextContent("Start Free 7-Day Trial");
  });

  it("shows the catalogue's real popular courses with their lessons, duration, rating and price", () => {
    renderLanding();
    const first = screen.getByTestId("popular-course-1");
    expect(first).toHaveTextContent("Spreadsheets for Sellers");
    expect(first).toHaveTextContent("7 lessons");
    expect(first).toHaveTextContent("2h 10m");
    expect(first).toHaveTextContent("4.3");
    expect(first).toHaveTextContent("$59.00");
    expect(first).toHaveTextContent("$79.00");
    expect(within(first).getByRole("link", { name: "View Course: Spreadsheets for Sellers" })).toHaveAttribute("href", "/course/1");
    const second = screen.getByTestId("popular-course-2");
    expect(second).toHaveTextContent("2 lessons");
    expect(second).toHaveTextContent("No ratings yet");
    expect(second).toHaveTextContent("Free");
    // None of the invented sample figures.
    const section = document.getElementById("courses")!;
    for (const invented of ["12h 30m", "24 lessons", "4.9", "$129", "Digital Marketing Mastery"])
      expect(section).not.toHaveTextContent(invented);
  });

  it("View All leads to the catalogue with its real count, or no number", () => {
    renderLanding();
    const viewAll = screen.getByTestId("button-view-all-courses");
    expect(viewAll).toHaveAttribute("href", "/browse");
    expect(viewAll).toHaveTextContent("View All 4 Courses");
    expect(viewAll).not.toHaveTextContent("500");
    cleanup();
    renderLanding({}, { items: [], total: 0 });
    expect(screen.getByTestId("popular-courses-empty")).toHaveTextContent("No courses are published yet.");
    expect(screen.getByTestId("button-view-all-courses")).toHaveTextContent(/^View All Courses$/);
  });

  it("advertises the trial the platform gives, and none when it is off", () => {
    renderLanding({ subscriptionTrialDays: 14 });
    expect(screen.getByTestId("button-start-trial")).toHaveTextContent("Start Free 14-Day Trial");
    expect(document.body).toHaveTextContent("A monthly subscription starts with 14 free days.");
    cleanup();
    renderLanding({ subscriptionTrialDays: 0 });
    expect(screen.getByTestId("button-start-trial")).toHaveTextContent("Get Started Today");
    expect(document.body).not.toHaveTextContent("free days");
  });

  it("promises no trial while the platform's settings are still loading", () => {
    renderLanding("loading");
    expect(screen.getByTestId("button-start-trial")).toHaveTextContent("Get Started Today");
    expect(document.body).not.toHaveTextContent("free days");
    expect(document.body).not.toHaveTextContent("Trial");
  });

  it("See How It Works says what it does: it scrolls to the features section", () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderLanding();
    const watchDemo = screen.getByTestId("button-how-it-works");
    expect(watchDemo).toHaveTextContent("See How It Works");
    expect(document.body).not.toHaveTextContent("Watch Demo");
    expect(watchDemo).toHaveAttribute("href", "#features");
    fireEvent.click(watchDemo);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("features"));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("Schedule a Demo and Contact Us mail the platform's support address, and are absent without one", () => {
    renderLanding({ supportEmail: "help@academy.test" });
    const link = screen.getByRole("link", { name: /schedule a demo/i });
    expect(link.getAttribute("href")).toBe("mailto:help@academy.test?subject=Schedule%20a%20Demo");
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "mailto:help@academy.test");
    cleanup();
    renderLanding({ supportEmail: "" });
    expect(screen.queryByRole("link", { name: /schedule a demo/i })).toBeNull();
    expect(within(screen.getByRole("contentinfo")).queryByRole("link", { name: "Contact Us" })).toBeNull();
  });

  it("footer shows the product name and links to the legal pages", () => {
    renderLanding();
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent("GSM Academy");
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(within(footer).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(footer.querySelector('a[href="#"]')).toBeNull();
  });

  it("header turns translucent after scrolling past the threshold and back", () => {
    renderLanding();
    const header = screen.getByTestId("landing-header");
    expect(header).toHaveAttribute("data-scrolled", "false");
    expect(header.className).not.toMatch(/backdrop-blur/);

    scrollTo(UI.landingHeaderThresholdPx);
    expect(header).toHaveAttribute("data-scrolled", "false");

    scrollTo(UI.landingHeaderThresholdPx + 1);
    expect(header).toHaveAttribute("data-scrolled", "true");
    expect(header.className).toMatch(/backdrop-blur/);
    expect(header.className).toMatch(/bg-white\/\d+/);

    scrollTo(0);
    expect(header).toHaveAttribute("data-scrolled", "false");
  });

  it("fades the hero in 100 ms after mount", () => {
    vi.useFakeTimers();
    renderLanding();
    const hero = screen.getByTestId("hero-content");
    expect(hero).toHaveAttribute("data-visible", "false");
    // Content is in the DOM even before it is visually revealed.
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(hero).toHaveAttribute("data-visible", "false");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(hero).toHaveAttribute("data-visible", "true");
  });

  it("reveals lower sections once scrolled to their position", () => {
    // Pretend every section is far below the viewport so only scrolling reveals it.
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({
      top: 10_000,
      bottom: 10_100,
      left: 0,
      right: 0,
      width: 0,
      height: 100,
      x: 0,
      y: 10_000,
      toJSON: () => ({}),
    } as DOMRect);
    renderLanding();
    const testimonials = document.getElementById("testimonials")!;
    const revealer = testimonials.querySelector("[data-revealed]")!;
    expect(revealer).toHaveAttribute("data-revealed", "false");
    expect(within(testimonials).getByText("94%")).toBeInTheDocument();
    scrollTo(1500);
    expect(revealer).toHaveAttribute("data-revealed", "true");
    scrollTo(0);
    expect(revealer).toHaveAttribute("data-revealed", "true");
  });
});

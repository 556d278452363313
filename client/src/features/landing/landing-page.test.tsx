import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { UI } from "@shared/constants";
import type { PlatformInfo } from "@shared/schemas/auth";
import { FALLBACK_PLATFORM_INFO, platformInfoQueryOptions } from "@/features/auth";
import LandingPage from "./pages/landing-page";

/** The landing page reads the platform's trial length (GET /api/platform), given here. */
function renderLanding(platform: Partial<PlatformInfo> | "loading" = {}) {
  const { hook } = memoryLocation({ path: "/" });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (platform === "loading") queryClient.setQueryDefaults(platformInfoQueryOptions.queryKey, { queryFn: () => new Promise(() => {}) });
  else queryClient.setQueryData(platformInfoQueryOptions.queryKey, { ...FALLBACK_PLATFORM_INFO, ...platform });
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
  "button-enroll-now-1",
  "button-enroll-now-2",
  "button-enroll-now-3",
  "button-view-all-courses",
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

  it("shows the labels and sample prices the spec lists", () => {
    renderLanding();
    expect(screen.getByTestId("button-get-started")).toHaveTextContent("Get Started");
    expect(screen.getByTestId("button-start-learning-today")).toHaveTextContent("Start Learning Today");
    expect(screen.getByTestId("button-start-learning")).toHaveTextContent("Start Learning");
    expect(screen.getByTestId("button-admin-access")).toHaveTextContent("Admin Access");
    expect(screen.getByTestId("button-start-marketing")).toHaveTextContent("Start Marketing");
    expect(screen.getByTestId("button-view-all-courses")).toHaveTextContent("View All 500+ Courses");
    expect(screen.getByTestId("button-start-trial")).toHaveTextContent("Start Free 7-Day Trial");
    expect(screen.getAllByText("Enroll Now")).toHaveLength(3);
    for (const price of ["$129", "$99", "$179"]) expect(screen.getByText(price)).toBeInTheDocument();
    for (const rating of ["4.9", "4.8", "4.7"]) expect(document.body).toHaveTextContent(rating);
    for (const duration of ["12h 30m", "8h 45m", "15h 20m"]) expect(screen.getByText(duration)).toBeInTheDocument();
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

  it("Watch Demo scrolls to the features section instead of being a dead button", () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderLanding();
    const watchDemo = screen.getByTestId("button-watch-demo");
    expect(watchDemo).toHaveAttribute("href", "#features");
    fireEvent.click(watchDemo);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("features"));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("Schedule a Demo is a mailto link", () => {
    renderLanding();
    const link = screen.getByRole("link", { name: /schedule a demo/i });
    expect(link.getAttribute("href")).toMatch(/^mailto:.+\?subject=Schedule%20a%20Demo$/);
  });

  it("footer shows the product name and its links", () => {
    renderLanding();
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent("GSM Academy");
    for (const name of ["Privacy Policy", "Terms of Service", "Contact Us"]) {
      expect(within(footer).getByRole("link", { name })).toHaveAttribute("href", "#");
    }
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

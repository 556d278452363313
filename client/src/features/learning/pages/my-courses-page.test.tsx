import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Enrollment } from "@shared/schemas/learning";
import { renderWithProviders } from "@/test/render";
import MyCoursesPage from "./my-courses-page";
import { fakeApi } from "@/test/fake-api";

function enrollment(courseId: number, progress: number, completedChapters: number[]): Enrollment {
  return {
    id: courseId * 10,
    courseId,
    course: {
      id: courseId,
      title: `Course ${courseId}`,
      description: "About the course",
      thumbnailUrl: null,
      category: "finance",
      level: "intermediate",
      price: "99.00",
      lessonsCount: 3,
    },
    progress,
    completedChapters,
    enrolledAt: "2025-02-01T12:00:00.000Z",
    completedAt: progress >= 100 ? "2025-03-01T12:00:00.000Z" : null,
    accessUntil: null,
    hasAccess: true,
    refunded: false,
    subscriptionCancelledAt: null,
    trialEndsAt: null,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("MyCoursesPage", () => {
  it("labels a finished course Review with its certificate link, and the others Continue", async () => {
    fakeApi({
      "GET /api/personal/enrollments": {
        status: 200,
        body: [enrollment(1, 100, [11, 12, 13]), enrollment(2, 33, [21]), enrollment(3, 0, [])],
      },
    });
    renderWithProviders(<MyCoursesPage />, { path: "/personal/courses" });

    const done = await screen.findByTestId("my-course-1");
    expect(within(done).getByTestId("link-my-course-1")).toHaveTextContent("Review");
    expect(within(done).getByTestId("link-my-course-1")).toHaveAttribute("href", "/course/1");
    expect(within(done).getByTestId("link-certificate-1")).toHaveAttribute("href", "/personal/certificates?course=1");
    expect(within(done).getByTestId("text-lessons-1")).toHaveTextContent("3/3 lessons");

    const started = screen.getByTestId("my-course-2");
    expect(within(started).getByTestId("link-my-course-2")).toHaveTextContent("Continue");
    expect(within(started).queryByTestId("link-certificate-2")).toBeNull();
    expect(within(started).getByTestId("text-lessons-2")).toHaveTextContent("1/3 lessons");
    expect(screen.getByTestId("link-my-course-3")).toHaveTextContent("Continue");
    expect(screen.queryByTestId("link-certificate-3")).toBeNull();

    expect(screen.getByTestId("stat-enrolled")).toHaveTextContent("3");
    expect(screen.getByTestId("stat-completed")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-in-progress")).toHaveTextContent("1");
  });

  it("lists a refunded purchase as Refunded and leaves it out of the counts", async () => {
    fakeApi({
      "GET /api/personal/enrollments": {
        status: 200,
        body: [enrollment(1, 100, [11, 12, 13]), { ...enrollment(2, 33, [21]), hasAccess: false, refunded: true }],
      },
    });
    renderWithProviders(<MyCoursesPage />, { path: "/personal/courses" });

    expect(await screen.findByTestId("badge-refunded-2")).toHaveTextContent("Refunded");
    expect(screen.queryByTestId("badge-access-ended-2")).toBeNull();
    expect(screen.getByTestId("stat-enrolled")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-completed")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-in-progress")).toHaveTextContent("0");
  });

  it("shows 6 skeletons while loading, then the empty state with a Browse link", async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      "GET /api/personal/enrollments": async () => {
        await held;
        return { status: 200, body: [] };
      },
    });
    renderWithProviders(<MyCoursesPage />, { path: "/personal/courses" });

    expect(screen.getAllByTestId("skeleton-my-course")).toHaveLength(6);
    answer();
    expect(await screen.findByTestId("empty-my-courses")).toBeInTheDocument();
    expect(screen.getByTestId("link-empty-browse-courses")).toHaveAttribute("href", "/personal/browse");
  });

  it("shows a subscription's renewal date and cancels it after confirmation, keeping access to the end of the month", async () => {
    const until = "2026-12-20T10:00:00.000Z";
    let cancelled = false;
    const subscribed = () => ({
      ...enrollment(4, 20, []),
      accessUntil: until,
      subscriptionCancelledAt: cancelled ? "2026-11-23T10:00:00.000Z" : null,
    });
    const fetchMock = fakeApi({
      "GET /api/personal/enrollments": () => ({
        status: 200,
        body: [subscribed(), { ...enrollment(5, 0, []), accessUntil: "2026-10-01T00:00:00.000Z", hasAccess: false }],
      }),
      "POST /api/personal/subscriptions/4/cancel": () => {
        cancelled = true;
        return { status: 200, body: subscribed() };
      },
    });
    renderWithProviders(<MyCoursesPage />, { path: "/personal/courses" });

    const box = await screen.findByTestId("subscription-4");
    expect(box).toHaveTextContent("Monthly subscription, renews");
    expect(screen.getByTestId("subscription-5")).toHaveTextContent("Access ended");
    expect(screen.getByTestId("link-renew-5")).toHaveAttribute("href", "/checkout/5?type=subscription");
    expect(screen.getByTestId("badge-access-ended-5")).toBeInTheDocument();

    await userEvent.click(within(box).getByTestId("button-cancel-subscription-4"));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await userEvent.click(await screen.findByTestId("button-confirm-cancel-subscription"));
    await waitFor(() => expect(screen.getByTestId("subscription-4")).toHaveTextContent("Cancelled – access until"));
    expect(screen.queryByTestId("button-cancel-subscription-4")).toBeNull();
  });

  it("shows a free trial with the date of its first charge", async () => {
    const ends = "2026-12-01T10:00:00.000Z";
    fakeApi({
      "GET /api/personal/enrollments": { status: 200, body: [{ ...enrollment(6, 0, []), accessUntil: ends, trialEndsAt: ends }] },
    });
    renderWithProviders(<MyCoursesPage />, { path: "/personal/courses" });
    const box = await screen.findByTestId("subscription-6");
    expect(box).toHaveTextContent(
      `Free trial, first charge on ${new Date(ends).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" })}.`,
    );
    expect(within(box).getByTestId("button-cancel-subscription-6")).toBeInTheDocument();
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeChapter, makeCourse, makeSection, makeUser } from "@/test/fixtures";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import CourseManagementPage from "./course-management-page";
import { fakeApi, failsOnce, type Route } from "@/test/fake-api";

beforeAll(() => polyfillPointerApis());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const course = makeCourse({ id: 1, title: "Growth" });
const results = [
  {
    chapterId: 22,
    chapterTitle: "Loose ends",
    questionCount: 2,
    passMark: 70,
    attempts: 5,
    learners: 3,
    learnersPassed: 2,
    passRate: 67,
    mostMissed: null,
  },
];

function courseServer(over: Record<string, Route | { status: number; body?: unknown }> = {}) {
  return fakeApi({
    "GET /api/user": { status: 200, body: makeUser("admin") },
    "GET /api/admin/courses": { status: 200, body: { items: [course], total: 1 } },
    "GET /api/courses/1": { status: 200, body: course },
    "GET /api/courses/1/sections": { status: 200, body: [makeSection({ id: 11, title: "Foundations" })] },
    "GET /api/courses/1/chapters": { status: 200, body: [makeChapter({ id: 22, sectionId: 11, title: "Loose ends", hasQuiz: true })] },
    "GET /api/courses/1/guidelines": { status: 200, body: [] },
    "GET /api/admin/courses/1/quiz-results": { status: 200, body: results },
    ...over,
  });
}

describe("CourseManagementPage when a call fails", () => {
  it("says it could not load the courses and lists them on Try again", async () => {
    courseServer({ "GET /api/admin/courses": failsOnce({ status: 200, body: { items: [course], total: 1 } }) });
    renderWithProviders(<CourseManagementPage />, { path: "/admin/courses" });

    expect(await screen.findByTestId("error-course-management-title")).toHaveTextContent("Could not load the courses");
    expect(screen.queryByTestId("empty-course-management")).toBeNull();
    await userEvent.click(screen.getByTestId("error-course-management-retry"));
    expect(await screen.findByTestId("text-course-count")).toHaveTextContent("1 course");
    expect(await screen.findByTestId("text-selected-course-title")).toHaveTextContent("Growth");
  });

  it("offers Try again when the selected course's content does not load", async () => {
    courseServer({ "GET /api/courses/1/sections": failsOnce({ status: 200, body: [makeSection({ id: 11, title: "Foundations" })] }) });
    renderWithProviders(<CourseManagementPage />, { path: "/admin/courses" });

    expect(await screen.findByTestId("error-course-content-title")).toHaveTextContent("Could not load the course content");
    await userEvent.click(screen.getByTestId("error-course-content-retry"));
    expect(await screen.findByTestId("panel-course-content")).toHaveTextContent("Foundations");
  });

  it("says Course not found for a course that is gone", async () => {
    courseServer({ "GET /api/courses/1": { status: 404, body: { code: "NOT_FOUND", message: "Course not found" } } });
    renderWithProviders(<CourseManagementPage />, { path: "/admin/courses" });

    expect(await screen.findByTestId("empty-selected-course")).toBeInTheDocument();
    expect(screen.queryByTestId("error-course-content")).toBeNull();
  });

  it("says it could not load the quiz results and shows them on Try again", async () => {
    courseServer({ "GET /api/admin/courses/1/quiz-results": failsOnce({ status: 200, body: results }) });
    renderWithProviders(<CourseManagementPage />, { path: "/admin/courses" });

    expect(await screen.findByTestId("error-quiz-results")).toHaveTextContent("Could not load the quiz results");
    await userEvent.click(screen.getByTestId("error-quiz-results-retry"));
    expect(await screen.findByTestId("quiz-results-22")).toHaveTextContent("5 attempts");
  });
});

describe("CourseManagementPage's Add Chapter", () => {
  it("adds to the course's last section by default", async () => {
    courseServer({
      "GET /api/courses/1/sections": {
        status: 200,
        body: [
          makeSection({ id: 11, title: "Foundations", orderIndex: 1 }),
          makeSection({ id: 12, title: "Going further", orderIndex: 2 }),
        ],
      },
    });
    renderWithProviders(<CourseManagementPage />, { path: "/admin/courses" });
    expect(await screen.findByTestId("panel-course-content")).toHaveTextContent("Going further");
    await userEvent.click(screen.getByTestId("button-add-chapter"));
    expect(await screen.findByTestId("select-chapter-section")).toHaveTextContent("Going further");
  });
});

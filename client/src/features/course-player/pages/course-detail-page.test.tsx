import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import { DEFAULT_LEARNER_SETTINGS } from "@shared/schemas/profile";
import { missingKeys, resetLocale, strictLocale } from "@/i18n/test-init";
import { makeChapter, makeCourse, makeEnrollment, makeSection, makeUser } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { hasWatchedEnough } from "../hooks/use-course-playback";
import CourseDetailPage from "./course-detail-page";
import { fakeApi, failsOnce } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return renderWithProviders(
    <Route path="/course/:id">
      <CourseDetailPage />
    </Route>,
    { path },
  );
}

function courseServer(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "GET /api/user": { status: 200, body: makeUser("personal") },
    "GET /api/courses/1": { status: 200, body: makeCourse({ id: 1, price: "129.00" }) },
    "GET /api/courses/1/sections": { status: 200, body: [makeSection({ id: 10 })] },
    "GET /api/courses/1/chapters": {
      status: 200,
      body: [
        makeChapter({ id: 1, title: "Welcome", sectionId: 10, isPreview: true }),
        makeChapter({ id: 2, title: "Audience", sectionId: 10, orderIndex: 2, locked: true }),
      ],
    },
    "GET /api/courses/1/guidelines": {
      status: 200,
      body: [
        {
          id: 5,
          courseId: 1,
          sectionId: null,
          title: "Course Guidelines",
          content: "Use one product throughout.",
          downloadableContent: [{ name: "Workbook.pdf", url: "/uploads/documents/w.pdf", type: "application/pdf", size: 2048 }],
          locked: false,
          createdAt: "2025-01-05T00:00:00.000Z",
        },
      ],
    },
    "GET /api/courses/1/reviews": { status: 200, body: [] },
    ...extra,
  });
}

describe("CourseDetailPage", () => {
  it("shows Course Not Found for a non-integer id without asking the server", async () => {
    const fetchMock = courseServer();
    renderAt("/course/abc");
    expect(await screen.findByTestId("text-course-not-found")).toHaveTextContent("Course Not Found");
    expect(screen.getByText("The course you're looking for doesn't exist.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/courses"))).toBe(false);
  });

  it("shows Course Not Found when the server answers 404 (unknown id or a draft)", async () => {
    courseServer();
    renderAt("/course/99");
    expect(await screen.findByTestId("text-course-not-found")).toHaveTextContent("Course Not Found");
    expect(screen.queryByText("Error")).toBeNull();
  });

  it("asks for the lessons, guidelines and reviews without waiting for the course's answer", async () => {
    let answerCourse!: () => void;
    const courseHeld = new Promise<void>((resolve) => (answerCourse = resolve));
    const fetchMock = courseServer({
      "GET /api/courses/1": async () => {
        await courseHeld;
        return { status: 200, body: makeCourse({ id: 1, price: "129.00" }) };
      },
    });
    renderAt("/course/1");

    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([
          "/api/courses/1/chapters",
          "/api/courses/1/sections",
          "/api/courses/1/guidelines",
          "/api/courses/1/reviews",
        ]),
      ),
    );
    expect(screen.getByTestId("skeleton-course-detail")).toBeInTheDocument();

    answerCourse();
    expect(await screen.findByTestId("text-course-title")).toHaveTextContent("Digital Marketing Mastery");
  });

  it("keeps its loading state until the lessons are in too, then shows the course with the player in place", async () => {
    let answerLessons!: () => void;
    const lessonsHeld = new Promise<void>((resolve) => (answerLessons = resolve));
    courseServer({
      "GET /api/courses/1/chapters": async () => {
        await lessonsHeld;
        return {
          status: 200,
          body: [
            makeChapter({ id: 1, title: "Welcome", sectionId: 10, isPreview: true }),
            makeChapter({ id: 2, title: "Audience", sectionId: 10, orderIndex: 2, locked: true }),
          ],
        };
      },
    });
    const { queryClient } = renderAt("/course/1");

    await waitFor(() => expect(queryClient.getQueryData(["courses", "detail", 1])).toBeDefined());
    expect(screen.getByTestId("skeleton-course-detail")).toBeInTheDocument();
    expect(screen.queryByTestId("text-course-title")).toBeNull();

    answerLessons();
    expect(await screen.findByTestId("text-course-title")).toHaveTextContent("Digital Marketing Mastery");
    expect(await screen.findByTestId("video-player")).toBeInTheDocument();
    expect(screen.getByTestId("chapter-1")).toHaveAttribute("aria-current", "true");
    expect(screen.queryByTestId("skeleton-course-detail")).toBeNull();
  });

  it("offers to try again when the course fails to load for another reason, then shows it", async () => {
    let failing = true;
    courseServer({
      "GET /api/courses/1": () =>
        failing
          ? { status: 500, body: { code: "INTERNAL", message: "Something went wrong. Please try again." } }
          : { status: 200, body: makeCourse({ id: 1, title: "Growth Marketing", price: "129.00" }) },
    });
    renderAt("/course/1");
    expect(await screen.findByTestId("error-course")).toHaveTextContent("Could not load the course");
    expect(screen.queryByTestId("text-course-not-found")).toBeNull();

    failing = false;
    await userEvent.click(screen.getByTestId("error-course-retry"));
    expect((await screen.findAllByText("Growth Marketing")).length).toBeGreaterThan(0);
    expect(screen.queryByTestId("error-course")).toBeNull();
  });

  it("offers Try again for the lessons, the study guidelines and the reviews when each fails, and shows them after", async () => {
    const review = {
      id: 3,
      rating: 5,
      comment: "Clear and useful",
      author: "Ada L.",
      createdAt: "2025-03-01T00:00:00.000Z",
      profileUrl: null,
    };
    courseServer({
      "GET /api/courses/1/chapters": failsOnce({
        status: 200,
        body: [makeChapter({ id: 1, title: "Welcome", sectionId: 10, isPreview: true })],
      }),
      "GET /api/courses/1/guidelines": failsOnce({ status: 200, body: [] }),
      "GET /api/courses/1/reviews": failsOnce({ status: 200, body: [review] }),
    });
    renderAt("/course/1");

    expect(await screen.findByTestId("error-course-content-title")).toHaveTextContent("Could not load the lessons");
    expect(await screen.findByTestId("error-guidelines-title")).toHaveTextContent("Could not load the study guidelines");
    expect(await screen.findByTestId("error-reviews-title")).toHaveTextContent("Could not load the reviews");
    expect(screen.queryByTestId("empty-reviews")).toBeNull();

    await userEvent.click(screen.getByTestId("error-course-content-retry"));
    expect(await screen.findByTestId("chapter-1")).toHaveTextContent("Welcome");
    await userEvent.click(screen.getByTestId("error-guidelines-retry"));
    await waitFor(() => expect(screen.queryByTestId("error-guidelines")).toBeNull());
    await userEvent.click(screen.getByTestId("error-reviews-retry"));
    expect(await screen.findByTestId("review-3")).toHaveTextContent("Clear and useful");
    // The reviewer's profile is not visible to this reader: the name is plain text.
    expect(screen.queryByTestId("link-reviewer-3")).toBeNull();
  });

  it("plays the preview chapter and shows the lock over the player for a locked one", async () => {
    courseServer();
    const user = userEvent.setup();
    renderAt("/course/1");

    expect(await screen.findByTestId("text-course-title")).toHaveTextContent("Digital Marketing Mastery");
    const player = await screen.findByTestId("video-player");
    expect(within(player).getByTestId("video-element")).toHaveAttribute("src", "/api/chapters/1/video");
    expect(screen.getByTestId("text-monthly-price")).toHaveTextContent("$10.75/month");
    expect(screen.getByTestId("button-buy-now")).toHaveAttribute("href", "/checkout/1?type=one_time");
    expect(screen.getByTestId("button-monthly")).toHaveAttribute("href", "/checkout/1?type=subscription");
    // The enrollments endpoint is missing (404): not enrolled.
    await waitFor(() => expect(screen.getByTestId("button-course-action")).toHaveTextContent("Enroll Now"));
    expect(screen.getByTestId("link-download-5-0")).toHaveAttribute("download", "Workbook.pdf");
    expect(screen.getByTestId("empty-reviews")).toBeInTheDocument();
    expect(screen.queryByTestId("text-review-average")).toBeNull();

    await user.click(screen.getByTestId("chapter-2"));
    expect(screen.getByTestId("text-chapter-locked")).toHaveTextContent("Enroll in this course to watch this lesson");
    expect(within(screen.getByTestId("video-player")).queryByTestId("video-element")).toBeNull();
    expect(screen.getByTestId("button-play")).toBeDisabled();
  });

  it("tells an enrolled learner which chapter to complete first over a chapter locked by the course's order, with no buy button", async () => {
    courseServer({
      "GET /api/courses/1": { status: 200, body: makeCourse({ id: 1, price: "129.00", sequential: true }) },
      "GET /api/courses/1/chapters": {
        status: 200,
        body: [
          makeChapter({ id: 1, title: "Welcome", sectionId: 10 }),
          makeChapter({
            id: 2,
            title: "Audience",
            sectionId: 10,
            orderIndex: 2,
            locked: true,
            lockReason: "COMPLETE_PREVIOUS",
            finishFirst: { id: 1, title: "Welcome" },
          }),
        ],
      },
      "GET /api/personal/enrollments": { status: 200, body: [makeEnrollment(1, 0, { id: 3 })] },
      "GET /api/personal/courses/1/progress": {
        status: 200,
        body: { progress: 0, completedChapters: [], lastPositions: {}, lastChapterId: null, completedAt: null },
      },
      "GET /api/personal/courses/1/notes": { status: 200, body: [] },
    });
    const user = userEvent.setup();
    renderAt("/course/1");
    await waitFor(() => expect(screen.getByTestId("button-course-action")).toHaveTextContent("Start Course"));

    await user.click(screen.getByTestId("chapter-2"));
    const lock = screen.getByTestId("text-chapter-locked");
    expect(lock).toHaveTextContent('Complete "Welcome" first');
    expect(within(screen.getByTestId("video-player")).queryByTestId("video-element")).toBeNull();
    // The learner has the course: waiting for an earlier chapter is not a sale.
    expect(screen.queryByTestId("button-unlock-course")).toBeNull();
    expect(screen.queryByTestId("button-mark-complete")).toBeNull();

    // The overlay opens the chapter to finish first.
    const open = screen.getByTestId("button-open-finish-first");
    expect(open).toHaveTextContent('Go to "Welcome"');
    await user.click(open);
    expect(screen.getByTestId("chapter-1")).toHaveAttribute("aria-current", "true");
    expect(screen.queryByTestId("text-chapter-locked")).toBeNull();
    expect(within(screen.getByTestId("video-player")).getByTestId("video-element")).toHaveAttribute("src", "/api/chapters/1/video");
  });

  it("shows Continue Course to an enrolled learner with progress", async () => {
    courseServer({ "GET /api/personal/enrollments": { status: 200, body: [makeEnrollment(1, 40, { id: 3 })] } });
    renderAt("/course/1");
    await waitFor(() => expect(screen.getByTestId("button-course-action")).toHaveTextContent("Continue Course"));
    expect(screen.queryByTestId("button-buy-now")).toBeNull();
  });

  it("shows an enrolled learner's progress and completed chapters, and marks the current chapter complete", async () => {
    const completions: string[] = [];
    let progress = { progress: 50, completedChapters: [2], lastPositions: {}, lastChapterId: null, completedAt: null as string | null };
    courseServer({
      "GET /api/courses/1/chapters": {
        status: 200,
        body: [
          makeChapter({ id: 1, title: "Welcome", sectionId: 10, isPreview: true }),
          makeChapter({ id: 2, title: "Audience", sectionId: 10, orderIndex: 2 }),
        ],
      },
      "GET /api/personal/enrollments": { status: 200, body: [makeEnrollment(1, 50, { id: 3 })] },
      "GET /api/personal/courses/1/progress": () => ({ status: 200, body: progress }),
      "GET /api/personal/courses/1/notes": { status: 200, body: [] },
      "POST /api/personal/courses/1/chapters/1/complete": ({ url }) => {
        completions.push(url.pathname);
        progress = { ...progress, progress: 100, completedChapters: [1, 2], completedAt: "2025-03-01T00:00:00.000Z" };
        return { status: 200, body: progress };
      },
    });
    const user = userEvent.setup();
    renderAt("/course/1");

    expect(await screen.findByTestId("text-progress-chapters")).toHaveTextContent("1 of 2 chapters completed");
    expect(screen.getByTestId("text-progress-percent")).toHaveTextContent("50%");
    expect(screen.getByTestId("progress-course")).toBeInTheDocument();
    expect(screen.getByTestId("icon-completed-2")).toBeInTheDocument();
    expect(screen.queryByTestId("icon-completed-1")).toBeNull();
    expect(screen.getByTestId("button-course-action")).toHaveTextContent("Continue Course");
    expect(await screen.findByTestId("panel-notes")).toBeInTheDocument();
    expect(await screen.findByTestId("form-review")).toBeInTheDocument();

    const mark = screen.getByTestId("button-mark-complete");
    expect(mark).toHaveTextContent("Mark complete");
    await user.click(mark);
    await waitFor(() => expect(screen.getByTestId("text-progress-percent")).toHaveTextContent("100%"));
    expect(completions).toEqual(["/api/personal/courses/1/chapters/1/complete"]);
    expect(screen.getByTestId("icon-completed-1")).toBeInTheDocument();
    expect(screen.getByTestId("button-mark-complete")).toHaveTextContent("Mark incomplete");
    expect(screen.getByTestId("link-certificate")).toHaveAttribute("href", "/personal/certificates");
  });

  it.each([
    ["a free course back to the course", "0.00", "/auth?next=%2Fcourse%2F1"],
    ["a paid course on to its checkout", "129.00", "/auth?next=%2Fcheckout%2F1"],
  ])("sends a signed-out visitor who clicks Enroll Now on %s after signing in", async (_what, price, signIn) => {
    const fetchMock = courseServer({
      "GET /api/user": { status: 401, body: { code: "UNAUTHENTICATED", message: "Not signed in" } },
      "GET /api/courses/1": { status: 200, body: makeCourse({ id: 1, price }) },
    });
    const user = userEvent.setup();
    const { location } = renderAt("/course/1");
    const action = await screen.findByTestId("button-course-action");
    await waitFor(() => expect(action).toHaveTextContent("Enroll Now"));
    await user.click(action);
    await waitFor(() => expect(location.history?.at(-1)).toBe(signIn));
    // Nothing was asked of the server on the visitor's behalf.
    expect(fetchMock.mock.calls.some(([, init]) => (init?.method ?? "GET") === "POST")).toBe(false);
  });

  it("shows no learner panels to a visitor who is not enrolled", async () => {
    courseServer();
    renderAt("/course/1");
    await waitFor(() => expect(screen.getByTestId("button-course-action")).toHaveTextContent("Enroll Now"));
    expect(screen.queryByTestId("panel-notes")).toBeNull();
    expect(screen.queryByTestId("form-review")).toBeNull();
    expect(screen.queryByTestId("button-mark-complete")).toBeNull();
    expect(screen.queryByTestId("progress-course")).toBeNull();
  });

  it("lists a locked guideline by title only, with what enrolling gives", async () => {
    courseServer({
      "GET /api/courses/1/guidelines": {
        status: 200,
        body: [
          {
            id: 6,
            courseId: 1,
            sectionId: null,
            title: "Pricing Workbook",
            content: "",
            downloadableContent: [],
            locked: true,
            createdAt: "2025-01-05T00:00:00.000Z",
          },
        ],
      },
    });
    renderAt("/course/1");
    expect(await screen.findByText("Pricing Workbook")).toBeInTheDocument();
    expect(screen.getByTestId("text-guideline-locked-6")).toHaveTextContent("enroll to read it and download its files");
    expect(screen.queryByRole("list", { name: "Downloadable resources" })).toBeNull();
  });

  it("opens a returning learner on the last chapter watched, at its saved position", async () => {
    courseServer({
      "GET /api/courses/1/chapters": {
        status: 200,
        body: [
          makeChapter({ id: 1, title: "Welcome", sectionId: 10, isPreview: true }),
          makeChapter({ id: 2, title: "Audience", sectionId: 10, orderIndex: 2 }),
        ],
      },
      "GET /api/personal/enrollments": { status: 200, body: [makeEnrollment(1, 50, { id: 3 })] },
      "GET /api/personal/courses/1/progress": {
        status: 200,
        body: { progress: 50, completedChapters: [1], lastPositions: { "1": 30, "2": 42 }, lastChapterId: 2, completedAt: null },
      },
      "GET /api/personal/courses/1/notes": { status: 200, body: [] },
    });
    renderAt("/course/1");
    await waitFor(() => expect(screen.getByTestId("video-element")).toHaveAttribute("src", "/api/chapters/2/video"));
    expect(screen.getByTestId("text-lesson-title")).toHaveTextContent("Audience");
  });
});

describe("watching enough of a chapter, over several visits", () => {
  afterEach(() => window.localStorage.clear());

  const timeRanges = (...pairs: [number, number][]) => ({
    length: pairs.length,
    start: (i: number) => pairs[i][0],
    end: (i: number) => pairs[i][1],
  });

  /** A returning learner on chapter 1 (20 s long), which resumes at 10 s; records the completions. */
  function returningLearner() {
    const completions: string[] = [];
    let progress = { progress: 0, completedChapters: [] as number[], lastPositions: { "1": 10 }, lastChapterId: 1, completedAt: null };
    courseServer({
      "GET /api/courses/1/chapters": {
        status: 200,
        body: [
          makeChapter({ id: 1, title: "Welcome", sectionId: 10, duration: 20 }),
          makeChapter({ id: 2, title: "Audience", sectionId: 10, orderIndex: 2 }),
        ],
      },
      "GET /api/personal/enrollments": { status: 200, body: [makeEnrollment(1, 0, { id: 3 })] },
      "GET /api/personal/courses/1/progress": () => ({ status: 200, body: progress }),
      "GET /api/personal/courses/1/notes": { status: 200, body: [] },
      "PUT /api/personal/courses/1/chapters/1/position": { status: 200, body: { lastPositions: { "1": 19 }, lastChapterId: 1 } },
      "POST /api/personal/courses/1/chapters/1/complete": ({ url }) => {
        completions.push(url.pathname);
        progress = { ...progress, progress: 50, completedChapters: [1] };
        return { status: 200, body: progress };
      },
    });
    return completions;
  }

  /** The video plays this visit's ranges, up to the last one's end. */
  async function play(...pairs: [number, number][]) {
    await screen.findByTestId("button-mark-complete"); // the progress is in
    const video = (await screen.findByTestId("video-element")) as HTMLVideoElement; // mounts just after the page
    Object.defineProperty(video, "readyState", { configurable: true, value: 4 });
    Object.defineProperty(video, "duration", { configurable: true, value: 20 });
    video.dispatchEvent(new Event("loadedmetadata"));
    Object.defineProperty(video, "played", { configurable: true, get: () => timeRanges(...pairs) });
    Object.defineProperty(video, "currentTime", { configurable: true, value: pairs[pairs.length - 1][1], writable: true });
    video.dispatchEvent(new Event("play"));
    video.dispatchEvent(new Event("timeupdate"));
    return video;
  }

  it("completes a chapter the learner finishes on a later visit: what was played before counts", async () => {
    window.localStorage.setItem("gsm-played:9:1", JSON.stringify([[0, 10]]));
    const completions = returningLearner();
    renderAt("/course/1");
    // Resumed at 10 s and played to 19 s: 9 s this visit, 19 s of 20 in all.
    await play([10, 19]);
    await waitFor(() => expect(completions).toEqual(["/api/personal/courses/1/chapters/1/complete"]));
    await waitFor(() => expect(screen.getByTestId("button-mark-complete")).toHaveTextContent("Mark incomplete"));
    // Complete: the count starts again if the learner marks it incomplete.
    expect(window.localStorage.getItem("gsm-played:9:1")).toBeNull();
  });

  it("does not count a drag: the seconds skipped were never played, on any visit", async () => {
    window.localStorage.setItem("gsm-played:9:1", JSON.stringify([[0, 5]]));
    // Another learner's viewing in this browser is not this learner's.
    window.localStorage.setItem("gsm-played:8:1", JSON.stringify([[5, 15]]));
    const completions = returningLearner();
    renderAt("/course/1");
    // Dragged from 10 s to 15 s and played to the end: 5 s before, 5 s now.
    const video = await play([15, 20]);
    video.dispatchEvent(new Event("pause"));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem("gsm-played:9:1")!)).toEqual([
        [0, 5],
        [15, 20],
      ]),
    );
    expect(completions).toEqual([]);
    expect(screen.getByTestId("button-mark-complete")).toHaveTextContent("Mark complete");
  });

  it("does not complete a chapter from this visit's viewing alone when it falls short", async () => {
    const completions = returningLearner();
    renderAt("/course/1");
    await play([10, 20]);
    expect(hasWatchedEnough(10, 20)).toBe(false);
    expect(hasWatchedEnough(18, 20)).toBe(true);
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem("gsm-played:9:1")!)).toEqual([[10, 20]]));
    expect(completions).toEqual([]);
  });
});

describe("CourseDetailPage in the learner's language", () => {
  afterEach(() => resetLocale());

  const expected = {
    // The category and level in the catalogue's words, the same on every screen.
    es: {
      content: "Contenido del curso",
      action: "Continuar el curso",
      chapters: "1 de 3 capítulos completados",
      notes: "Mis notas",
      labels: ["Negocios", "Avanzado"],
    },
    fr: {
      content: "Contenu du cours",
      action: "Continuer le cours",
      chapters: "1 chapitre terminé sur 3",
      notes: "Mes notes",
      labels: ["Entrepreneuriat", "Avancé"],
    },
    de: {
      content: "Kursinhalt",
      action: "Kurs fortsetzen",
      chapters: "1 von 3 Kapiteln abgeschlossen",
      notes: "Meine Notizen",
      labels: ["Business", "Experte"],
    },
    zh: { content: "课程内容", action: "继续学习", chapters: "已完成 1/3 个章节", notes: "我的笔记", labels: ["商业", "高级"] },
  } as const;

  it.each(Object.keys(expected) as (keyof typeof expected)[])("has every key in %s for an enrolled learner", async (locale) => {
    await strictLocale(locale);
    courseServer({
      "GET /api/user/settings": { status: 200, body: { ...DEFAULT_LEARNER_SETTINGS, language: locale } },
      "GET /api/courses/1": { status: 200, body: makeCourse({ id: 1, price: "129.00", category: "business", level: "advanced" }) },
      "GET /api/courses/1/chapters": {
        status: 200,
        body: [
          makeChapter({ id: 1, title: "Welcome", sectionId: 10, isPreview: true }),
          makeChapter({ id: 2, title: "Audience", sectionId: 10, orderIndex: 2, hasQuiz: true }),
          makeChapter({ id: 3, title: "Extras", sectionId: null, orderIndex: 3 }),
        ],
      },
      "GET /api/courses/1/reviews": {
        status: 200,
        body: [
          {
            id: 4,
            rating: 5,
            comment: "Clear and practical.",
            createdAt: "2025-02-01T00:00:00.000Z",
            author: "Ada L.",
            profileUrl: "/u/ada",
          },
        ],
      },
      "GET /api/personal/enrollments": { status: 200, body: [makeEnrollment(1, 50, { id: 3 })] },
      "GET /api/personal/courses/1/progress": {
        status: 200,
        body: { progress: 50, completedChapters: [1], lastPositions: { "2": 42 }, lastChapterId: 2, completedAt: null },
      },
      "GET /api/personal/courses/1/notes": {
        status: 200,
        body: [{ id: 7, courseId: 1, chapterId: 2, content: "Ask who buys", timestamp: 65, createdAt: "2025-02-02T00:00:00.000Z" }],
      },
      "GET /api/personal/courses/1/review": {
        status: 200,
        body: {
          id: 4,
          courseId: 1,
          rating: 5,
          comment: "Clear and practical.",
          createdAt: "2025-02-01T00:00:00.000Z",
          updatedAt: "2025-02-01T00:00:00.000Z",
        },
      },
      "GET /api/personal/courses/1/chapters/2/quiz": {
        status: 200,
        body: {
          chapterId: 2,
          version: 1,
          passMark: 70,
          attempts: 1,
          bestScore: 50,
          passed: false,
          questions: [{ prompt: "Pick the primes", options: ["2", "4", "5"], multiple: true }],
        },
      },
    });
    renderAt("/course/1");

    expect(await screen.findByTestId("text-progress-chapters")).toHaveTextContent(expected[locale].chapters);
    expect(screen.getByTestId("card-course-content")).toHaveTextContent(expected[locale].content);
    expect(screen.getByTestId("button-course-action")).toHaveTextContent(expected[locale].action);
    expect(await screen.findByTestId("note-7")).toBeInTheDocument();
    expect(screen.getByTestId("panel-notes")).toHaveTextContent(expected[locale].notes);
    expect(await screen.findByTestId("form-quiz")).toBeInTheDocument();
    expect(await screen.findByTestId("form-review")).toBeInTheDocument();
    expect(screen.getByTestId("review-4")).toBeInTheDocument();
    // A profile the reader may open: the reviewer's name links to it.
    expect(screen.getByTestId("link-reviewer-4")).toHaveAttribute("href", "/u/ada");
    expect([screen.getByTestId("badge-course-category"), screen.getByTestId("badge-course-level")].map((b) => b.textContent)).toEqual(
      expected[locale].labels,
    );
    expect(missingKeys()).toEqual([]);
  });
});

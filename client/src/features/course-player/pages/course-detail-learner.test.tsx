// The enrolled learner's course page: the course action by stage, the chapter list after a
// completion, what the course includes, notes on a locked chapter and note markers.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import type { Chapter } from "@shared/schemas/courses";
import type { CourseProgress } from "@shared/schemas/learning";
import { makeChapter, makeCourse, makeEnrollment, makeSection, makeUser } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import CourseDetailPage from "./course-detail-page";
import { fakeApi } from "@/test/fake-api";

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

const read = <T,>(value: T | (() => T)): T => (typeof value === "function" ? (value as () => T)() : value);

const noProgress: CourseProgress = { progress: 0, completedChapters: [], lastPositions: {}, lastChapterId: null, completedAt: null };

function learnerServer({
  progress = noProgress,
  chapters = [
    makeChapter({ id: 1, title: "Welcome", sectionId: 10 }),
    makeChapter({ id: 2, title: "Audience", sectionId: 10, orderIndex: 2 }),
  ],
  files = 0,
  extra = {},
}: {
  progress?: CourseProgress | (() => CourseProgress);
  chapters?: Chapter[] | (() => Chapter[]);
  files?: number;
  extra?: Parameters<typeof fakeApi>[0];
} = {}) {
  return fakeApi({
    "GET /api/user": { status: 200, body: makeUser("personal") },
    "GET /api/courses/1": { status: 200, body: makeCourse({ id: 1, price: "0.00", sequential: true }) },
    "GET /api/courses/1/sections": { status: 200, body: [makeSection({ id: 10 })] },
    "GET /api/courses/1/chapters": () => ({ status: 200, body: read(chapters) }),
    "GET /api/courses/1/guidelines": {
      status: 200,
      body: [
        {
          id: 5,
          courseId: 1,
          sectionId: null,
          title: "Course Guidelines",
          content: "Use one product throughout.",
          downloadableContent: Array.from({ length: files }, (_, i) => ({
            name: `Workbook ${i}.pdf`,
            url: `/uploads/documents/w${i}.pdf`,
            type: "application/pdf",
            size: 2048,
          })),
          locked: false,
          createdAt: "2025-01-05T00:00:00.000Z",
        },
      ],
    },
    "GET /api/courses/1/reviews": { status: 200, body: [] },
    "GET /api/personal/enrollments": () => ({
      status: 200,
      body: [makeEnrollment(1, read(progress).progress, { id: 3 })],
    }),
    "GET /api/personal/courses/1/progress": () => ({ status: 200, body: read(progress) }),
    "GET /api/personal/courses/1/notes": { status: 200, body: [] },
    "GET /api/personal/courses/1/review": { status: 200, body: null },
    ...extra,
  });
}

describe("the course action", () => {
  it.each([
    ["Start Course before the first chapter is done", noProgress, "Start Course"],
    ["Continue Course midway", { ...noProgress, progress: 50, completedChapters: [1] }, "Continue Course"],
    [
      "Review Course once every chapter is done",
      { ...noProgress, progress: 100, completedChapters: [1, 2], completedAt: "2025-03-01T00:00:00.000Z" },
      "Review Course",
    ],
  ])("says %s", async (_what, progress, label) => {
    learnerServer({ progress });
    renderAt("/course/1");
    await waitFor(() => expect(screen.getByTestId("button-course-action")).toHaveTextContent(label));
  });

  it("opens the first chapter to review a finished course, not the last one watched", async () => {
    learnerServer({
      progress: { progress: 100, completedChapters: [1, 2], lastPositions: {}, lastChapterId: 2, completedAt: "2025-03-01T00:00:00.000Z" },
    });
    const user = userEvent.setup();
    renderAt("/course/1");
    await waitFor(() => expect(screen.getByTestId("text-lesson-title")).toHaveTextContent("Audience"));
    expect(screen.getByTestId("button-course-action")).toHaveTextContent("Review Course");
    await user.click(screen.getByTestId("button-course-action"));
    expect(screen.getByTestId("text-lesson-title")).toHaveTextContent("Welcome");
  });
});

describe("the chapter list after a completion", () => {
  it("opens the next chapter of a course taken in order as soon as the chapter before it is completed, without a reload", async () => {
    let firstDone = false;
    const chapters = () => [
      makeChapter({ id: 1, title: "Welcome", sectionId: 10 }),
      firstDone
        ? makeChapter({ id: 2, title: "Audience", sectionId: 10, orderIndex: 2 })
        : makeChapter({
            id: 2,
            title: "Audience",
            sectionId: 10,
            orderIndex: 2,
            locked: true,
            lockReason: "COMPLETE_PREVIOUS",
            finishFirst: { id: 1, title: "Welcome" },
          }),
    ];
    const done: CourseProgress = { ...noProgress, progress: 50, completedChapters: [1], lastChapterId: 1 };
    learnerServer({
      chapters,
      progress: () => (firstDone ? done : noProgress),
      extra: {
        "POST /api/personal/courses/1/chapters/1/complete": () => {
          firstDone = true;
          return { status: 200, body: done };
        },
      },
    });
    const user = userEvent.setup();
    renderAt("/course/1");
    expect(await screen.findByTestId("text-chapter-lock-2")).toHaveTextContent('Complete "Welcome" first');
    expect(screen.getByTestId("chapter-2")).toHaveAttribute("data-locked", "true");

    await user.click(await screen.findByTestId("button-mark-complete"));
    await waitFor(() => expect(screen.getByTestId("chapter-2")).toHaveAttribute("data-locked", "false"));
    expect(screen.queryByTestId("text-chapter-lock-2")).toBeNull();
    expect(screen.getByTestId("chapter-1")).toHaveAttribute("data-completed", "true");
  });
});

describe("what the course includes", () => {
  it("leaves out downloadable resources when the course has none", async () => {
    learnerServer({ files: 0 });
    renderAt("/course/1");
    const card = await screen.findByTestId("card-course-details");
    expect(card).toHaveTextContent("Certificate");
    expect(card).not.toHaveTextContent(/downloadable resource/);
  });

  it("counts the files learners can download", async () => {
    learnerServer({ files: 2 });
    renderAt("/course/1");
    await waitFor(() => expect(screen.getByTestId("card-course-details")).toHaveTextContent("2 downloadable resources"));
  });
});

describe("notes", () => {
  it("offers no new note on a chapter that is still locked, and says why", async () => {
    learnerServer({
      chapters: [
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
    });
    const user = userEvent.setup();
    renderAt("/course/1");
    expect(await screen.findByTestId("input-note")).toBeInTheDocument();

    await user.click(screen.getByTestId("chapter-2"));
    expect(await screen.findByTestId("text-notes-locked")).toHaveTextContent(
      "“Audience” is still locked: you can add notes to it once it opens.",
    );
    expect(screen.queryByTestId("input-note")).toBeNull();
    expect(screen.queryByTestId("button-add-note")).toBeNull();
  });

  it("writes the new note at a marker's second once the marker is clicked", async () => {
    // 1 s of a 3 s video: as a percentage (33.33…%) and back it would be 0.999… s, shown as 0:00.
    learnerServer({
      chapters: [makeChapter({ id: 1, title: "Welcome", sectionId: 10, duration: 3 })],
      extra: {
        "GET /api/personal/courses/1/notes": {
          status: 200,
          body: [{ id: 7, courseId: 1, chapterId: 1, content: "Look here", timestamp: 1, createdAt: "2025-02-02T00:00:00.000Z" }],
        },
      },
    });
    const user = userEvent.setup();
    renderAt("/course/1");
    const video = (await screen.findByTestId("video-element")) as HTMLVideoElement;
    Object.defineProperty(video, "readyState", { configurable: true, value: 4 });
    Object.defineProperty(video, "duration", { configurable: true, value: 3 });
    act(() => void video.dispatchEvent(new Event("loadedmetadata")));
    expect(await screen.findByTestId("text-note-at")).toHaveTextContent("at 0:00 in Welcome");

    await user.click(await screen.findByTestId("marker-note-7"));
    expect(video.currentTime).toBe(1);
    expect(screen.getByTestId("text-note-at")).toHaveTextContent("at 0:01 in Welcome");
  });
});

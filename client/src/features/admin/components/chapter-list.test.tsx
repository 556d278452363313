import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import type { Chapter, Course, Section } from "@shared/schemas/courses";
import { renderWithProviders } from "@/test/render";
import { CourseContentPanel } from "./course-content-panel";
import { fakeApi } from "@/test/fake-api";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const course: Course = {
  id: 5,
  title: "Growth Marketing",
  description: "Grow things.",
  category: "marketing",
  level: "intermediate",
  price: "129.00",
  originalPrice: null,
  thumbnailUrl: null,
  guidelines: null,
  isPublished: false,
  sequential: false,
  studentsCount: 0,
  lessonsCount: 3,
  duration: 14,
  rating: null,
  reviewCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const section: Section = {
  id: 11,
  courseId: 5,
  title: "Foundations",
  description: null,
  orderIndex: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function chapter(id: number, fields: Partial<Chapter>): Chapter {
  return {
    id,
    courseId: 5,
    sectionId: null,
    title: `Chapter ${id}`,
    description: null,
    duration: null,
    orderIndex: id,
    isPreview: false,
    guidelines: null,
    hasVideo: false,
    locked: false,
    videoUrl: null,
    videoFile: null,
    videoStreamUrl: null,
    videoStatus: null,
    videoProgress: 0,
    videoError: null,
    hlsUrl: null,
    posterUrl: null,
    availableAfterDays: null,
    availableAt: null,
    hasQuiz: false,
    quizPassed: false,
    lockReason: null,
    opensAt: null,
    finishFirst: null,
    captions: [],
    ...fields,
  };
}

describe("CourseContentPanel chapter list", () => {
  it("groups chapters by section, then Unorganized Chapters, with m:ss durations and the Preview marker", async () => {
    fakeApi({
      "GET /api/courses/5": { status: 200, body: course },
      "GET /api/courses/5/sections": { status: 200, body: [section] },
      "GET /api/courses/5/chapters": {
        status: 200,
        body: [
          chapter(21, { title: "Welcome", sectionId: 11, duration: 65, isPreview: true }),
          chapter(22, { title: "Loose ends", sectionId: null, duration: 720 }),
          chapter(23, { title: "Orphan of a deleted section", sectionId: 99, duration: 5 }),
        ],
      },
      "GET /api/courses/5/guidelines": { status: 200, body: [] },
    });

    renderWithProviders(<CourseContentPanel courseId={5} onEditCourse={() => {}} />, { path: "/admin/courses?course=5" });

    const sectionGroup = await screen.findByTestId("group-section-11");
    expect(within(sectionGroup).getByText("Foundations")).toBeInTheDocument();
    expect(within(sectionGroup).getByTestId("chapter-row-21")).toHaveTextContent("Welcome");
    expect(within(sectionGroup).queryByTestId("chapter-row-22")).not.toBeInTheDocument();

    const unorganized = screen.getByTestId("group-unorganized");
    expect(within(unorganized).getByText("Unorganized Chapters")).toBeInTheDocument();
    expect(within(unorganized).getByTestId("chapter-row-22")).toBeInTheDocument();
    expect(within(unorganized).getByTestId("chapter-row-23")).toBeInTheDocument();

    expect(screen.getByTestId("text-chapter-duration-21")).toHaveTextContent("1:05");
    expect(screen.getByTestId("text-chapter-duration-22")).toHaveTextContent("12:00");
    expect(screen.getByTestId("text-chapter-duration-23")).toHaveTextContent("0:05");
    expect(screen.getByTestId("badge-preview-21")).toHaveTextContent("Preview");
    expect(screen.queryByTestId("badge-preview-22")).not.toBeInTheDocument();
  });

  it("shows a chosen opening date as that day west of UTC, and a moment with its time", async () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/Los_Angeles";
    try {
      fakeApi({
        "GET /api/courses/5": { status: 200, body: course },
        "GET /api/courses/5/sections": { status: 200, body: [] },
        "GET /api/courses/5/chapters": {
          status: 200,
          body: [
            chapter(31, { title: "On a date", availableAt: "2030-01-15T00:00:00.000Z" }),
            chapter(32, { title: "At a time", availableAt: "2030-01-15T22:30:00.000Z" }),
          ],
        },
        "GET /api/courses/5/guidelines": { status: 200, body: [] },
      });
      renderWithProviders(<CourseContentPanel courseId={5} onEditCourse={() => {}} />, { path: "/admin/courses?course=5" });
      expect(await screen.findByTestId("chapter-row-31")).toHaveTextContent("Opens Jan 15, 2030");
      expect(screen.getByTestId("chapter-row-32")).toHaveTextContent("Opens Jan 15, 2030, 2:30 PM");
    } finally {
      process.env.TZ = zone;
    }
  });

  it("has no Unorganized group when every chapter has a section", async () => {
    fakeApi({
      "GET /api/courses/5": { status: 200, body: course },
      "GET /api/courses/5/sections": { status: 200, body: [section] },
      "GET /api/courses/5/chapters": { status: 200, body: [chapter(21, { sectionId: 11, duration: 20 })] },
      "GET /api/courses/5/guidelines": { status: 200, body: [] },
    });

    renderWithProviders(<CourseContentPanel courseId={5} onEditCourse={() => {}} />);

    expect(await screen.findByTestId("chapter-row-21")).toBeInTheDocument();
    expect(screen.queryByTestId("group-unorganized")).not.toBeInTheDocument();
  });

  it("shows each video's transcode state, with the reason and Retry for a failed one", async () => {
    const fetchMock = fakeApi({
      "GET /api/courses/5": { status: 200, body: course },
      "GET /api/courses/5/sections": { status: 200, body: [] },
      "GET /api/courses/5/chapters": {
        status: 200,
        body: [
          chapter(41, { videoFile: "/uploads/videos/a.mp4", videoStatus: "ready", videoProgress: 100 }),
          chapter(42, { videoFile: "/uploads/videos/b.mp4", videoStatus: "processing", videoProgress: 42 }),
          chapter(43, { videoFile: "/uploads/videos/c.mp4", videoStatus: "failed", videoError: "Transcoding failed: bad file" }),
          chapter(44, { videoUrl: "https://videos.example.test/x" }),
        ],
      },
      "GET /api/courses/5/guidelines": { status: 200, body: [] },
      "POST /api/admin/chapters/43/video/retry": { status: 202, body: chapter(43, { videoStatus: "queued" }) },
    });
    renderWithProviders(<CourseContentPanel courseId={5} onEditCourse={() => {}} />, { path: "/admin/courses?course=5" });
    expect(await screen.findByTestId("status-video-41")).toHaveTextContent("Stream ready");
    expect(screen.getByTestId("status-video-42")).toHaveTextContent("Transcoding 42%");
    expect(screen.getByTestId("status-video-43")).toHaveTextContent("Stream failed: Transcoding failed: bad file");
    expect(screen.queryByTestId("status-video-44")).not.toBeInTheDocument();
    screen.getByTestId("button-retry-video-43").click();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/admin/chapters/43/video/retry" && init?.method === "POST")).toBe(
        true,
      ),
    );
  });
});

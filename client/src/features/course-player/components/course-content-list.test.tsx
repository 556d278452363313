import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeChapter, makeSection } from "@/test/fixtures";
import { groupChapters, initialChapter } from "../lib/group-chapters";
import { CourseContentList } from "./course-content-list";

afterEach(cleanup);

const sections = [makeSection({ id: 20, title: "Channels", orderIndex: 2 }), makeSection({ id: 10, title: "Foundations", orderIndex: 1 })];
const chapters = [
  makeChapter({ id: 3, title: "Email", sectionId: 20, orderIndex: 3, locked: true }),
  makeChapter({ id: 1, title: "Welcome", sectionId: 10, orderIndex: 1, isPreview: true, duration: 125 }),
  makeChapter({ id: 2, title: "Audience", sectionId: 10, orderIndex: 2, locked: true }),
  makeChapter({ id: 4, title: "Bonus Q&A", sectionId: null, orderIndex: 4, locked: true }),
];

describe("groupChapters", () => {
  it("orders sections and puts chapters without a section under Other Chapters", () => {
    const layout = groupChapters(sections, chapters);
    expect(layout.kind).toBe("sections");
    if (layout.kind !== "sections") return;
    expect(layout.groups.map((g) => [g.title, g.chapters.map((c) => c.id)])).toEqual([
      ["Foundations", [1, 2]],
      ["Channels", [3]],
      ["Other Chapters", [4]],
    ]);
    expect(initialChapter(layout)?.id).toBe(1);
  });

  it("is a flat list when the course has no sections", () => {
    const layout = groupChapters([], chapters);
    expect(layout.kind).toBe("flat");
    if (layout.kind === "flat") expect(layout.chapters.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("CourseContentList", () => {
  it("opens the first section, shows durations, preview and locks, and groups Other Chapters", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<CourseContentList layout={groupChapters(sections, chapters)} selectedId={1} onSelect={onSelect} />);

    const first = screen.getByTestId("section-10");
    expect(within(first).getByTestId("chapter-1")).toHaveAttribute("data-locked", "false");
    expect(within(first).getByTestId("chapter-1")).toHaveAttribute("aria-current", "true");
    expect(within(first).getByTestId("text-chapter-duration-1")).toHaveTextContent("2:05");
    expect(within(first).getByTestId("badge-preview-1")).toHaveTextContent("Preview");
    expect(within(first).getByTestId("chapter-2")).toHaveAttribute("data-locked", "true");
    expect(within(first).getByTestId("icon-locked-2")).toBeInTheDocument();

    // Other sections start closed.
    expect(screen.queryByTestId("chapter-3")).toBeNull();
    expect(screen.getByTestId("section-other")).toHaveTextContent("Other Chapters");
    expect(screen.queryByTestId("chapter-4")).toBeNull();

    await user.click(screen.getByTestId("button-section-other"));
    const other = screen.getByTestId("section-other");
    expect(within(other).getByTestId("chapter-4")).toHaveAttribute("data-locked", "true");

    await user.click(within(other).getByTestId("chapter-4"));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 4, locked: true }));
  });

  it("says which sections are open, points each open one at its lessons, and closes one on a second press", async () => {
    const user = userEvent.setup();
    render(<CourseContentList layout={groupChapters(sections, chapters)} selectedId={1} onSelect={() => undefined} />);

    const foundations = screen.getByRole("button", { name: /Foundations/ });
    expect(foundations).toHaveAttribute("aria-expanded", "true");
    const lessons = document.getElementById(foundations.getAttribute("aria-controls") ?? "");
    expect(lessons).toContainElement(screen.getByTestId("chapter-1"));
    expect(screen.getByRole("button", { name: /Channels/ })).toHaveAttribute("aria-expanded", "false");

    await user.click(foundations);
    expect(foundations).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByTestId("chapter-1")).toBeNull();
    await user.keyboard("{Enter}");
    expect(foundations).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByTestId("chapter-1")).toBeInTheDocument();
  });

  it("lists chapters flat without section headings when there are no sections", () => {
    render(<CourseContentList layout={groupChapters([], chapters)} selectedId={null} onSelect={() => undefined} />);
    expect(screen.getByTestId("list-chapters")).toBeInTheDocument();
    expect(screen.queryByText("Other Chapters")).toBeNull();
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("data-testid"))).toEqual([
      "chapter-1",
      "chapter-2",
      "chapter-3",
      "chapter-4",
    ]);
  });

  it("names each chapter button with its visible label (title, time, Preview) plus its number and state", () => {
    render(
      <CourseContentList
        layout={groupChapters(sections, chapters)}
        selectedId={1}
        onSelect={() => undefined}
        completedIds={new Set([1])}
      />,
    );
    const welcome = screen.getByTestId("chapter-1");
    // (jsdom joins the parts without the spaces a browser puts between block boxes)
    expect(welcome).toHaveAccessibleName(/^1\.\s*Welcome\s*2:05\s*Preview\s*\(completed\)$/);
    expect(welcome).not.toHaveAttribute("aria-label");
    expect(screen.getByTestId("chapter-2")).toHaveAccessibleName(expect.stringContaining("Audience"));
    expect(screen.getByTestId("chapter-2").textContent).toContain("(locked)");
  });
});

describe("CourseContentList chapter states (drip, order, quizzes)", () => {
  it("shows done, open and locked chapters with why they are locked, and whether their quiz is passed", () => {
    const states = [
      makeChapter({ id: 1, title: "Basics", orderIndex: 1, hasQuiz: true, quizPassed: true }),
      makeChapter({ id: 2, title: "Budgets", orderIndex: 2, hasQuiz: true }),
      makeChapter({
        id: 3,
        title: "Saving",
        orderIndex: 3,
        locked: true,
        lockReason: "COMPLETE_PREVIOUS",
        finishFirst: { id: 2, title: "Budgets" },
      }),
      makeChapter({
        id: 4,
        title: "Investing",
        orderIndex: 4,
        locked: true,
        lockReason: "NOT_YET_AVAILABLE",
        opensAt: "2030-01-15T12:00:00.000Z",
      }),
    ];
    render(<CourseContentList layout={groupChapters([], states)} selectedId={1} onSelect={() => {}} completedIds={new Set([1])} />);

    expect(screen.getByTestId("chapter-1")).toHaveAttribute("data-state", "done");
    expect(screen.getByTestId("badge-quiz-1")).toHaveTextContent("Quiz passed");
    expect(screen.getByTestId("chapter-2")).toHaveAttribute("data-state", "open");
    expect(screen.getByTestId("badge-quiz-2")).toHaveTextContent(/^Quiz$/);
    expect(screen.getByTestId("chapter-3")).toHaveAttribute("data-state", "locked");
    expect(screen.getByTestId("text-chapter-lock-3")).toHaveTextContent('Complete "Budgets" first');
    expect(screen.getByTestId("text-chapter-lock-4")).toHaveTextContent("Available on Jan 15, 2030");
    // passed, then unticked: the pass still shows, though the chapter is no longer done
    cleanup();
    render(<CourseContentList layout={groupChapters([], states)} selectedId={1} onSelect={() => {}} completedIds={new Set()} />);
    expect(screen.getByTestId("chapter-1")).not.toHaveAttribute("data-state", "done");
    expect(screen.getByTestId("badge-quiz-1")).toHaveTextContent("Quiz passed");
  });
});

describe("CourseContentList locked chapters", () => {
  it("shows a completed chapter that is locked now (an earlier one unticked) as locked, with its reason, still saying it was completed", () => {
    const states = [
      makeChapter({ id: 1, title: "Basics", orderIndex: 1 }),
      makeChapter({
        id: 2,
        title: "Budgets",
        orderIndex: 2,
        locked: true,
        lockReason: "COMPLETE_PREVIOUS",
        finishFirst: { id: 1, title: "Basics" },
      }),
    ];
    render(<CourseContentList layout={groupChapters([], states)} selectedId={1} onSelect={() => {}} completedIds={new Set([2])} />);
    const row = screen.getByTestId("chapter-2");
    expect(row).toHaveAttribute("data-state", "locked");
    expect(row).toHaveAttribute("data-completed", "true");
    expect(screen.getByTestId("icon-locked-2")).toBeInTheDocument();
    expect(screen.queryByTestId("icon-completed-2")).toBeNull();
    expect(screen.getByTestId("text-chapter-lock-2")).toHaveTextContent('Complete "Basics" first');
    expect(row).toHaveAccessibleName(expect.stringMatching(/\(completed\)\s*\(locked\)/));
  });

  it("tells a viewer without access why a chapter is locked: Enroll to unlock, and nothing under open ones", () => {
    render(<CourseContentList layout={groupChapters([], chapters)} selectedId={null} onSelect={() => undefined} />);
    expect(screen.getByTestId("text-chapter-lock-2")).toHaveTextContent(/^Enroll to unlock$/);
    expect(screen.getByTestId("text-chapter-lock-3")).toHaveTextContent(/^Enroll to unlock$/);
    expect(screen.queryByTestId("text-chapter-lock-1")).toBeNull(); // the preview
    expect(screen.getByTestId("chapter-2")).toHaveAttribute("data-state", "locked");
  });
});

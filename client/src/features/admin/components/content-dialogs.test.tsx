import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { makeChapter } from "@/test/fixtures";
import userEvent from "@testing-library/user-event";
import { polyfillPointerApis, renderWithProviders } from "@/test/render";
import { ChapterFormDialog } from "./chapter-form-dialog";
import { GuidelineFormDialog } from "./guideline-form-dialog";
import { SectionFormDialog } from "./section-form-dialog";
import { fakeApi } from "@/test/fake-api";

beforeAll(() => {
  polyfillPointerApis();
  // Radix Switch measures its thumb; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noop = () => {};
const timed = makeChapter({
  id: 8,
  courseId: 5,
  title: "Timed",
  videoUrl: "https://example.com/v.mp4",
  availableAt: "2030-01-15T14:30:00.000Z",
});

describe("content dialogs", () => {
  it("Add Section asks for a title", async () => {
    const fetchMock = fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SectionFormDialog open onOpenChange={noop} courseId={5} nextOrder={2} />);

    expect(screen.getByTestId("input-section-order")).toHaveValue("2");
    await user.click(screen.getByTestId("button-save-section"));

    expect(await screen.findByTestId("error-section-title")).toHaveTextContent("Section title is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Add Chapter asks for a title and a valid video URL, and a whole number of seconds", async () => {
    const fetchMock = fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ChapterFormDialog open onOpenChange={noop} courseId={5} sections={[]} />);

    await user.type(screen.getByTestId("input-chapter-video-url"), "youtube");
    await user.type(screen.getByTestId("input-chapter-duration"), "1.5");
    await user.click(screen.getByTestId("button-save-chapter"));

    expect(await screen.findByTestId("error-chapter-title")).toHaveTextContent("Title is required");
    expect(screen.getByTestId("error-chapter-video-url")).toHaveTextContent("Must be a valid URL");
    expect(screen.getByTestId("error-chapter-duration")).toHaveTextContent("Duration must be a whole number");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Edit Chapter leaves an untouched opening time alone, and sends the date when the admin changes it", async () => {
    const sent: Record<string, unknown>[] = [];
    fakeApi({
      "PATCH /api/chapters/8": ({ body }) => {
        sent.push(JSON.parse(body));
        return { status: 200, body: { ...timed, ...sent.at(-1) } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithProviders(<ChapterFormDialog open onOpenChange={noop} courseId={5} sections={[]} chapter={timed} />);
    await user.type(screen.getByTestId("input-chapter-title"), " again");
    await user.click(screen.getByTestId("button-save-chapter"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ title: "Timed again" });
    expect(sent[0]).not.toHaveProperty("availableAt");
    expect(sent[0]).not.toHaveProperty("availableAfterDays");
    unmount();

    renderWithProviders(<ChapterFormDialog open onOpenChange={noop} courseId={5} sections={[]} chapter={timed} />);
    const date = screen.getByTestId("input-chapter-available-at");
    expect(date).toHaveValue("2030-01-15");
    await user.clear(date);
    await user.type(date, "2030-02-01");
    await user.click(screen.getByTestId("button-save-chapter"));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ availableAt: "2030-02-01T00:00:00.000Z", availableAfterDays: null });
  });

  it("Create Guidelines starts with the default title and asks for content", async () => {
    const fetchMock = fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GuidelineFormDialog open onOpenChange={noop} courseId={5} sections={[]} />);

    expect(screen.getByTestId("input-guideline-title")).toHaveValue("Course Guidelines");
    await user.clear(screen.getByTestId("input-guideline-title"));
    await user.click(screen.getByTestId("button-save-guideline"));

    expect(await screen.findByTestId("error-guideline-title")).toHaveTextContent("Title is required");
    expect(screen.getByTestId("error-guideline-content")).toHaveTextContent("Content is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { polyfillPointerApis, renderWithProviders, stubServer } from "@/test/render";
import { ChapterFormDialog } from "./chapter-form-dialog";
import { GuidelineFormDialog } from "./guideline-form-dialog";
import { SectionFormDialog } from "./section-form-dialog";

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

describe("content dialogs", () => {
  it("Add Section asks for a title", async () => {
    const fetchMock = stubServer({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SectionFormDialog open onOpenChange={noop} courseId={5} nextOrder={2} />);

    expect(screen.getByTestId("input-section-order")).toHaveValue("2");
    await user.click(screen.getByTestId("button-save-section"));

    expect(await screen.findByTestId("error-section-title")).toHaveTextContent("Section title is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Add Chapter asks for a title and a valid video URL, and a whole number of seconds", async () => {
    const fetchMock = stubServer({});
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

  it("Create Guidelines starts with the default title and asks for content", async () => {
    const fetchMock = stubServer({});
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

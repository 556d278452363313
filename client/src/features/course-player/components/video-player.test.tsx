import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VideoPlayer } from "./video-player";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function loaded() {
  const video = screen.getByTestId("video-element") as HTMLVideoElement;
  Object.defineProperty(video, "readyState", { configurable: true, value: 4 });
  Object.defineProperty(video, "duration", { configurable: true, value: 20 });
  video.dispatchEvent(new Event("loadedmetadata"));
  return video;
}

describe("VideoPlayer fullscreen", () => {
  it("uses the video's own fullscreen on iPhone Safari, where elements cannot go fullscreen", async () => {
    const original = HTMLElement.prototype.requestFullscreen;
    // @ts-expect-error: iPhone Safari has no Element.requestFullscreen
    HTMLElement.prototype.requestFullscreen = undefined;
    try {
      render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" />);
      const video = loaded() as HTMLVideoElement & { webkitEnterFullscreen?: () => void };
      video.webkitEnterFullscreen = vi.fn();
      await userEvent.click(screen.getByTestId("button-fullscreen"));
      expect(video.webkitEnterFullscreen).toHaveBeenCalledTimes(1);
    } finally {
      HTMLElement.prototype.requestFullscreen = original;
    }
  });

  it("shows Exit fullscreen while the iPhone's video fullscreen is on, and Fullscreen again after its Done button", async () => {
    const original = HTMLElement.prototype.requestFullscreen;
    // @ts-expect-error: iPhone Safari has no Element.requestFullscreen
    HTMLElement.prototype.requestFullscreen = undefined;
    try {
      render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" />);
      const video = loaded() as HTMLVideoElement & { webkitEnterFullscreen?: () => void };
      // What Safari does: the video goes fullscreen and says so on the element (not bubbling).
      video.webkitEnterFullscreen = vi.fn(() => video.dispatchEvent(new Event("webkitbeginfullscreen")));
      const button = screen.getByTestId("button-fullscreen");
      expect(button).toHaveAccessibleName("Fullscreen");
      await userEvent.click(button);
      expect(video.webkitEnterFullscreen).toHaveBeenCalledTimes(1);
      expect(button).toHaveAccessibleName("Exit fullscreen");
      // Done, in the system's player.
      act(() => void video.dispatchEvent(new Event("webkitendfullscreen")));
      expect(button).toHaveAccessibleName("Fullscreen");
    } finally {
      HTMLElement.prototype.requestFullscreen = original;
    }
  });

  it("puts the whole player fullscreen where the browser can", async () => {
    const request = vi.fn(() => Promise.resolve());
    const original = HTMLElement.prototype.requestFullscreen;
    HTMLElement.prototype.requestFullscreen = request;
    try {
      render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" />);
      loaded();
      await userEvent.click(screen.getByTestId("button-fullscreen"));
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.contexts[0]).toBe(screen.getByTestId("video-player"));
    } finally {
      HTMLElement.prototype.requestFullscreen = original;
    }
  });
});

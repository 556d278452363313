import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { polyfillPointerApis } from "@/test/render";
import { VideoPlayer } from "./video-player";

beforeAll(polyfillPointerApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const captions = [
  { language: "en", url: "/api/chapters/1/captions/en.vtt" },
  { language: "fr", url: "/api/chapters/1/captions/fr.vtt" },
];

function loaded() {
  const video = screen.getByTestId("video-element") as HTMLVideoElement;
  Object.defineProperty(video, "readyState", { configurable: true, value: 4 });
  Object.defineProperty(video, "duration", { configurable: true, value: 120 });
  video.dispatchEvent(new Event("loadedmetadata"));
  return video;
}

describe("VideoPlayer speed menu", () => {
  it("offers 0.5× to 2× and plays at the chosen speed", async () => {
    render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" />);
    const video = loaded();
    await userEvent.click(screen.getByRole("button", { name: "Playback speed: Normal" }));
    // The menu's code loads on the first press (player-menu.tsx), so the menu appears a moment later.
    const options = await screen.findAllByRole("menuitemradio");
    expect(options.map((option) => option.textContent)).toEqual(["0.5×", "0.75×", "Normal", "1.25×", "1.5×", "1.75×", "2×"]);
    expect(screen.getByRole("menuitemradio", { name: "Normal" })).toHaveAttribute("aria-checked", "true");
    await userEvent.click(screen.getByRole("menuitemradio", { name: "1.5×" }));
    expect(video.playbackRate).toBe(1.5);
    expect(video.defaultPlaybackRate).toBe(1.5);
    expect(screen.getByRole("button", { name: "Playback speed: 1.5×" })).toBeInTheDocument();
  });

  it("reports the choice to the learner's preferences", async () => {
    const setPlaybackRate = vi.fn();
    const preferences = { playbackRate: 1.25 as const, captionLanguage: null, setPlaybackRate, setCaptionLanguage: vi.fn() };
    render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" preferences={preferences} />);
    const video = loaded();
    expect(video.playbackRate).toBe(1.25);
    await userEvent.click(screen.getByRole("button", { name: "Playback speed: 1.25×" }));
    await userEvent.click(await screen.findByRole("menuitemradio", { name: "2×" }));
    expect(setPlaybackRate).toHaveBeenCalledWith(2);
  });
});

describe("VideoPlayer captions menu", () => {
  it("has no CC menu when the chapter has no captions", () => {
    render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" />);
    expect(screen.queryByRole("button", { name: /^Captions/ })).toBeNull();
  });

  it("lists off and each language, with one <track> per language, and switches between them", async () => {
    render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" captions={captions} />);
    loaded();
    const tracks = [...screen.getByTestId("video-element").querySelectorAll("track")];
    expect(tracks.map((track) => [track.getAttribute("srclang"), track.getAttribute("src"), track.getAttribute("label")])).toEqual([
      ["en", "/api/chapters/1/captions/en.vtt", "English"],
      ["fr", "/api/chapters/1/captions/fr.vtt", "Français"],
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Captions: off" }));
    expect((await screen.findAllByRole("menuitemradio")).map((item) => item.textContent)).toEqual(["Off", "English", "Français"]);
    await userEvent.click(screen.getByRole("menuitemradio", { name: "Français" }));
    expect(screen.getByRole("button", { name: "Captions: Français" })).toBeInTheDocument();
    expect(screen.getByTestId("video-element").querySelector("track[srclang=fr]")).toHaveAttribute("default");
  });

  it("shows captions off when the remembered language is not among this chapter's", () => {
    const preferences = { playbackRate: 1 as const, captionLanguage: "de", setPlaybackRate: vi.fn(), setCaptionLanguage: vi.fn() };
    render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" captions={captions} preferences={preferences} />);
    expect(screen.getByRole("button", { name: "Captions: off" })).toBeInTheDocument();
  });
});

describe("VideoPlayer keys and picture-in-picture", () => {
  it("opens the shortcuts help with ?, changes speed with < and >, and toggles captions with C", async () => {
    render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" captions={captions} />);
    const video = loaded();
    screen.getByTestId("video-player").focus();
    await userEvent.keyboard(">");
    expect(video.playbackRate).toBe(1.25);
    await userEvent.keyboard("<<");
    expect(video.playbackRate).toBe(0.75);
    await userEvent.keyboard("c");
    expect(screen.getByRole("button", { name: "Captions: English" })).toBeInTheDocument();
    screen.getByTestId("video-player").focus();
    await userEvent.keyboard("c");
    expect(screen.getByRole("button", { name: "Captions: off" })).toBeInTheDocument();

    screen.getByTestId("video-player").focus();
    await userEvent.keyboard("?");
    const help = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    expect(help).toHaveTextContent("Play or pause");
    expect(help).toHaveTextContent("Captions on or off");
    expect(help).toHaveTextContent("Show these shortcuts");
  });

  it("offers picture-in-picture only where the browser has it", async () => {
    render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" />);
    expect(screen.queryByRole("button", { name: "Picture-in-picture" })).toBeNull();
    cleanup();

    Object.defineProperty(document, "pictureInPictureEnabled", { configurable: true, value: true });
    try {
      render(<VideoPlayer src="/api/chapters/1/video" title="Lesson" />);
      const video = loaded();
      const request = vi.fn(() => Promise.resolve({} as PictureInPictureWindow));
      video.requestPictureInPicture = request;
      await userEvent.click(screen.getByRole("button", { name: "Picture-in-picture" }));
      expect(request).toHaveBeenCalledTimes(1);
      video.dispatchEvent(new Event("enterpictureinpicture"));
      expect(await screen.findByRole("button", { name: "Exit picture-in-picture" })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(document, "pictureInPictureEnabled");
    }
  });
});

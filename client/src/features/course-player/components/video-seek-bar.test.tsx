import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VideoSeekBar } from "./video-seek-bar";

afterEach(cleanup);

const markers = [
  { id: 1, seconds: 30, text: "Compound interest formula" },
  { id: 2, seconds: 90, text: "Emergency fund: 3-6 months" },
  { id: 3, seconds: 500, text: "Past the end" },
];

describe("VideoSeekBar note markers", () => {
  it("places the learner's notes on the timeline, each named by its time and described by its text", () => {
    render(
      <VideoSeekBar
        currentTime={0}
        duration={120}
        disabled={false}
        onSeek={() => undefined}
        markers={markers}
        onSeekTo={() => undefined}
      />,
    );
    const list = screen.getByRole("list", { name: "Your notes on this video" });
    const first = screen.getByRole("button", { name: "Note at 0:30" });
    expect(list).toContainElement(first);
    expect(first).toHaveAccessibleDescription("0:30 Compound interest formula");
    expect(first.parentElement).toHaveStyle({ left: "25%" });
    expect(screen.getByRole("button", { name: "Note at 1:30" }).parentElement).toHaveStyle({ left: "75%" });
    // A note past the video's end (a replaced video) is left off.
    expect(screen.queryByRole("button", { name: "Note at 8:20" })).toBeNull();
  });

  it("seeks to a note's second when its marker is clicked or pressed", async () => {
    const onSeekTo = vi.fn();
    render(<VideoSeekBar currentTime={0} duration={120} disabled={false} onSeek={() => undefined} markers={markers} onSeekTo={onSeekTo} />);
    await userEvent.click(screen.getByRole("button", { name: "Note at 1:30" }));
    expect(onSeekTo).toHaveBeenCalledWith(90);
    screen.getByRole("button", { name: "Note at 0:30" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onSeekTo).toHaveBeenLastCalledWith(30);
  });

  it("shows no markers before the video's length is known", () => {
    render(<VideoSeekBar currentTime={0} duration={0} disabled={false} onSeek={() => undefined} markers={markers} />);
    expect(screen.queryByRole("list", { name: "Your notes on this video" })).toBeNull();
  });
});

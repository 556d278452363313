// The avatar shows the initials until the picture has loaded, and keeps them if it never does.
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Avatar, AvatarFallback, AvatarImage } from "./avatar";

/** Images the test loads or breaks by hand (jsdom loads none). */
const images: { src: string; onload: (() => void) | null; onerror: (() => void) | null }[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    images.push({ src: value, onload: null, onerror: null });
    const entry = images[images.length - 1];
    queueMicrotask(() => {
      entry.onload = this.onload;
      entry.onerror = this.onerror;
    });
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  images.length = 0;
});

function Jo({ src }: { src?: string }) {
  return (
    <Avatar data-testid="avatar">
      {src && <AvatarImage src={src} alt="Jo's picture" />}
      <AvatarFallback>JO</AvatarFallback>
    </Avatar>
  );
}

describe("Avatar", () => {
  it("shows the initials while the picture loads, then the picture alone", async () => {
    vi.stubGlobal("Image", FakeImage);
    render(<Jo src="/uploads/jo.png" />);
    expect(screen.getByText("JO")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
      images[0].onload?.();
    });
    expect(screen.getByRole("img", { name: "Jo's picture" })).toHaveAttribute("src", "/uploads/jo.png");
    expect(screen.queryByText("JO")).not.toBeInTheDocument();
  });

  it("keeps the initials when the picture fails, and when there is none", async () => {
    vi.stubGlobal("Image", FakeImage);
    const { unmount } = render(<Jo src="/uploads/gone.png" />);
    await act(async () => {
      await Promise.resolve();
      images[0].onerror?.();
    });
    expect(screen.getByText("JO")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    unmount();
    render(<Jo />);
    expect(screen.getByText("JO")).toBeInTheDocument();
  });
});

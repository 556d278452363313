import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { QualityMenu } from "./quality-menu";

afterEach(cleanup);

const levels = [
  { index: 0, height: 240, label: "240p" },
  { index: 1, height: 360, label: "360p" },
  { index: 2, height: 720, label: "720p" },
];

describe("QualityMenu", () => {
  it("offers Auto (with the rendition playing) and every rendition, highest first, and picks one", () => {
    const select = vi.fn();
    render(<QualityMenu hls={{ levels, selected: -1, playing: 1, select }} />);
    const button = screen.getByTestId("button-quality");
    expect(button).toHaveTextContent("Auto");
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    const options = screen.getAllByRole("menuitemradio");
    expect(options.map((o) => o.textContent)).toEqual(["Auto (360p)", "720p", "360p", "240p"]);
    expect(options[0]).toHaveAttribute("aria-checked", "true");
    fireEvent.click(screen.getByTestId("quality-option-720p"));
    expect(select).toHaveBeenCalledWith(2);
    expect(screen.queryByTestId("menu-quality")).not.toBeInTheDocument();
  });

  it("closes with Escape and is absent with fewer than two renditions", () => {
    const { rerender } = render(<QualityMenu hls={{ levels, selected: 0, playing: 0, select: () => {} }} />);
    expect(screen.getByTestId("button-quality")).toHaveTextContent("240p");
    fireEvent.click(screen.getByTestId("button-quality"));
    fireEvent.keyDown(screen.getByTestId("menu-quality"), { key: "Escape" });
    expect(screen.queryByTestId("menu-quality")).not.toBeInTheDocument();
    rerender(<QualityMenu hls={{ levels: levels.slice(0, 1), selected: -1, playing: 0, select: () => {} }} />);
    expect(screen.queryByTestId("button-quality")).not.toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QualityMenu } from "./quality-menu";

afterEach(cleanup);

const levels = [
  { index: 0, height: 240, label: "240p" },
  { index: 1, height: 360, label: "360p" },
  { index: 2, height: 720, label: "720p" },
];

describe("QualityMenu", () => {
  it("offers Auto (with the rendition playing) and every rendition, highest first, and picks one", async () => {
    const select = vi.fn();
    render(<QualityMenu hls={{ levels, selected: -1, playing: 1, select }} />);
    const button = screen.getByTestId("button-quality");
    expect(button).toHaveTextContent("Auto");
    expect(button).toHaveAccessibleName("Quality: Auto");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    // The menu's code loads on the first press (player-menu.tsx), so the menu appears a moment later.
    const options = await screen.findAllByRole("menuitemradio");
    expect(options.map((o) => o.textContent)).toEqual(["Auto (360p)", "720p", "360p", "240p"]);
    expect(options[0]).toHaveAttribute("aria-checked", "true");
    await userEvent.click(screen.getByTestId("option-quality-720p"));
    expect(select).toHaveBeenCalledWith(2);
    expect(screen.queryByTestId("menu-quality")).not.toBeInTheDocument();
  });

  it("is operated by keyboard: arrows move, Enter picks, Escape closes", async () => {
    const select = vi.fn();
    render(<QualityMenu hls={{ levels, selected: -1, playing: 1, select }} />);
    screen.getByTestId("button-quality").focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByTestId("menu-quality")).toBeInTheDocument();
    // Opening by keyboard focuses the first option (Auto); one step down is the highest rendition.
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(select).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByTestId("button-quality"));
    expect(await screen.findByTestId("menu-quality")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByTestId("menu-quality")).not.toBeInTheDocument();
  });

  it("shows the chosen rendition, and is absent with fewer than two renditions", () => {
    const { rerender } = render(<QualityMenu hls={{ levels, selected: 0, playing: 0, select: () => {} }} />);
    expect(screen.getByTestId("button-quality")).toHaveTextContent("240p");
    rerender(<QualityMenu hls={{ levels: levels.slice(0, 1), selected: -1, playing: 0, select: () => {} }} />);
    expect(screen.queryByTestId("button-quality")).not.toBeInTheDocument();
  });
});

// PlayerMenu draws its button before the Radix menu's code has loaded (docs/benchmarks.md); keys pressed in
// that moment must open the menu as Radix would once it arrives. The code loads once per test file,
// so the first test here is the one that sees it missing (a click made then: quality-menu.test.tsx;
// a focus: player-menu-focus.test.tsx).
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlayerMenu } from "./player-menu";

afterEach(cleanup);

const options = [
  { value: "a", label: "Alpha" },
  { value: "b", label: "Beta" },
];

function renderMenu(onChange = vi.fn()) {
  render(<PlayerMenu label="Letter: Alpha" title="Letter" icon="A" options={options} value="a" onChange={onChange} testId="letter" />);
  return onChange;
}

describe("PlayerMenu", () => {
  it("opens on Enter pressed before its code has loaded, with the focus on the first option, and picks with the keys", async () => {
    const onChange = renderMenu();
    const button = screen.getByRole("button", { name: "Letter: Alpha" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await userEvent.keyboard("{Enter}");
    const first = await screen.findByRole("menuitemradio", { name: "Alpha" });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("b");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Letter: Alpha" })).toHaveFocus();
  });

  it("then opens as a Radix menu: Escape closes it and returns the focus", async () => {
    renderMenu();
    screen.getByRole("button", { name: "Letter: Alpha" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("menuitemradio", { name: "Alpha" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Letter: Alpha" })).toHaveFocus();
  });
});

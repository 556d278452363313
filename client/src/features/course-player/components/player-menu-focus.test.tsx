// PlayerMenu's code loads when its button is first focused (player-menu.tsx); the real trigger that
// then replaces the stand-in keeps the keyboard focus. Its own file: the code loads once per file.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlayerMenu } from "./player-menu";

afterEach(cleanup);

describe("PlayerMenu focused before its code has loaded", () => {
  it("keeps the focus on the button, closed, once the code arrives", async () => {
    render(
      <PlayerMenu
        label="Letter: Alpha"
        title="Letter"
        icon="A"
        options={[{ value: "a", label: "Alpha" }]}
        value="a"
        onChange={() => {}}
        testId="letter"
      />,
    );
    expect(screen.getByRole("button", { name: "Letter: Alpha" })).not.toHaveAttribute("id");
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Letter: Alpha" })).toHaveFocus();
    // Radix's trigger has an id; the stand-in has none.
    await waitFor(() => expect(screen.getByRole("button", { name: "Letter: Alpha" })).toHaveAttribute("id"));
    expect(screen.getByRole("button", { name: "Letter: Alpha" })).toHaveFocus();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});

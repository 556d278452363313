import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Pencil } from "lucide-react";
import { Button } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("gives an icon button a hover tooltip with its accessible name", () => {
    render(
      <Button size="icon" aria-label="Edit chapter Intro">
        <Pencil aria-hidden />
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Edit chapter Intro" })).toHaveAttribute("title", "Edit chapter Intro");
  });

  it("keeps a title it was given, and adds none to a button with visible text", () => {
    render(
      <>
        <Button size="icon" aria-label="Delete" title="Delete this section and its chapters">
          <Pencil aria-hidden />
        </Button>
        <Button>Save</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Delete" })).toHaveAttribute("title", "Delete this section and its chapters");
    expect(screen.getByRole("button", { name: "Save" })).not.toHaveAttribute("title");
  });
});

// The form label: names its control, passes its props and ref, and keeps a double click from
// selecting its text without getting in the way of a control inside it.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Label } from "./label";

afterEach(cleanup);

describe("Label", () => {
  it("names the control it points at, and a click on it focuses that control", async () => {
    const ref = createRef<HTMLLabelElement>();
    render(
      <>
        <Label htmlFor="email" ref={ref} className="sr-only" data-testid="label-email">
          Email
        </Label>
        <input id="email" />
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(ref.current).toBe(screen.getByTestId("label-email"));
    expect(ref.current).toHaveClass("sr-only", "text-sm");
    await userEvent.click(screen.getByText("Email"));
    expect(input).toHaveFocus();
  });

  it("keeps a double click on its text from selecting it, and calls the caller's handler", () => {
    const onMouseDown = vi.fn();
    render(<Label onMouseDown={onMouseDown}>Title</Label>);
    const label = screen.getByText("Title");
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
  });

  it("leaves a press on a control inside it to that control", () => {
    const onMouseDown = vi.fn();
    render(
      <Label onMouseDown={onMouseDown}>
        Accept <input type="checkbox" />
      </Label>,
    );
    expect(fireEvent.mouseDown(screen.getByRole("checkbox"), { detail: 2 })).toBe(true);
    expect(onMouseDown).not.toHaveBeenCalled();
  });
});

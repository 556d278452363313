// The progress bar as assistive technology reads it, and as it is drawn.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Progress } from "./progress";

afterEach(cleanup);

describe("Progress", () => {
  it("says its value out of 100, with the caller's label and wording", () => {
    render(<Progress value={40} aria-label="Course progress" aria-valuetext="40% complete" />);
    const bar = screen.getByRole("progressbar", { name: "Course progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "40% complete");
    expect(bar.firstElementChild).toHaveStyle({ transform: "translateX(-60%)" });
  });

  it("keeps a value inside 0 to max, and has none when it is unknown", () => {
    render(<Progress value={130} aria-label="Upload" />);
    expect(screen.getByRole("progressbar", { name: "Upload" })).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByRole("progressbar", { name: "Upload" })).toHaveAttribute("data-state", "complete");
    cleanup();
    render(<Progress value={null} aria-label="Working" />);
    expect(screen.getByRole("progressbar", { name: "Working" })).not.toHaveAttribute("aria-valuenow");
    expect(screen.getByRole("progressbar", { name: "Working" })).toHaveAttribute("data-state", "indeterminate");
  });
});

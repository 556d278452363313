import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { toast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from "@/hooks/use-toast";
import { Toaster } from "./toaster";

afterEach(cleanup);

describe("Toaster", () => {
  it("shows only one toast at a time: a new toast replaces the one on screen", () => {
    render(<Toaster />);

    act(() => {
      toast({ title: "First notice", description: "one" });
    });
    expect(screen.getByText("First notice")).toBeInTheDocument();

    act(() => {
      toast({ title: "Second notice", description: "two", variant: "destructive" });
    });

    expect(screen.getAllByTestId("toast")).toHaveLength(1);
    expect(screen.getByText("Second notice")).toBeInTheDocument();
    expect(screen.queryByText("First notice")).not.toBeInTheDocument();
  });

  it("uses the docs/spec.md §9 limits", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

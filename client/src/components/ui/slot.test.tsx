// Button asChild: the link it wraps gets the button's look, its handlers and its ref.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button asChild", () => {
  it("draws the child element as the button, keeping the child's own class, props and handler", async () => {
    const ref = createRef<HTMLButtonElement>();
    const order: string[] = [];
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Button asChild variant="outline" size="sm" ref={ref} onClick={() => order.push("button")} data-testid="from-button">
        <a href="#courses" ref={childRef} className="w-full" onClick={() => order.push("link")} data-testid="link-courses">
          Courses
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Courses" });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(link).toHaveClass("border", "h-9", "w-full");
    expect(link).toHaveAttribute("data-testid", "link-courses");
    expect(ref.current).toBe(link);
    expect(childRef.current).toBe(link);
    await userEvent.click(link);
    expect(order).toEqual(["link", "button"]);
  });

  it("a later size class of the child wins over the button's own (the class merge)", () => {
    const onClick = vi.fn();
    render(
      <Button asChild onClick={onClick}>
        <a href="#x" className="h-8">
          Small
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Small" });
    expect(link).toHaveClass("h-8");
    expect(link).not.toHaveClass("h-10");
  });
});

// The tabs pattern (tabs.tsx): what a mouse, keyboard or screen-reader user gets.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function ThreeTabs({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="one" onValueChange={onChange}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="off" disabled>
          Off
        </TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">
        <a href="#first">First panel</a>
      </TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
    </Tabs>
  );
}

afterEach(cleanup);

describe("Tabs", () => {
  it("shows the selected tab's panel, labelled by its tab, and switches on a click", async () => {
    const changes: string[] = [];
    render(<ThreeTabs onChange={(value) => changes.push(value)} />);
    const one = screen.getByRole("tab", { name: "One" });
    expect(one).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "One" })).toHaveTextContent("First panel");
    expect(screen.queryByText("Second panel")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Two" }));
    expect(screen.getByRole("tab", { name: "Two" })).toHaveAttribute("aria-selected", "true");
    expect(one).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: "Two" })).toHaveTextContent("Second panel");
    expect(screen.queryByText("First panel")).not.toBeInTheDocument();
    expect(changes).toEqual(["two"]);
  });

  it("keeps one tab in the Tab order; arrows, Home and End move and select, skipping a disabled tab", async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <ThreeTabs />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
    await user.tab(); // from the selected tab to its panel, past the other tabs
    expect(screen.getByRole("tabpanel", { name: "One" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Two" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Second panel");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Three" })).toHaveFocus();
    await user.keyboard("{ArrowRight}"); // wraps
    expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Three" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("First panel");
    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Third panel");
    expect(screen.getByRole("tab", { name: "Off" })).toBeDisabled();
  });

  it("follows a value its parent keeps", async () => {
    function Controlled() {
      const [value, setValue] = useState("two");
      return (
        <>
          <p>Now: {value}</p>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList>
              <TabsTrigger value="one">One</TabsTrigger>
              <TabsTrigger value="two">Two</TabsTrigger>
            </TabsList>
            <TabsContent value="one">First panel</TabsContent>
            <TabsContent value="two">Second panel</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Second panel");
    await userEvent.click(screen.getByRole("tab", { name: "One" }));
    expect(screen.getByText("Now: one")).toBeInTheDocument();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("First panel");
  });
  it.each([
    ["no value", undefined],
    ["a value that matches no tab", "gone"],
    ["the value of a disabled tab", "off"],
  ])("with %s, Tab reaches the first enabled tab and the arrows move from it (as Radix)", async (_case, value) => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Tabs defaultValue={value}>
          <TabsList aria-label="Sections">
            <TabsTrigger value="off" disabled>
              Off
            </TabsTrigger>
            <TabsTrigger value="one">One</TabsTrigger>
            <TabsTrigger value="two">Two</TabsTrigger>
          </TabsList>
          <TabsContent value="one">First panel</TabsContent>
          <TabsContent value="two">Second panel</TabsContent>
        </Tabs>
        <button type="button">After</button>
      </>,
    );
    // No enabled tab is selected, so no panel shows, until a tab gets the focus.
    expect(screen.queryByRole("tabpanel")).not.toBeInTheDocument();
    for (const name of ["One", "Two"]) expect(screen.getByRole("tab", { name })).toHaveAttribute("aria-selected", "false");

    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    const one = screen.getByRole("tab", { name: "One" });
    expect(one).toHaveFocus();
    expect(one).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "One" })).toHaveTextContent("First panel");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Two" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Two" })).toHaveTextContent("Second panel");
    await user.keyboard("{ArrowLeft}");
    expect(one).toHaveFocus();
    // One tab stop only: out to the panel and back, then out of the tabs backwards.
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "One" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(one).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Before" })).toHaveFocus();
  });
});

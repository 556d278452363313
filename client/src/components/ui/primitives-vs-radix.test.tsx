// Our small primitives against the Radix components they replace (decision 028), imported here and
// nowhere else (development dependencies, like tailwind-merge for class-merge.test.tsx). Each case
// renders both with the same props, does the same things to them, and compares what a user or a
// screen reader gets: roles and states, the tab order, what the keyboard selects, what is shown,
// which handlers ran. The markup itself may differ (ids, Radix's hidden inactive panels).
import * as RadixAvatar from "@radix-ui/react-avatar";
import * as RadixLabel from "@radix-ui/react-label";
import * as RadixProgress from "@radix-ui/react-progress";
import { Slot as RadixSlot } from "@radix-ui/react-slot";
import * as RadixTabs from "@radix-ui/react-tabs";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Avatar, AvatarFallback, AvatarImage } from "./avatar";
import { Label } from "./label";
import { Progress } from "./progress";
import { Slot } from "./slot";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

type Kit = "ours" | "radix";
const TABS = {
  ours: { Root: Tabs, List: TabsList, Trigger: TabsTrigger, Content: TabsContent },
  radix: { Root: RadixTabs.Root, List: RadixTabs.List, Trigger: RadixTabs.Trigger, Content: RadixTabs.Content },
};

/** Three tabs (the middle one disabled unless said), a button before them to start tabbing from. */
function renderTabs(kit: Kit, props: { value?: string; defaultValue?: string; disabled?: string[] }) {
  const { Root, List, Trigger, Content } = TABS[kit];
  const changes: string[] = [];
  const disabled = props.disabled ?? ["b"];
  function Harness() {
    const [value, setValue] = React.useState(props.value);
    const controlled = props.value !== undefined ? { value, onValueChange: (v: string) => (changes.push(v), setValue(v)) } : {};
    return (
      <>
        <button type="button">before</button>
        <Root
          defaultValue={props.defaultValue}
          {...controlled}
          onValueChange={controlled.onValueChange ?? ((v: string) => changes.push(v))}
        >
          <List aria-label="tabs">
            {["a", "b", "c"].map((tab) => (
              <Trigger key={tab} value={tab} disabled={disabled.includes(tab)}>
                {`tab ${tab}`}
              </Trigger>
            ))}
          </List>
          {["a", "b", "c"].map((tab) => (
            <Content key={tab} value={tab}>{`panel ${tab}`}</Content>
          ))}
        </Root>
      </>
    );
  }
  render(<Harness />);
  return changes;
}

/** What a user sees of the tabs now. */
function tabsSeen() {
  return {
    selected: screen
      .getAllByRole("tab")
      .filter((tab) => tab.getAttribute("aria-selected") === "true")
      .map((tab) => tab.textContent),
    states: screen
      .getAllByRole("tab")
      .map((tab) => `${tab.textContent}:${tab.getAttribute("data-state")}${tab.hasAttribute("disabled") ? ":disabled" : ""}`),
    panels: screen.queryAllByRole("tabpanel").map((panel) => panel.textContent),
    focused: document.activeElement?.textContent ?? null,
    orientation: screen.getByRole("tablist").getAttribute("aria-orientation"),
  };
}

/** Runs the same steps on both kits and answers what was seen after each. */
async function tabsJourney(
  props: Parameters<typeof renderTabs>[1],
  steps: Array<(user: ReturnType<typeof userEvent.setup>) => Promise<void>>,
) {
  const seen: Record<Kit, unknown[]> = { ours: [], radix: [] };
  for (const kit of ["ours", "radix"] as const) {
    const user = userEvent.setup();
    const changes = renderTabs(kit, props);
    seen[kit].push(tabsSeen());
    for (const step of steps) {
      await step(user);
      seen[kit].push(tabsSeen());
    }
    seen[kit].push({ changes });
    cleanup();
  }
  return seen;
}

describe("Tabs behaves as Radix Tabs", () => {
  it("by keyboard: Tab reaches the selected tab, then its panel; arrows, Home and End skip a disabled tab and wrap", async () => {
    const seen = await tabsJourney({ defaultValue: "a" }, [
      (user) => user.click(screen.getByText("before")),
      (user) => user.tab(),
      (user) => user.keyboard("{ArrowRight}"),
      (user) => user.keyboard("{ArrowRight}"),
      (user) => user.keyboard("{ArrowLeft}"),
      (user) => user.keyboard("{End}"),
      (user) => user.keyboard("{Home}"),
      (user) => user.tab(),
    ]);
    expect(seen.ours).toEqual(seen.radix);
  });

  it("by mouse: a press selects a tab, a disabled one does nothing", async () => {
    const seen = await tabsJourney({ defaultValue: "a" }, [
      (user) => user.click(screen.getByText("tab c")),
      (user) => user.click(screen.getByText("tab a")),
    ]);
    expect(seen.ours).toEqual(seen.radix);
    // A press on a disabled tab selects nothing. Where the focus goes differs: to Radix's tab list
    // (focusable, tabIndex -1), to the page with ours (docs/own-replacements.md).
    const disabled = await tabsJourney({ defaultValue: "c" }, [(user) => user.click(screen.getByText("tab b"))]);
    const withoutFocus = (steps: unknown[]) => steps.map((step) => ({ ...(step as object), focused: undefined }));
    expect(withoutFocus(disabled.ours)).toEqual(withoutFocus(disabled.radix));
  });

  it("controlled, with a value that matches no tab: the first enabled tab is reached by Tab and selected", async () => {
    for (const props of [{ value: "gone" }, { value: "gone", disabled: ["a"] }, { value: "b" }]) {
      const seen = await tabsJourney(props, [
        (user) => user.click(screen.getByText("before")),
        (user) => user.tab(),
        (user) => user.keyboard("{ArrowRight}"),
      ]);
      expect(seen.ours, JSON.stringify(props)).toEqual(seen.radix);
    }
  });

  it("uncontrolled without a default value: no panel until a tab is chosen", async () => {
    const seen = await tabsJourney({}, [(user) => user.click(screen.getByText("before")), (user) => user.tab()]);
    expect(seen.ours).toEqual(seen.radix);
  });
});

describe("Progress carries what Radix Progress carries", () => {
  it("for no value, a value within 0 to max, and another max", () => {
    const attributes = (element: HTMLElement) =>
      Object.fromEntries(
        ["role", "aria-valuemin", "aria-valuemax", "aria-valuenow", "aria-valuetext", "data-state", "data-value", "data-max"].map(
          (name) => [name, element.getAttribute(name)],
        ),
      );
    for (const props of [{}, { value: null }, { value: 0 }, { value: 37 }, { value: 100 }, { value: 3, max: 4 }, { value: 4, max: 4 }]) {
      const ours = render(<Progress {...props} />).container.firstElementChild as HTMLElement;
      const radix = render(<RadixProgress.Root {...props} />).container.firstElementChild as HTMLElement;
      expect(attributes(ours), JSON.stringify(props)).toEqual(attributes(radix));
      cleanup();
    }
  });
});

describe("Label behaves as Radix Label", () => {
  it("keeps a double click from selecting its text, and leaves a press on a control inside it to the control", () => {
    const outcomes = (Kit: typeof Label | typeof RadixLabel.Root) => {
      const onMouseDown = vi.fn();
      render(
        <Kit onMouseDown={onMouseDown}>
          Name <input aria-label="inside" />
        </Kit>,
      );
      const label = screen.getByText(/Name/);
      const results = [
        fireEvent.mouseDown(label, { detail: 1 }),
        fireEvent.mouseDown(label, { detail: 2 }),
        fireEvent.mouseDown(screen.getByLabelText("inside"), { detail: 2 }),
      ];
      cleanup();
      return { results, calls: onMouseDown.mock.calls.length, tag: label.tagName };
    };
    expect(outcomes(Label)).toEqual(outcomes(RadixLabel.Root));
  });
});

describe("Slot passes props as Radix Slot does", () => {
  it("child's props win, handlers both run (the child's first), styles add up, both refs get the element", () => {
    const run = (Kit: typeof Slot | typeof RadixSlot) => {
      const calls: string[] = [];
      const slotRef = React.createRef<HTMLElement>();
      const childRef = React.createRef<HTMLAnchorElement>();
      render(
        <Kit
          ref={slotRef}
          id="from-slot"
          title="slot title"
          className="font-bold"
          style={{ color: "red", margin: 1 }}
          onClick={() => calls.push("slot")}
        >
          <a
            ref={childRef}
            href="/x"
            title="child title"
            className="underline"
            style={{ margin: 2 }}
            onClick={(e) => (e.preventDefault(), calls.push("child"))}
          >
            link
          </a>
        </Kit>,
      );
      const link = screen.getByRole("link");
      fireEvent.click(link);
      const out = {
        calls,
        id: link.id,
        title: link.title,
        classes: link.className.split(" ").sort(),
        style: link.getAttribute("style"),
        refs: [slotRef.current === link, childRef.current === link],
      };
      cleanup();
      return out;
    };
    expect(run(Slot)).toEqual(run(RadixSlot));
  });
});

describe("Avatar shows what Radix Avatar shows", () => {
  class LoadingImage {
    static outcome: "load" | "error" | "never" = "never";
    complete = false;
    naturalWidth = 0;
    onload: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    private listeners: Record<string, Array<(event: unknown) => void>> = {};
    addEventListener(type: string, listener: (event: unknown) => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    removeEventListener(type: string, listener: (event: unknown) => void) {
      this.listeners[type] = (this.listeners[type] ?? []).filter((l) => l !== listener);
    }
    set src(_value: string) {
      const outcome = LoadingImage.outcome;
      if (outcome === "never") return;
      queueMicrotask(() => {
        if (outcome === "load") {
          this.complete = true;
          this.naturalWidth = 40;
        }
        const event = { type: outcome, currentTarget: this, target: this };
        (outcome === "load" ? this.onload : this.onerror)?.(event);
        for (const listener of this.listeners[outcome] ?? []) listener(event);
      });
    }
  }

  it("the initials until the picture has loaded, the picture once it has, the initials when it fails or there is none", async () => {
    vi.stubGlobal("Image", LoadingImage);
    try {
      const shown = async (kit: Kit, src: string | undefined) => {
        const [Root, Image, Fallback] =
          kit === "ours" ? [Avatar, AvatarImage, AvatarFallback] : [RadixAvatar.Root, RadixAvatar.Image, RadixAvatar.Fallback];
        render(
          <Root>
            <Image src={src} alt="Ada" />
            <Fallback>AL</Fallback>
          </Root>,
        );
        await act(async () => {
          await new Promise<void>((resolve) => queueMicrotask(resolve));
        });
        const out = { image: screen.queryByRole("img")?.getAttribute("alt") ?? null, initials: screen.queryByText("AL") !== null };
        cleanup();
        return out;
      };
      for (const outcome of ["load", "error", "never"] as const) {
        LoadingImage.outcome = outcome;
        expect(await shown("ours", "/a.png"), outcome).toEqual(await shown("radix", "/a.png"));
      }
      expect(await shown("ours", undefined)).toEqual(await shown("radix", undefined));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// Tabs as the WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): a tablist
// whose tabs move with the arrow keys, Home and End and activate as they get the focus, one tab
// in the Tab order (the selected one, else the first enabled one), and the selected tab's panel,
// labelled by its tab, next in that order. Our own rather than Radix Tabs: the sign-in page is a
// first visit, and Radix's roving focus, collection and presence cost it 7 KB compressed
// (docs/benchmarks.md, docs/decisions/028-own-small-ui-primitives.md).
// Same names, props and data-state attributes as the Radix component it replaces.
import * as React from "react";
import { cn } from "@/lib/utils";

interface TabsState {
  value: string;
  select: (value: string) => void;
  idFor: (part: "tab" | "panel", value: string) => string;
  /** The id of the tab in the Tab order when no enabled tab is selected (see TabsList). */
  fallbackId: string | null;
  setFallbackId: (id: string | null) => void;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

interface TabsProps extends Omit<React.HTMLAttributes<HTMLDivElement>, "defaultValue" | "onChange"> {
  /** The selected tab, when the parent keeps it; else `defaultValue` starts it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export const Tabs = React.forwardRef<HTMLDivElement, TabsProps>(({ value, defaultValue = "", onValueChange, ...props }, ref) => {
  const [own, setOwn] = React.useState(defaultValue);
  const [fallbackId, setFallbackId] = React.useState<string | null>(null);
  const selected = value ?? own;
  const base = React.useId();
  const state = React.useMemo<TabsState>(
    () => ({
      value: selected,
      select: (next) => {
        if (next === selected) return;
        if (value === undefined) setOwn(next);
        onValueChange?.(next);
      },
      idFor: (part, tab) => `${base}-${part}-${tab}`,
      fallbackId,
      setFallbackId,
    }),
    [selected, value, onValueChange, base, fallbackId],
  );
  return (
    <TabsContext.Provider value={state}>
      <div ref={ref} {...props} />
    </TabsContext.Provider>
  );
});
Tabs.displayName = "Tabs";

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export const TabsList = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
  ({ className, onKeyDown, ...props }, forwardedRef) => {
    const tabs = useTabs();
    const { setFallbackId } = tabs;
    const own = React.useRef<HTMLDivElement | null>(null);
    const ref = React.useCallback(
      (node: HTMLDivElement | null) => {
        own.current = node;
        if (typeof forwardedRef === "function") forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      },
      [forwardedRef],
    );
    // When the value matches no enabled tab (none given, a stale one, a disabled one), the first
    // enabled tab takes the place in the Tab order, else no tab could be reached by keyboard. As
    // Radix's roving focus: the list then leads to its first focusable tab, which the focus
    // selects; nothing is marked selected before that. After every render: the tabs are children.
    React.useLayoutEffect(() => {
      const enabled = [...(own.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [])];
      const selected = enabled.some((tab) => tab.getAttribute("aria-selected") === "true");
      setFallbackId(selected ? null : (enabled[0]?.id ?? null));
    });
    return (
      // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs pattern focuses the tabs, not their list
      <div
        ref={ref}
        role="tablist"
        aria-orientation="horizontal"
        className={cn("inline-flex h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground", className)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          const move = MOVES[event.key];
          if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
          const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
          const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
          if (index < 0) return;
          event.preventDefault();
          tabs[move(index, tabs.length)].focus(); // the tab's focus handler selects it
        }}
        {...props}
      />
    );
  },
);
TabsList.displayName = "TabsList";

interface TabsTriggerProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  value: string;
}

export const TabsTrigger = React.forwardRef<HTMLButtonElement, TabsTriggerProps>(
  ({ className, value, disabled, onMouseDown, onKeyDown, onFocus, ...props }, ref) => {
    const tabs = useTabs();
    const active = tabs.value === value;
    return (
      <button
        ref={ref}
        type="button"
        role="tab"
        id={tabs.idFor("tab", value)}
        aria-selected={active}
        aria-controls={tabs.idFor("panel", value)}
        data-state={active ? "active" : "inactive"}
        data-disabled={disabled ? "" : undefined}
        disabled={disabled}
        tabIndex={active || tabs.fallbackId === tabs.idFor("tab", value) ? 0 : -1}
        className={cn(
          "inline-flex cursor-pointer items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium ring-offset-background transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
          className,
        )}
        // Selected on press (as Radix: the primary button, without Ctrl), on Enter or Space, and
        // when the arrow keys bring the focus here.
        onMouseDown={(event) => {
          onMouseDown?.(event);
          if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
          else if (event.ctrlKey) event.preventDefault(); // keeps the focus where it was
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented && (event.key === "Enter" || event.key === " ")) tabs.select(value);
        }}
        onFocus={(event) => {
          onFocus?.(event);
          if (!event.defaultPrevented) tabs.select(value);
        }}
        {...props}
      />
    );
  },
);
TabsTrigger.displayName = "TabsTrigger";

interface TabsContentProps extends React.HTMLAttributes<HTMLDivElement> {
  value: string;
}

/** The selected tab's panel; the others are not rendered. */
export const TabsContent = React.forwardRef<HTMLDivElement, TabsContentProps>(({ className, value, ...props }, ref) => {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={tabs.idFor("panel", value)}
      aria-labelledby={tabs.idFor("tab", value)}
      data-state="active"
      tabIndex={0}
      className={cn(
        "mt-2 ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    />
  );
});
TabsContent.displayName = "TabsContent";

// A menu of the player's control bar with one choice among several (speed, captions, quality): a
// named button that opens a list of radio items, keyboard-operable (Radix menu: arrows, Enter,
// Escape). The Radix part (player-menu-radix.tsx) loads on the first intent to open a menu
// (hover, focus, press): until then this draws the same button, and a press made before the code
// arrives opens the menu once it has (the course page's first visit, docs/benchmarks.md).
import { useRef, useSyncExternalStore, type ReactNode } from "react";
import type { RadixPlayerMenu } from "./player-menu-radix";

export interface PlayerMenuOption {
  value: string;
  label: string;
}

export interface PlayerMenuProps {
  /** The button's accessible name, e.g. "Playback speed: 1.5×". */
  label: string;
  /** The menu's heading. */
  title: string;
  icon: ReactNode;
  options: PlayerMenuOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  testId: string;
}

export type OpenedBy = "pointer" | "keyboard";

export const PLAYER_MENU_TRIGGER_CLASS =
  "flex h-9 min-w-9 shrink-0 items-center justify-center gap-1 rounded-md px-1.5 text-xs font-semibold text-white transition hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:cursor-not-allowed disabled:opacity-50 data-[state=open]:bg-white/15 [&_svg]:h-5 [&_svg]:w-5";

type RadixModule = { RadixPlayerMenu: typeof RadixPlayerMenu };
let radix: RadixModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadRadix() {
  loading ??= import("./player-menu-radix").then(
    (module) => {
      radix = module;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null; // offline for a moment: the next hover or press tries again
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getRadix = () => radix;

export function PlayerMenu(props: PlayerMenuProps) {
  const loaded = useSyncExternalStore(subscribe, getRadix, getRadix);
  const standIn = useRef<HTMLButtonElement>(null);
  const openedBy = useRef<OpenedBy | null>(null);
  const takeFocus = useRef<boolean | null>(null);

  if (loaded) {
    // Read while the stand-in is still in the page, on the render that replaces it.
    takeFocus.current ??= standIn.current !== null && standIn.current === document.activeElement;
    return <loaded.RadixPlayerMenu {...props} openedBy={openedBy.current} takeFocus={takeFocus.current} />;
  }

  const ask = (by: OpenedBy) => {
    openedBy.current = by;
    loadRadix();
  };
  const { label, icon, disabled, testId } = props;
  return (
    <button
      ref={standIn}
      type="button"
      disabled={disabled}
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-disabled={disabled ? "" : undefined}
      data-testid={`button-${testId}`}
      className={PLAYER_MENU_TRIGGER_CLASS}
      onPointerEnter={loadRadix}
      onFocus={loadRadix}
      onPointerDown={(event) => {
        // As Radix's trigger: the left button opens, and the focus stays where it is until the menu takes it.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        ask("pointer");
      }}
      onKeyDown={(event) => {
        if (!["Enter", " ", "ArrowDown"].includes(event.key)) return;
        event.preventDefault();
        ask("keyboard");
      }}
    >
      {icon}
    </button>
  );
}

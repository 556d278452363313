// A menu of the player's control bar with one choice among several (speed, captions, quality): a
// named button that opens a list of radio items, keyboard-operable (Radix menu: arrows, Enter,
// Escape). The Radix part (player-menu-radix.tsx) loads on the first intent to open a menu
// (hover, focus, press): until then this draws the same button, and a press made before the code
// arrives opens the menu once it has (the course page's first visit, docs/benchmarks.md).
import { useRef, useSyncExternalStore } from "react";
import type { RadixPlayerMenu } from "./player-menu-radix";
import { PLAYER_MENU_TRIGGER_CLASS, type OpenedBy, type PlayerMenuProps } from "./player-menu-shared";

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

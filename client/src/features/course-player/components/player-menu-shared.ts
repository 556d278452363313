// What PlayerMenu (player-menu.tsx) and its lazily loaded Radix part (player-menu-radix.tsx) both
// need: a module of its own, so neither imports the other (an import circle).
import type { ReactNode } from "react";

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

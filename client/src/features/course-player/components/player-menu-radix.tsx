// A menu of the player's control bar with one choice among several (speed, captions): a named
// button that opens a list of radio items, keyboard-operable (Radix menu: arrows, Enter, Escape).
// It renders inside the player, so it stays visible in fullscreen.
import type { ReactNode } from "react";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide-react";

export interface PlayerMenuOption {
  value: string;
  label: string;
}

interface PlayerMenuProps {
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

export function PlayerMenu({ label, title, icon, options, value, onChange, disabled, testId }: PlayerMenuProps) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        disabled={disabled}
        aria-label={label}
        title={label}
        data-testid={`button-${testId}`}
        className="flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-1.5 text-xs font-semibold text-white transition hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:cursor-not-allowed disabled:opacity-50 data-[state=open]:bg-white/15 [&_svg]:h-5 [&_svg]:w-5"
      >
        {icon}
      </Menu.Trigger>
      <Menu.Content
        side="top"
        align="end"
        sideOffset={6}
        collisionPadding={8}
        className="z-50 max-h-[min(18rem,var(--radix-dropdown-menu-content-available-height))] min-w-40 overflow-y-auto rounded-lg bg-black/90 p-1 text-sm text-white shadow-xl ring-1 ring-white/15"
        data-testid={`menu-${testId}`}
      >
        <Menu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-white/70">{title}</Menu.Label>
        <Menu.RadioGroup value={value} onValueChange={onChange}>
          {options.map((option) => (
            <Menu.RadioItem
              key={option.value}
              value={option.value}
              className="flex cursor-pointer select-none items-center gap-2 rounded-md py-1.5 pl-7 pr-3 outline-none data-[highlighted]:bg-white/20"
              data-testid={`option-${testId}-${option.value}`}
            >
              <Menu.ItemIndicator className="absolute left-2 flex">
                <Check className="h-4 w-4" aria-hidden />
              </Menu.ItemIndicator>
              {option.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Content>
    </Menu.Root>
  );
}

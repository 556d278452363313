// The open-able part of PlayerMenu (player-menu.tsx): the Radix dropdown menu, loaded on the first
// intent to open one (about 19 KB compressed that a visitor who never opens a menu does not download).
// Radix: arrows, Enter, Escape; it renders inside the player, so it stays visible in fullscreen.
import { useEffect, useRef } from "react";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide-react";
import { PLAYER_MENU_TRIGGER_CLASS, type OpenedBy, type PlayerMenuProps } from "./player-menu-shared";

interface RadixPlayerMenuProps extends PlayerMenuProps {
  /** The menu was asked for (pointer or keys) before this code arrived: it mounts open. */
  openedBy: OpenedBy | null;
  /** The stand-in trigger had the focus when this replaced it: the real trigger takes it. */
  takeFocus: boolean;
}

export function RadixPlayerMenu({
  label,
  title,
  icon,
  options,
  value,
  onChange,
  disabled,
  testId,
  openedBy,
  takeFocus,
}: RadixPlayerMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Read once: later opens are Radix's own, which focuses the first item when opened by keys.
  const initial = useRef(openedBy);

  useEffect(() => {
    if (initial.current === "keyboard") {
      // Radix focuses the first item when its own trigger is opened by keys; for a menu asked for
      // by keys before this code loaded, do the same (after the content's own mount focus: a
      // parent's effect runs after its children's).
      contentRef.current?.querySelector<HTMLElement>('[role="menuitemradio"]')?.focus();
    } else if (takeFocus && !initial.current) {
      triggerRef.current?.focus();
    }
  }, [takeFocus]);

  return (
    <Menu.Root modal={false} defaultOpen={initial.current !== null}>
      <Menu.Trigger
        ref={triggerRef}
        disabled={disabled}
        aria-label={label}
        title={label}
        data-testid={`button-${testId}`}
        className={PLAYER_MENU_TRIGGER_CLASS}
      >
        {icon}
      </Menu.Trigger>
      <Menu.Content
        ref={contentRef}
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

import * as React from "react";

/**
 * Where the focus goes when a dialog closes: back to whatever had it when the dialog opened. Radix
 * only knows a DialogTrigger; our dialogs are opened from state (edit buttons, "New Course"), so
 * without this a keyboard user lands on <body>. The opener is read as the
 * dialog opens, before it takes the focus.
 */
export function useReturnFocus(handlers: { onOpenAutoFocus?: (event: Event) => void; onCloseAutoFocus?: (event: Event) => void }) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      if (target && target !== document.body && target.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

import type { ReactNode } from "react";

interface ControlButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}

/** An icon button of the player's control bar, named by its label (also its tooltip). */
export function ControlButton({ label, onClick, disabled, testId, children }: ControlButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      data-testid={testId}
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-white transition hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:h-5 [&_svg]:w-5"
    >
      {children}
    </button>
  );
}

import type { ReactNode } from "react";
import { useReveal } from "../hooks/use-reveal";
import { cx, revealClasses } from "../lib/class-names";

interface RevealProps {
  /** Scroll position (px) at which the content reveals itself. */
  at: number;
  /** Stagger delay of the transition, in ms. */
  delayMs?: number;
  className?: string;
  children: ReactNode;
}

/** Fades and slides its children in once the page is scrolled to `at` px or they enter the viewport. */
export function Reveal({ at, delayMs = 0, className, children }: RevealProps) {
  const [ref, revealed] = useReveal<HTMLDivElement>(at);
  return (
    <div
      ref={ref}
      data-revealed={revealed}
      className={cx(revealClasses(revealed), className)}
      style={delayMs && revealed ? { transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </div>
  );
}

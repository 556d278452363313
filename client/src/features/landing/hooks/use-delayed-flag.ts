import { useEffect, useState } from "react";

/** Becomes true `delayMs` after mount (drives the hero's initial fade-in). */
export function useDelayedFlag(delayMs: number): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOn(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return on;
}

import { startTransition, useEffect, useState } from "react";

/**
 * False for the first render, true just after: in a transition, which React renders in slices and
 * gives way to the browser (a paint, a tap) in between. For a part of a page that is costly to
 * draw and need not be in its first frame (docs/benchmarks.md).
 */
export function useMountedAfterPaint(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

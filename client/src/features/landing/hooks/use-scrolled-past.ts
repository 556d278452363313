import { useEffect, useState } from "react";

function currentScrollY(): number {
  return typeof window === "undefined" ? 0 : window.scrollY;
}

/** True while the window is scrolled further than `thresholdPx`. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(() => currentScrollY() > thresholdPx);

  useEffect(() => {
    const update = () => setScrolled(currentScrollY() > thresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [thresholdPx]);

  return scrolled;
}

import { useEffect, useRef, useState, type RefObject } from "react";

/** Portion of the viewport height a section must enter before it reveals itself. */
const VIEWPORT_TRIGGER = 0.85;

/**
 * Scroll-driven reveal (docs/spec.md §2): the element reveals once the page has been
 * scrolled to `atScrollY` px, or as soon as it is inside the viewport (so tall
 * screens and deep links never leave a blank area). Once revealed it stays so.
 */
export function useReveal<T extends HTMLElement>(atScrollY: number): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    if (revealed) return;
    const check = () => {
      const element = ref.current;
      const inView = element ? element.getBoundingClientRect().top < window.innerHeight * VIEWPORT_TRIGGER : false;
      if (window.scrollY >= atScrollY || inView) setRevealed(true);
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, [atScrollY, revealed]);

  return [ref, revealed];
}

import type { MouseEvent } from "react";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}

/**
 * Smoothly scrolls to the section with the given id (instantly when the user
 * prefers reduced motion) and moves keyboard focus to it. Returns false when
 * the section or the scrolling API is missing, leaving the native anchor jump.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section || typeof section.scrollIntoView !== "function") return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  section.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, "", `#${id}`);
  return true;
}

/** onClick handler for `<a href="#id">` links: smooth scroll, native jump as fallback. */
export function handleSectionLinkClick(id: string, after?: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, etc.) behave natively.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (scrollToSection(id)) event.preventDefault();
    after?.();
  };
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

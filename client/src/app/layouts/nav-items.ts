// A sidebar's items (docs/spec.md §2). Each role's list lives in its layout (admin-layout.tsx,
// personal-layout.tsx, entrepreneur-layout.tsx), so a learner's first visit does not load the
// admin's icons (first-visit weight: docs/benchmarks.md); labels and paths exactly as specified (the English catalog holds the labels).
import type { LucideIcon } from "lucide-react";

export interface NavItem {
  /** Stable across languages: the test id is nav-{id}. */
  id: string;
  /** Read at render time, in the active language. */
  label: () => string;
  path: string;
  icon: LucideIcon;
  /** Other paths that show the same screen and so highlight this item. */
  aliases?: readonly string[];
}

export function navTestId(item: NavItem): string {
  return `nav-${item.id}`;
}

export function isNavItemActive(item: NavItem, location: string): boolean {
  return item.path === location || (item.aliases ?? []).includes(location);
}

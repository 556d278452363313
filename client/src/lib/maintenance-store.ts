// Remembers that the server answered 503 (maintenance mode, docs/product-rules.md §7) so the whole SPA can show
// the maintenance message instead of half-broken screens.
import { useSyncExternalStore } from "react";

let notice: string | null = null;
const listeners = new Set<() => void>();

/** The admin's message; "" when there is none (the screen then says the default in the reader's language). */
export function reportMaintenance(message: string | null | undefined): void {
  const next = message?.trim() ?? "";
  if (next === notice) return;
  notice = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The maintenance message of the last 503 answer ("" for the default one), or null. */
export function useMaintenanceNotice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => notice,
  );
}

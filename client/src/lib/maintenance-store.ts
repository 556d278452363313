// Remembers that the server answered 503 (maintenance mode, PRODUCT §7) so the whole SPA can show
// the maintenance message instead of half-broken screens.
import { useSyncExternalStore } from "react";

export const DEFAULT_MAINTENANCE_MESSAGE = "We are performing scheduled maintenance. Please check back soon.";

let notice: string | null = null;
const listeners = new Set<() => void>();

export function reportMaintenance(message: string | null | undefined): void {
  const next = message?.trim() || DEFAULT_MAINTENANCE_MESSAGE;
  if (next === notice) return;
  notice = next;
  listeners.forEach((listener) => listener());
}

export function clearMaintenance(): void {
  if (notice === null) return;
  notice = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The maintenance message of the last 503 answer, or null. */
export function useMaintenanceNotice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => notice,
  );
}

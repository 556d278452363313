// The playing video's whole second, for the few places that show it outside the player (the
// notes panel's "at 1:05"), without re-rendering the whole page four times a second.
import { useSyncExternalStore } from "react";

export interface PlaybackClock {
  get(): number;
  /** Notifies only when the whole second changes. */
  set(seconds: number): void;
  subscribe(listener: () => void): () => void;
}

export function createPlaybackClock(): PlaybackClock {
  let seconds = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => seconds,
    set: (next) => {
      const whole = Math.max(0, Math.floor(Number.isFinite(next) ? next : 0));
      if (whole === seconds) return;
      seconds = whole;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const STOPPED: PlaybackClock = { get: () => 0, set: () => undefined, subscribe: () => () => undefined };

export function usePlaybackSeconds(clock: PlaybackClock | undefined): number {
  const source = clock ?? STOPPED;
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}

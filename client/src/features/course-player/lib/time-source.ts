// The playing time shared by the course page and its transcript panel, in a file of its own so
// that the page does not load the panel (which loads on the first open) to create it.

/** The playing time, to the fraction of a second, as the transcript follows it. */
export interface TimeSource {
  get(): number;
  subscribe(listener: () => void): () => void;
}

/** A TimeSource the page feeds from the player's time updates (about four times a second). */
export function createTimeSource(): TimeSource & { set(seconds: number): void } {
  let now = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => now,
    set: (seconds) => {
      if (seconds === now) return;
      now = seconds;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

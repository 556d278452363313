import type { ChangeFeed } from "../db/change-feed";

/**
 * A per-process cache that stays exact: it answers from memory only while the change feed is live,
 * drops what a committed change names (change-feed.ts), and never stores a value read while such a
 * change arrived (the read may have seen the row before the change committed). Without a feed it
 * keeps nothing. Bounded: the least recently used entry goes first.
 */
export class ChangeCache<V> {
  private readonly entries = new Map<string, V>();
  /** Bumped by every change heard: a load that saw it go by is not stored. */
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed | undefined,
    private readonly topic: string,
    private readonly maxEntries = 1_000,
  ) {
    feed?.on((topic, keys) => {
      if (topic !== this.topic) return;
      this.generation++;
      if (keys === "*") this.entries.clear();
      else for (const key of keys) this.entries.delete(key);
    });
    feed?.onReset(() => this.clear());
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** A mark to pass to `remember`: what has been heard so far. */
  get version(): number {
    return this.generation;
  }

  /** The kept value for `key`, if any (and only while the feed is live). */
  peek(key: string): V | undefined {
    return this.feed?.live ? this.entries.get(key) : undefined;
  }

  /** Keeps `value`, read after `version` was `since`, unless a change was heard since. */
  remember(key: string, value: V, since: number): void {
    if (since !== this.generation || !this.feed?.live) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }

  /** The kept value for `key`, else `load()`'s, kept when `keep` says so and nothing changed meanwhile. */
  async get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    if (!this.feed?.live) return load();
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const before = this.generation;
    const value = await load();
    if (keep(value)) this.remember(key, value, before);
    return value;
  }
}

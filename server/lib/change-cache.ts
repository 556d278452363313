import type { ChangeFeed } from "../db/change-feed";
import { cacheLookups } from "./metrics";

/**
 * A per-process cache that stays exact (docs/decisions/024-change-feed.md): it answers from memory
 * only while the change feed is live, drops what a committed change names (change-feed.ts), and
 * never stores a value read while such a change arrived (the read may have seen the row before the
 * change committed). Without a feed it keeps nothing. Bounded by entries and by size (`sizeOf`, in
 * characters of the kept text): the least recently used entry goes first.
 */
export class ChangeCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private bytes = 0;
  /** Bumped by every change heard: a load that saw it go by is not stored. */
  private generation = 0;
  private readonly detach: (() => void)[] = [];

  constructor(
    private readonly feed: ChangeFeed | undefined,
    private readonly topic: string,
    private readonly limits: { entries: number; size?: number; sizeOf?: (value: V) => number },
  ) {
    if (!feed) return;
    this.detach.push(
      feed.on((topic, keys) => {
        if (topic !== this.topic && topic !== "*") return;
        this.generation++;
        if (keys === "*" || topic === "*") this.clearEntries();
        else for (const key of keys) this.drop(key);
      }),
      feed.onReset(() => this.clear()),
    );
  }

  /** Stops hearing the feed and forgets everything (the app using it closes). */
  dispose(): void {
    for (const off of this.detach.splice(0)) off();
    this.clear();
  }

  clear(): void {
    this.generation++;
    this.clearEntries();
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
    if (!this.feed?.live) {
      cacheLookups.inc({ cache: this.topic, result: "bypassed" });
      return undefined;
    }
    const kept = this.entries.get(key);
    cacheLookups.inc({ cache: this.topic, result: kept ? "hit" : "miss" });
    if (!kept) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.value;
  }

  /** Keeps `value`, read after `version` was `since`, unless a change was heard since. */
  remember(key: string, value: V, since: number): void {
    if (since !== this.generation || !this.feed?.live) return;
    const size = this.limits.sizeOf?.(value) ?? 0;
    if (this.limits.size !== undefined && size > this.limits.size / 4) return; // one answer may not crowd out the rest
    this.drop(key);
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.limits.entries || (this.limits.size !== undefined && this.bytes + size > this.limits.size))
    ) {
      this.drop(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { value, size });
    this.bytes += size;
  }

  /** The kept value for `key`, else `load()`'s, kept when `keep` says so and nothing changed meanwhile. */
  async get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    if (!this.feed?.live) {
      cacheLookups.inc({ cache: this.topic, result: "bypassed" });
      return load();
    }
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const before = this.generation;
    const value = await load();
    if (keep(value)) this.remember(key, value, before);
    return value;
  }

  private drop(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.bytes -= kept.size;
  }

  private clearEntries(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

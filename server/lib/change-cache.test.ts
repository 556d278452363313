import { describe, expect, it } from "vitest";
import { ChangeFeed } from "../db/change-feed";
import { ChangeCache } from "./change-cache";

/** A load the test finishes when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("ChangeCache", () => {
  it("keeps a loaded value and drops it when a change names it, or names everything", async () => {
    const feed = new ChangeFeed(true);
    const cache = new ChangeCache<string>(feed, "users", { entries: 10 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.get("1", load)).toBe("value 1");
    expect(await cache.get("1", load)).toBe("value 1");
    expect(await cache.get("2", load)).toBe("value 2");
    feed.receive("users:1");
    expect(await cache.get("1", load)).toBe("value 3");
    expect(await cache.get("2", load)).toBe("value 2"); // not named
    feed.receive("courses"); // another topic
    expect(await cache.get("2", load)).toBe("value 2");
    feed.receive("users:*");
    expect(await cache.get("2", load)).toBe("value 4");
    feed.receive("*"); // a bare notification: anything may have changed
    expect(await cache.get("2", load)).toBe("value 5");
  });

  it("does not keep a value read while a change went by", async () => {
    const feed = new ChangeFeed(true);
    const cache = new ChangeCache<string>(feed, "courses", { entries: 10 });
    const slow = deferred<string>();
    const pending = cache.get("list", () => slow.promise);
    feed.receive("courses"); // committed while the read was under way: it may have seen the old row
    slow.resolve("old");
    expect(await pending).toBe("old");
    expect(await cache.get("list", async () => "new")).toBe("new");
    expect(await cache.get("list", async () => "newer")).toBe("new");
  });

  it("keeps nothing, and answers nothing from memory, while the feed does not hear", async () => {
    const feed = new ChangeFeed(true);
    const cache = new ChangeCache<string>(feed, "courses", { entries: 10 });
    await cache.get("a", async () => "kept");
    feed.setLive(false);
    expect(cache.peek("a")).toBeUndefined();
    expect(await cache.get("a", async () => "read")).toBe("read");
    expect(cache.size).toBe(0);
    feed.setLive(true);
    expect(await cache.get("a", async () => "again")).toBe("again");
    const none = new ChangeCache<string>(undefined, "courses", { entries: 10 });
    await none.get("a", async () => "x");
    expect(await none.get("a", async () => "y")).toBe("y");
  });

  it("stays within its entries and its size, dropping the least recently used first", async () => {
    const feed = new ChangeFeed(true);
    const cache = new ChangeCache<string>(feed, "courses", { entries: 3, size: 100, sizeOf: (v) => v.length });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key.repeat(10));
    expect(cache.peek("a")).toBe("aaaaaaaaaa"); // a is now the most recently used
    await cache.get("d", async () => "d".repeat(10));
    expect(cache.peek("b")).toBeUndefined();
    expect(cache.peek("a")).toBeDefined();
    expect(cache.size).toBe(3);

    const sized = new ChangeCache<string>(feed, "courses", { entries: 100, size: 100, sizeOf: (v) => v.length });
    await sized.get("huge", async () => "x".repeat(26)); // over a quarter of the size: answered, not kept
    expect(sized.peek("huge")).toBeUndefined();
    for (const key of ["f", "g", "h", "i", "j"]) await sized.get(key, async () => key.repeat(20)); // 100: full
    expect(sized.size).toBe(5);
    sized.peek("f"); // f used again: g is now the least recent
    await sized.get("k", async () => "k".repeat(25)); // 125 > 100: g and h go
    expect(["f", "g", "h", "i", "j", "k"].map((k) => sized.peek(k) !== undefined)).toEqual([true, false, false, true, true, true]);
  });

  it("stops hearing the feed once disposed", async () => {
    const feed = new ChangeFeed(true);
    const cache = new ChangeCache<string>(feed, "users", { entries: 10 });
    await cache.get("1", async () => "one");
    cache.dispose();
    expect(cache.size).toBe(0);
    feed.receive("users:1"); // nothing listens any more
  });
});

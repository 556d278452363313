import { describe, expect, it } from "vitest";
import { chapterLocks, courseOrder, opensAt } from "./availability";
import type { ChapterRow } from "./chapters.repo";

// The lock computation itself (docs/product-rules.md §12), without a database: the HTTP behaviour around it
// is in availability.test.ts.

const DAY = 86_400_000;
const SECOND = 1000;
const enrolledAt = new Date("2031-03-09T12:00:00.000Z");

let nextId = 0;
function chapter(fields: Partial<ChapterRow> = {}): ChapterRow {
  nextId += 1;
  return {
    id: nextId,
    title: `Chapter ${nextId}`,
    sectionId: null,
    isPreview: false,
    availableAt: null,
    availableAfterDays: null,
    ...fields,
  } as ChapterRow;
}

const locksAt = (ordered: ChapterRow[], now: Date, options: { sequential?: boolean; completed?: number[] } = {}) =>
  chapterLocks({ sequential: options.sequential ?? false }, ordered, { enrolledAt, completedChapterIds: options.completed ?? [] }, now);

describe("opensAt", () => {
  it("is enrollment + N exact 24-hour days, the date itself, or null without a schedule", () => {
    expect(opensAt(chapter({ availableAfterDays: 2 }), enrolledAt)).toEqual(new Date("2031-03-11T12:00:00.000Z"));
    expect(opensAt(chapter({ availableAfterDays: 0 }), enrolledAt)).toEqual(enrolledAt);
    const at = new Date("2031-04-01T00:00:00.000Z");
    expect(opensAt(chapter({ availableAt: at }), enrolledAt)).toEqual(at);
    expect(opensAt(chapter(), enrolledAt)).toBeNull();
  });
});

describe("chapterLocks", () => {
  it("locks a drip chapter until the second it opens, with that moment, and opens it at that moment", () => {
    const byDays = chapter({ availableAfterDays: 3 });
    const opens = new Date(enrolledAt.getTime() + 3 * DAY);
    expect(locksAt([byDays], new Date(opens.getTime() - SECOND)).get(byDays.id)).toEqual({ reason: "NOT_YET_AVAILABLE", opensAt: opens });
    expect(locksAt([byDays], opens).has(byDays.id)).toBe(false);

    const at = new Date("2031-05-01T00:00:00.000Z");
    const byDate = chapter({ availableAt: at });
    expect(locksAt([byDate], new Date(at.getTime() - 1)).get(byDate.id)).toEqual({ reason: "NOT_YET_AVAILABLE", opensAt: at });
    expect(locksAt([byDate], at).size).toBe(0);
  });

  it("in order, locks every chapter after the first incomplete one and names that one", () => {
    const [a, b, c] = [chapter(), chapter(), chapter()];
    const now = enrolledAt;
    const none = locksAt([a, b, c], now, { sequential: true });
    expect(none.has(a.id)).toBe(false);
    expect(none.get(b.id)).toEqual({ reason: "COMPLETE_PREVIOUS", finishFirst: { id: a.id, title: a.title } });
    expect(none.get(c.id)).toEqual({ reason: "COMPLETE_PREVIOUS", finishFirst: { id: a.id, title: a.title } });

    const afterA = locksAt([a, b, c], now, { sequential: true, completed: [a.id] });
    expect([...afterA.keys()]).toEqual([c.id]);
    expect(afterA.get(c.id)).toEqual({ reason: "COMPLETE_PREVIOUS", finishFirst: { id: b.id, title: b.title } });
    expect(locksAt([a, b, c], now, { sequential: true, completed: [a.id, b.id] }).size).toBe(0);
    // without order, nothing waits for anything
    expect(locksAt([a, b, c], now).size).toBe(0);
  });

  it("says the date first when a chapter is closed by both drip and order", () => {
    const [a, b] = [chapter(), chapter({ availableAfterDays: 1 })];
    expect(locksAt([a, b], enrolledAt, { sequential: true }).get(b.id)).toMatchObject({ reason: "NOT_YET_AVAILABLE" });
    expect(locksAt([a, b], new Date(enrolledAt.getTime() + DAY), { sequential: true }).get(b.id)).toMatchObject({
      reason: "COMPLETE_PREVIOUS",
    });
  });

  it("never locks a preview chapter, whatever its schedule or the order", () => {
    const [a, preview, c] = [chapter(), chapter({ isPreview: true, availableAfterDays: 30 }), chapter()];
    const locks = locksAt([a, preview, c], enrolledAt, { sequential: true });
    expect(locks.has(preview.id)).toBe(false);
    expect(locks.get(c.id)).toMatchObject({ reason: "COMPLETE_PREVIOUS", finishFirst: { id: a.id } });
  });
});

describe("courseOrder", () => {
  it("is sections in order with their chapters in order, then chapters without a section", () => {
    const loose = chapter({ sectionId: null });
    const inSecond = chapter({ sectionId: 20 });
    const inFirst = chapter({ sectionId: 10 });
    expect(courseOrder([{ id: 10 }, { id: 20 }], [loose, inSecond, inFirst]).map((c) => c.id)).toEqual([inFirst.id, inSecond.id, loose.id]);
    expect(courseOrder([], [loose, inSecond]).map((c) => c.id)).toEqual([loose.id, inSecond.id]);
  });
});

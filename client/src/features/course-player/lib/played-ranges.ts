// What a learner has actually played of a chapter, over every visit. The video
// element's `played` ranges start empty at each page load and chapter switch, while the course
// resumes at the saved position (item 3): a learner who left at 40 % and watches to the end has
// played 60 % on this visit but 100 % of the chapter. So the played ranges of earlier visits are
// kept in this browser per learner and chapter, and merged with the video's own. Only played
// time is recorded: a drag (a seek) adds no range, the browser's `played` leaves it out.

/** A played stretch of a video, [start, end] in seconds. */
export type PlayedInterval = readonly [start: number, end: number];

const STORAGE_PREFIX = "gsm-played";
/** More pieces than this means a corrupt entry: a real viewing merges into a few. */
const MAX_STORED_INTERVALS = 500;

/** The intervals of a video's `played` TimeRanges. */
export function intervalsOf(ranges: Pick<TimeRanges, "length" | "start" | "end"> | null | undefined): PlayedInterval[] {
  if (!ranges) return [];
  const intervals: PlayedInterval[] = [];
  for (let i = 0; i < ranges.length; i++) intervals.push([ranges.start(i), ranges.end(i)]);
  return intervals;
}

/** Sorted, non-overlapping intervals covering the same seconds (empty and inverted ones dropped). */
export function mergeIntervals(intervals: readonly PlayedInterval[]): PlayedInterval[] {
  const sorted = intervals
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Seconds covered by the intervals (overlaps counted once). */
export function coveredSeconds(intervals: readonly PlayedInterval[]): number {
  return mergeIntervals(intervals).reduce((sum, [start, end]) => sum + (end - start), 0);
}

function storageKey(userId: number, chapterId: number) {
  return `${STORAGE_PREFIX}:${userId}:${chapterId}`;
}

function isInterval(value: unknown): value is PlayedInterval {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === "number" &&
    typeof value[1] === "number" &&
    value[0] >= 0 &&
    value[1] > value[0]
  );
}

/** The intervals a learner played of a chapter on earlier visits (none when unknown or unreadable). */
export function readPlayed(userId: number, chapterId: number): PlayedInterval[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(userId, chapterId)) ?? "[]");
    if (!Array.isArray(stored) || stored.length > MAX_STORED_INTERVALS || !stored.every(isInterval)) return [];
    return mergeIntervals(stored);
  } catch {
    return [];
  }
}

export function writePlayed(userId: number, chapterId: number, intervals: readonly PlayedInterval[]) {
  try {
    // Rounded inwards to hundredths: never more than was played.
    const rounded = mergeIntervals(intervals).map(([start, end]) => [Math.ceil(start * 100) / 100, Math.floor(end * 100) / 100]);
    window.localStorage.setItem(storageKey(userId, chapterId), JSON.stringify(rounded));
  } catch {
    // storage full or blocked: this visit's viewing still counts, the next visit starts over
  }
}

/** Forgets a chapter's viewing (it is complete: marking it incomplete starts the count again). */
export function clearPlayed(userId: number, chapterId: number) {
  try {
    window.localStorage.removeItem(storageKey(userId, chapterId));
  } catch {
    // nothing stored then
  }
}

import { afterEach, describe, expect, it } from "vitest";
import { clearPlayed, coveredSeconds, intervalsOf, mergeIntervals, readPlayed, writePlayed } from "./played-ranges";

afterEach(() => window.localStorage.clear());

const timeRanges = (...pairs: [number, number][]) => ({
  length: pairs.length,
  start: (i: number) => pairs[i][0],
  end: (i: number) => pairs[i][1],
});

describe("played ranges", () => {
  it("counts each second played once, however the pieces overlap", () => {
    expect(
      mergeIntervals([
        [10, 15],
        [0, 4],
        [3, 8],
        [15, 16],
        [18, 18],
      ]),
    ).toEqual([
      [0, 8],
      [10, 16],
    ]);
    expect(
      coveredSeconds([
        [0, 10],
        [5, 12],
        [18, 20],
      ]),
    ).toBe(14);
    expect(coveredSeconds([])).toBe(0);
  });

  it("reads a video's played TimeRanges", () => {
    expect(intervalsOf(timeRanges([0, 1], [18, 20]))).toEqual([
      [0, 1],
      [18, 20],
    ]);
    expect(intervalsOf(undefined)).toEqual([]);
  });

  it("keeps a learner's viewing of a chapter for the next visit, apart from other learners and chapters", () => {
    writePlayed(9, 1, [
      [0, 10.456],
      [4, 12.001],
    ]);
    expect(readPlayed(9, 1)).toEqual([[0, 12]]);
    expect(readPlayed(8, 1)).toEqual([]);
    expect(readPlayed(9, 2)).toEqual([]);
    clearPlayed(9, 1);
    expect(readPlayed(9, 1)).toEqual([]);
  });

  it("stores no more than was played (rounded inwards)", () => {
    writePlayed(9, 1, [[1.234, 9.876]]);
    expect(readPlayed(9, 1)).toEqual([[1.24, 9.87]]);
  });

  it("ignores an unreadable entry rather than counting it", () => {
    window.localStorage.setItem("gsm-played:9:1", "not json");
    expect(readPlayed(9, 1)).toEqual([]);
    window.localStorage.setItem("gsm-played:9:1", JSON.stringify([[0, "20"]]));
    expect(readPlayed(9, 1)).toEqual([]);
    window.localStorage.setItem("gsm-played:9:1", JSON.stringify([[-5, 20]]));
    expect(readPlayed(9, 1)).toEqual([]);
    window.localStorage.setItem("gsm-played:9:1", JSON.stringify({ 0: [0, 20] }));
    expect(readPlayed(9, 1)).toEqual([]);
  });
});

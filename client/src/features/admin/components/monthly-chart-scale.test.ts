import { describe, expect, it } from "vitest";
import { axisTicks, niceAxisMax } from "./monthly-chart-scale";

describe("the analytics charts' y axis", () => {
  it("is scaled to the data: small months get tall bars, large ones fit", () => {
    expect(niceAxisMax([0, 3, 1, 2])).toBe(5); // a few users a month: not against a fixed 500
    expect(niceAxisMax([12, 7])).toBe(20);
    expect(niceAxisMax([240])).toBe(250);
    expect(niceAxisMax([40_000, 99])).toBe(50_000);
    expect(niceAxisMax([0, 0])).toBe(1);
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
  });

  it("ticks a count axis in whole numbers only", () => {
    // The tops of small and mid-sized months: no 1.25 users, no 62.5 sign-ups.
    expect(axisTicks(niceAxisMax([3]))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(axisTicks(niceAxisMax([240]))).toEqual([0, 50, 100, 150, 200, 250]);
    expect(axisTicks(niceAxisMax([0, 0]))).toEqual([0, 1]);
    expect(axisTicks(niceAxisMax([2]))).toEqual([0, 1, 2]);
    expect(axisTicks(niceAxisMax([9]))).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(niceAxisMax([900]))).toEqual([0, 250, 500, 750, 1000]);
    for (let max = 0; max <= 20_000; max += max < 100 ? 1 : 97) {
      const ticks = axisTicks(niceAxisMax([max]));
      expect(ticks.every(Number.isInteger), `ticks of ${max}: ${ticks.join(", ")}`).toBe(true);
      expect(ticks.at(-1)).toBe(niceAxisMax([max]));
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it("ticks a money axis on round amounts in whole cents", () => {
    expect(axisTicks(niceAxisMax([40_000]), { money: true })).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
    expect(axisTicks(niceAxisMax([0]), { money: true })).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(axisTicks(niceAxisMax([2.1]), { money: true })).toEqual([0, 0.5, 1, 1.5, 2, 2.5]);
    expect(axisTicks(niceAxisMax([0.03]), { money: true })).toEqual([0, 0.01, 0.02, 0.03, 0.04, 0.05]);
    expect(axisTicks(niceAxisMax([1135.5]), { money: true })).toEqual([0, 500, 1000, 1500, 2000]);
  });
});

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
});

import { afterEach, describe, expect, it } from "vitest";
import { scaled, timeoutScale } from "./timeout-scale";

const given = process.env.TEST_TIMEOUT_SCALE;
afterEach(() => {
  if (given === undefined) delete process.env.TEST_TIMEOUT_SCALE;
  else process.env.TEST_TIMEOUT_SCALE = given;
});

describe("the time-limit scale of the tests", () => {
  it("takes TEST_TIMEOUT_SCALE when it is set", () => {
    process.env.TEST_TIMEOUT_SCALE = "2.5";
    expect(timeoutScale()).toBe(2.5);
    expect(scaled(30_000)).toBe(75_000);
  });

  it("otherwise reads the load per core, between 1 and 4, and hands the figure on to the workers", () => {
    delete process.env.TEST_TIMEOUT_SCALE;
    const scale = timeoutScale();
    expect(scale).toBeGreaterThanOrEqual(1);
    expect(scale).toBeLessThanOrEqual(4);
    expect(process.env.TEST_TIMEOUT_SCALE).toBe(String(scale));
  });

  it("ignores a value that is not a positive number", () => {
    process.env.TEST_TIMEOUT_SCALE = "fast";
    expect(timeoutScale()).toBeGreaterThanOrEqual(1);
  });
});

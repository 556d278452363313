import { describe, expect, it } from "vitest";
import { variants } from "./variants";

const button = variants("btn", {
  variants: { tone: { plain: "tone-plain", loud: "tone-loud" }, size: { sm: "size-sm", lg: "size-lg" } },
  defaultVariants: { tone: "plain", size: "sm" },
});

describe("variants", () => {
  it("adds each variant's classes after the base, the defaults where none is chosen, then the caller's", () => {
    expect(button()).toBe("btn tone-plain size-sm");
    expect(button({ tone: "loud" })).toBe("btn tone-loud size-sm");
    expect(button({ size: "lg", className: "w-full" })).toBe("btn tone-plain size-lg w-full");
  });

  it("leaves a variant out when it is given null, as cva does", () => {
    expect(button({ size: null })).toBe("btn tone-plain");
  });
});

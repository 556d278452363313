// formatNumber and formatPercent follow the active language (docs/decisions/019-languages.md): the grouping, the decimal
// mark and the space before % are the reader's, not the American ones.
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale } from "@/i18n";
import { resetLocale } from "@/i18n/test-init";
import { formatNumber, formatPercent } from "./format";

afterEach(() => resetLocale());

describe("counts and percentages", () => {
  it("are written the English way in English", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(3.5)).toBe("3.5");
    expect(formatPercent(35.3)).toBe("35.3%");
    expect(formatPercent(12.5, { signed: true })).toBe("+12.5%");
    expect(formatPercent(-20, { signed: true })).toBe("-20%");
    expect(formatPercent(0, { signed: true })).toBe("0%");
    expect(formatNumber(Number.NaN)).toBe("0");
  });

  it("follow the active language", async () => {
    await changeLocale("fr");
    expect(formatNumber(1234567)).toMatch(/^1\s234\s567$/);
    expect(formatPercent(12.5, { signed: true })).toMatch(/^\+12,5\s%$/);
    await changeLocale("de");
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatPercent(7.1)).toMatch(/^7,1\s%$/);
    await changeLocale("zh");
    expect(formatPercent(58.8)).toBe("58.8%");
  });
});

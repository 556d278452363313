import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { resetLocale } from "@/i18n/test-init";
import { formatDuration, formatNumber, formatPercent } from "./format";

afterEach(() => resetLocale());

describe("percentages and figures in the reader's language", () => {
  it("writes them the English way by default", () => {
    expect(formatPercent(57)).toBe("57%");
    expect(formatPercent(66.6, 0)).toBe("67%");
    expect(formatPercent(66.6)).toBe("66.6%");
    expect(formatNumber(4.5, 1)).toBe("4.5");
    expect(formatNumber(1234)).toBe("1,234");
  });

  it("follows the active locale", async () => {
    await i18n.changeLanguage("fr");
    // A no-break space before the sign (which one depends on the ICU data).
    expect(formatPercent(57)).toMatch(/^57[\u00a0\u202f]%$/);
    expect(formatNumber(4.5, 1)).toBe("4,5");
    await i18n.changeLanguage("de");
    expect(formatPercent(57)).toMatch(/^57[\u00a0\u202f]%$/);
    expect(formatNumber(1234)).toBe("1.234");
    await i18n.changeLanguage("zh");
    expect(formatPercent(57)).toBe("57%");
  });

  it("writes durations with the locale's units, the English ones unchanged", async () => {
    expect(formatDuration(150)).toBe("2h 30m");
    expect(formatDuration(45)).toBe("45m");
    await i18n.changeLanguage("es");
    expect(formatDuration(150)).toBe("2h 30min");
    await i18n.changeLanguage("zh");
    expect(formatDuration(150)).toBe("2小时30分钟");
  });

  it("treats a missing figure as zero rather than NaN", () => {
    expect(formatPercent(Number.NaN)).toBe("0%");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("0");
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { resetLocale, strictLocale } from "@/i18n/test-init";
import { formatClock, formatDollars, formatDuration, formatMoney, formatMonth, formatNumber, formatPercent, statusLabel } from "./format";

describe("format", () => {
  it("writes statuses capitalised the same everywhere", () => {
    expect(statusLabel("paid")).toBe("Paid");
    expect(statusLabel("succeeded")).toBe("Succeeded");
    expect(statusLabel("past_due")).toBe("Past due");
  });

  it("shows money with a dollar sign and two decimals", () => {
    expect(formatMoney("129.00")).toBe("$129.00");
    expect(formatMoney(99)).toBe("$99.00");
    expect(formatMoney("1234.5")).toBe("$1,234.50");
  });

  it("shows lesson and note times as m:ss", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(754.9)).toBe("12:34");
  });

  it("shows durations in minutes as Xh Ym", () => {
    expect(formatDuration(750)).toBe("12h 30m");
    expect(formatDuration(45)).toBe("45m");
    expect(formatDuration(120)).toBe("2h 0m");
  });
});

describe("formatMonth", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("writes a calendar month in the active language, and leaves anything else as it is", async () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2026-01")).toBe("January 2026");
    expect(formatMonth("last month")).toBe("last month");
    await i18n.changeLanguage("es");
    expect(formatMonth("2026-11")).toBe("noviembre de 2026");
    await i18n.changeLanguage("zh");
    expect(formatMonth("2026-11")).toBe("2026年11月");
  });
});

describe("format in the reader's language", () => {
  afterEach(() => resetLocale());
  // Intl separates with (narrow) no-break spaces: compare with plain ones.
  const plain = (text: string) => text.replace(/\s/g, " ");

  it("writes percentages, numbers, durations and US dollars the French way", async () => {
    await strictLocale("fr");
    expect(plain(formatPercent(75))).toBe("75 %");
    expect(plain(formatNumber(12345))).toBe("12 345");
    expect(plain(formatDuration(750))).toBe("12h 30min");
    expect(plain(formatMoney("1234.50"))).toBe("1 234,50 $US");
    expect(plain(formatDollars(129))).toBe("129 $US");
  });

  it("writes them the German and Chinese way", async () => {
    await strictLocale("de");
    expect(plain(formatPercent(12.5, 1))).toBe("12,5 %");
    expect(formatNumber(12345)).toBe("12.345");
    await strictLocale("zh");
    expect(formatPercent(75)).toBe("75%");
    expect(formatMoney("129.00")).toBe("US$129.00");
  });

  it("keeps the English forms in English", () => {
    expect(formatPercent(98)).toBe("98%");
    expect(formatDollars(129)).toBe("$129");
    expect(formatNumber(10_000)).toBe("10,000");
  });
});

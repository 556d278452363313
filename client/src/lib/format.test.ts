import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { formatClock, formatDuration, formatMoney, formatMonth, statusLabel } from "./format";

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

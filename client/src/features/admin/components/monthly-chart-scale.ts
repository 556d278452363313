// The y axis of the analytics charts: scaled to the data, not docs/spec.md's fixed
// 500 users / $40,000, so that small months are not all flat at the minimum height.
import { intlLocale } from "@/i18n";

/** A round axis top at or above the largest value: 1, 2, 2.5 or 5 times a power of ten. */
export function niceAxisMax(values: readonly number[]): number {
  const max = Math.max(0, ...values.filter((v) => Number.isFinite(v)));
  if (max === 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}

const NICE_STEPS = [1, 2, 2.5, 5];

/** 1, 2, 2.5 or 5 times a power of ten. */
function isNiceStep(step: number): boolean {
  const power = 10 ** Math.floor(Math.log10(step));
  return NICE_STEPS.some((nice) => Math.abs(step / power - nice) < 1e-9);
}

/**
 * Evenly spaced ticks from 0 to the axis top, four or five intervals where they fall on round
 * values (fewer for a small top): every tick a whole number on a count axis (no "1.25 users"),
 * a whole number of cents on a money axis, and the step itself round ($10,000, not $12,500).
 */
export function axisTicks(top: number, { money = false }: { money?: boolean } = {}): number[] {
  // Counts in whole units, money in cents.
  const perUnit = money ? 100 : 1;
  for (const intervals of [4, 5, 2, 1]) {
    const step = top / intervals;
    const units = step * perUnit;
    if (step > 0 && isNiceStep(step) && Math.abs(units - Math.round(units)) < 1e-9) {
      return Array.from({ length: intervals + 1 }, (_, i) => (i * Math.round(units)) / perUnit);
    }
  }
  return [0, top];
}

export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(intlLocale(), { month: "short", year: "numeric", timeZone: "UTC" });

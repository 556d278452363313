// The y axis of the analytics charts (issue 11 item 14): scaled to the data, not SPEC's fixed
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

/** Five evenly spaced ticks from 0 to the axis top. */
export function axisTicks(top: number): number[] {
  return [0, 1, 2, 3, 4].map((i) => (top * i) / 4);
}

export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(intlLocale(), { month: "short", year: "2-digit", timeZone: "UTC" });

// Display formatting of docs/spec.md §9: money "$129.00", lesson and note times m:ss, durations "Xh Ym".
import { parseMoneyToCents } from "@shared/money";
import { intlLocale } from "@/i18n";

// Amounts stay US dollars, written the way the reader's language writes them (docs/product-rules.md §13).
const formatters = new Map<string, Intl.NumberFormat>();
function usdFormatter(): Intl.NumberFormat {
  const locale = intlLocale();
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" })));
  return formatter;
}
const usd = { format: (value: number) => usdFormatter().format(value) };

/** "129.00" | 129 | "129" -> "$129.00". Amounts from the API are strings with two decimals. */
export function formatMoney(amount: string | number): string {
  try {
    return usd.format(parseMoneyToCents(amount) / 100);
  } catch {
    const value = Number(amount);
    return Number.isFinite(value) ? usd.format(value) : usd.format(0);
  }
}

/**
 * A count or figure as the reader's language writes it: 1234 -> "1,234" (en), "1 234" (fr), up to
 * two decimals; a number of `digits` gives exactly that many (4.5, 1 -> "4,5" in French); options
 * pass through to Intl.
 */
export function formatNumber(value: number, digits?: number | Intl.NumberFormatOptions): string {
  const options =
    typeof digits === "number"
      ? { minimumFractionDigits: digits, maximumFractionDigits: digits }
      : (digits ?? { maximumFractionDigits: 2 });
  return new Intl.NumberFormat(intlLocale(), options).format(Number.isFinite(value) ? value : 0);
}

/**
 * A percentage given in percent (12.5 -> "12.5%", "12,5 %" in French), up to two decimals or up to
 * `fractionDigits` (a number as the second argument is that). `signed` writes the sign of a change
 * ("+12.5%", "-20%", "0%").
 */
export function formatPercent(percent: number, options: number | { signed?: boolean; fractionDigits?: number } = {}): string {
  const { signed = false, fractionDigits = 2 } = typeof options === "number" ? { fractionDigits: options } : options;
  return new Intl.NumberFormat(intlLocale(), {
    style: "percent",
    maximumFractionDigits: fractionDigits,
    signDisplay: signed ? "exceptZero" : "auto",
  }).format((Number.isFinite(percent) ? percent : 0) / 100);
}

/** Whole dollars without cents, for marketing figures: 129 -> "$129" (en), "129 $" (fr). */
export function formatDollars(dollars: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(dollars);
}

/** Integer cents -> "$1,234.50". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Seconds -> "m:ss" (minutes are not wrapped into hours: 3725 -> "62:05"). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Minutes -> "Xh Ym" ("45m" under an hour), in the reader's units ("2h 30min", "2小时30分钟"). */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(Number.isFinite(totalMinutes) ? totalMinutes : 0));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const locale = intlLocale();
  const unit = (value: number, name: "hour" | "minute") =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "narrow" }).format(value);
  if (hours === 0) return unit(rest, "minute");
  // Chinese writes the two parts without a space between them.
  return [unit(hours, "hour"), unit(rest, "minute")].join(locale.startsWith("zh") ? "" : " ");
}

/** ISO date -> "Jan 5, 2025"; an empty or invalid date gives the fallback. */
export function formatDate(value: string | Date | null | undefined, fallback = ""): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleDateString(intlLocale(), { year: "numeric", month: "short", day: "numeric" });
}

/** A moment with its local time: "Jan 15, 2030, 2:30 PM". */
export function formatDateTime(value: string | Date | null | undefined, fallback = ""): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleString(intlLocale(), { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

/**
 * When a chapter opens (docs/product-rules.md §12). A date chosen in the chapter form is stored as midnight
 * UTC, so it is shown as that day in UTC ("Jan 15, 2030"), not as the evening before west of UTC;
 * any other moment (days after enrollment, a time set through the API) is shown with its local time
 * ("Jan 15, 2030, 2:30 PM").
 */
export function formatOpening(value: string | Date | null | undefined, fallback = ""): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  const day = { year: "numeric", month: "short", day: "numeric" } as const;
  if (date.getTime() % 86_400_000 === 0) return date.toLocaleDateString(intlLocale(), { ...day, timeZone: "UTC" });
  return date.toLocaleString(intlLocale(), { ...day, hour: "numeric", minute: "2-digit" });
}

/**
 * A status as people read it, the same on every screen: "paid" -> "Paid", "past_due" -> "Past due".
 * (A CSS capitalize would leave "paid" in the text that screen readers and copies get.)
 */
export function statusLabel(status: string): string {
  const words = status.replace(/[_-]+/g, " ").trim().toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : words;
}

/** A calendar month "2026-11" (payout periods, the leaderboard's month) -> "November 2026"; anything else as it is. */
export function formatMonth(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return date.toLocaleDateString(intlLocale(), { year: "numeric", month: "long", timeZone: "UTC" });
}

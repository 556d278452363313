// Money is integer cents everywhere; the API shows "12.34" strings (docs/product-rules.md §1.4).

/** 12345 -> "123.45" */
export function centsToString(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "123.45" | 123.45 | "123" -> 12345. Rejects more than two decimals and non-numbers. */
export function parseMoneyToCents(value: string | number): number {
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not an amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** Divide cents, rounding half up to the cent (for non-negative amounts). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** Monthly subscription instalment: price / 12, rounded half up to the cent. */
export function monthlyPriceCents(priceCents: number): number {
  return divideRoundHalfUp(priceCents, 12);
}

/** Commission: paid amount × rate / 100, rounded half up to the cent, once. */
export function commissionCents(paidCents: number, ratePercent: number): number {
  return divideRoundHalfUp(paidCents * ratePercent, 100);
}

/** "$1,234.50" for display. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

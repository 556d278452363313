// The checks Stripe's test mode makes on a card. Pure functions: the test
// provider declines with them on the server and the checkout form mirrors them before sending.

export const CARD_NUMBER_INVALID = "Your card number is invalid.";
export const CARD_EXPIRED = "Your card has expired.";

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** American Express numbers (34.., 37..) carry a 4-digit security code; the others 3. */
export function cvcLengthFor(cardDigits: string): 3 | 4 {
  return /^3[47]/.test(cardDigits) ? 4 : 3;
}

/** "MM/YY" -> { month, year } (year in full), or null when it is not a month of a year. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month (UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const firstDayAfter = Date.UTC(expiry.year, expiry.month, 1); // month is 1-based, so this is the next month
  return now.getTime() >= firstDayAfter;
}

/** Digits only: "4242 4242-4242 4242" -> "4242424242424242". */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

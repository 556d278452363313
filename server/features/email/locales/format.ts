import { parseMoneyToCents } from "@shared/money";
import type { EmailLanguage } from "./index";

/** Amounts, dates and payout months written the way the recipient's language writes them (Intl). */
export interface EmailFormat {
  /** "49.00" -> "$49.00" (en), "49,00 US$" (es): always US dollars. */
  money(amount: string): string;
  /** An ISO moment -> its day in UTC, in words: "December 24, 2026", "24 de diciembre de 2026". */
  date(iso: string): string;
  /** A payout period "2026-11" -> "November 2026", "noviembre de 2026"; anything else as it is. */
  month(period: string): string;
}

const intlTag = (language: EmailLanguage) => (language === "en" ? "en-US" : language === "zh" ? "zh-CN" : language);

export function emailFormat(language: EmailLanguage): EmailFormat {
  const tag = intlTag(language);
  const usd = new Intl.NumberFormat(tag, { style: "currency", currency: "USD" });
  const day = new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", timeZone: "UTC" });
  return {
    money: (amount) => {
      try {
        return usd.format(parseMoneyToCents(amount) / 100);
      } catch {
        return usd.format(Number(amount) || 0);
      }
    },
    date: (iso) => day.format(new Date(iso)),
    month: (period) => {
      const match = /^(\d{4})-(\d{2})$/.exec(period);
      return match ? month.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : period;
    },
  };
}

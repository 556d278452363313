// The five languages the settings offer (docs/product-rules.md §13), without zod: the first bundle reads them.
import type { LearnerSettings } from "@shared/schemas/profile";

export type Locale = LearnerSettings["language"];

// The values of LANGUAGES (shared/schemas/profile.ts); the Record fails to compile if that list changes.
const KNOWN: Record<Locale, string> = { en: "English", es: "Español", fr: "Français", de: "Deutsch", zh: "中文" };

export const LOCALES = Object.keys(KNOWN) as Locale[];
export const DEFAULT_LOCALE: Locale = "en";
/** Each language named in itself, for the switcher. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = KNOWN;
/** A visitor's choice, remembered across visits and carried into the settings at sign-up. */
export const LOCALE_COOKIE = "gsm_lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(KNOWN, value);
}

/** The best of the browser's languages ("fr-CA" -> "fr", "zh-Hans-CN" -> "zh"), else English. */
export function bestLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export function readLocaleCookie(): Locale | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  return match && isLocale(match[1]) ? match[1] : null;
}

export function writeLocaleCookie(locale: Locale): void {
  if (typeof document === "undefined") return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

/** A visitor's locale: the remembered choice, else the browser's best match. */
export function visitorLocale(): Locale {
  const browser = typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return readLocaleCookie() ?? bestLocale(browser.filter(Boolean));
}

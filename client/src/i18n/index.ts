// The SPA's translations (docs/product-rules.md §13, docs/decisions/019-languages.md): i18next with ICU
// messages ("{n, plural, one {# course} other {# courses}}"). Catalogs live in
// client/src/locales/<locale>/<namespace>.json; each is its own chunk, loaded when a screen that
// uses the namespace first renders, for the active locale only. The build parses the ICU messages
// (vite-icu-catalogs.ts); icu-format.ts formats them without the parser.
import i18next, { type BackendModule, type i18n as I18nInstance, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { icuFormat } from "./icu-format";
import { DEFAULT_LOCALE, isLocale, LOCALES, visitorLocale, writeLocaleCookie, type Locale } from "./locales";

export * from "./locales";

/** One namespace per area of the product; `common` holds what every screen shares. */
export const NAMESPACES = [
  "common",
  "errors",
  "validation",
  "landing",
  "auth",
  "catalog",
  "checkout",
  "player",
  "learning",
  "affiliate",
  "admin",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const catalogs = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

const lazyCatalogs: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogs[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

function applyHtmlLang(locale: string) {
  if (typeof document !== "undefined") document.documentElement.lang = locale === "zh" ? "zh-Hans" : locale;
}

/**
 * The page's meta description in the reader's language. index.html keeps the English one for
 * crawlers, which do not run the app; `common` is loaded before languageChanged is emitted.
 */
function applyMetaDescription() {
  const meta = typeof document === "undefined" ? null : document.querySelector('meta[name="description"]');
  if (meta && i18n.exists("common:meta.description")) meta.setAttribute("content", i18n.t("common:meta.description"));
}

i18n.on("languageChanged", (locale: string) => {
  applyHtmlLang(locale);
  applyMetaDescription();
});

/**
 * Starts translations in the visitor's locale (the signed-in user's setting follows once loaded).
 * `instance`: the app's own by default; a test passes a fresh one to see what the app loads.
 */
export function initI18n(locale: Locale = visitorLocale(), instance: I18nInstance = i18n): Promise<unknown> {
  if (instance.isInitialized) return Promise.resolve();
  const ready = instance
    .use(lazyCatalogs)
    .use(icuFormat)
    .use(initReactI18next)
    .init({
      lng: locale,
      // No fallback: a screen loads its namespace for the active locale only (issue 18 item 7).
      // Every catalog is complete (npm run i18n:check in CI), so there is nothing to fall back to.
      fallbackLng: false,
      supportedLngs: LOCALES,
      // errors: ApiError.serverMessage looks a code up synchronously, so its catalog is there from the start.
      ns: ["common", "errors"],
      defaultNS: "common",
      fallbackNS: "common",
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: true },
    });
  if (instance === i18n) applyHtmlLang(locale);
  return ready;
}

/** Switches every screen at once, without a reload, and remembers the choice for the next visit. */
export async function changeLocale(locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  writeLocaleCookie(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** The active locale, for Intl formatting outside React. */
export function activeLocale(): Locale {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(current) ? current : DEFAULT_LOCALE;
}

/** The BCP 47 tag Intl should use for the active locale. */
export function intlLocale(): string {
  const locale = activeLocale();
  return locale === "en" ? "en-US" : locale === "zh" ? "zh-CN" : locale;
}

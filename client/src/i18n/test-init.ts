// Component tests: every English catalog loaded at once, so screens render in the first pass.
import { i18n, NAMESPACES } from "./index";
import { initReactI18next } from "react-i18next";
import { icuFormat } from "./icu-format";

const allLocales = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { eager: true, import: "default" });

/** All catalogs of every locale, keyed [locale][namespace]. */
export function loadedCatalogs() {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, catalog] of Object.entries(allLocales)) {
    const [, locale, ns] = file.match(/locales\/([^/]+)\/([^/]+)\.json$/)!;
    (out[locale] ??= {})[ns] = catalog;
  }
  return out;
}

const missing: string[] = [];

/** Keys a render asked for that the active catalog lacks, as "locale/namespace:key". */
export function missingKeys(): string[] {
  return [...new Set(missing)];
}

/**
 * Renders that follow run in `locale` with no fallback to English, so a missing translation shows
 * in missingKeys() (and on screen as its key). resetLocale() goes back to English.
 */
export async function strictLocale(locale: string) {
  missing.length = 0;
  i18n.options.fallbackLng = false;
  await i18n.changeLanguage(locale);
}

export async function resetLocale() {
  i18n.options.fallbackLng = "en";
  missing.length = 0;
  await i18n.changeLanguage("en");
}

export async function initTestI18n() {
  if (i18n.isInitialized) return;
  const resources = loadedCatalogs();
  await i18n
    .use(icuFormat)
    .use(initReactI18next)
    .init({
      lng: "en",
      fallbackLng: "en",
      resources,
      ns: [...NAMESPACES],
      defaultNS: "common",
      fallbackNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => {
        for (const language of languages) missing.push(`${language}/${namespace}:${key}`);
      },
    });
}

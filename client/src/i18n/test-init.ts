// Component tests: every catalog of every locale loaded at once, so screens render in the first pass.
import { i18n } from "./index";
import type { Catalog } from "./translator";

const allLocales = import.meta.glob<Catalog>("../locales/*/*.json", { eager: true, import: "default" });

/** All catalogs of every locale, keyed [locale][namespace]. */
export function loadedCatalogs() {
  const out: Record<string, Record<string, Catalog>> = {};
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

let initialised = false;

export async function initTestI18n() {
  if (initialised) return;
  initialised = true;
  i18n.options.fallbackLng = "en";
  i18n.options.onMissingKey = (locale, namespace, key) => {
    missing.push(`${locale}/${namespace}:${key}`);
  };
  for (const [locale, namespaces] of Object.entries(loadedCatalogs())) {
    for (const [namespace, catalog] of Object.entries(namespaces)) i18n.addCatalog(locale, namespace, catalog);
  }
  i18n.language = "en";
}

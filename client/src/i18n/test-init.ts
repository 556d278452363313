// Component tests: every English catalog loaded at once, so screens render in the first pass.
import { i18n, NAMESPACES } from "./index";
import ICU from "i18next-icu";
import { initReactI18next } from "react-i18next";

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

export async function initTestI18n() {
  if (i18n.isInitialized) return;
  const resources = loadedCatalogs();
  await i18n
    .use(ICU)
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
    });
}

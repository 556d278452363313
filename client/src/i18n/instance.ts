// The app's one translator. Catalogs live in client/src/locales/<locale>/<namespace>.json; each is
// its own chunk, loaded when a screen that uses the namespace first renders, for the active locale
// only (docs/decisions/019-languages.md). No fallback language: every catalog is complete (npm run i18n:check).
import { DEFAULT_LOCALE } from "./locales";
import { Translator, type Catalog } from "./translator";

const catalogs = import.meta.glob<{ default: Catalog }>("../locales/*/*.json");

export async function loadCatalog(locale: string, namespace: string): Promise<Catalog | undefined> {
  const load = catalogs[`../locales/${locale}/${namespace}.json`];
  return load ? (await load()).default : undefined;
}

export const i18n = new Translator(DEFAULT_LOCALE, loadCatalog);

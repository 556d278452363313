// The SPA's translations (docs/product-rules.md §13, docs/decisions/019-languages.md and 026): ICU
// messages ("{n, plural, one {# course} other {# courses}}") in catalogs per locale and namespace
// (instance.ts), looked up by our own small runtime (translator.ts, react.tsx). The build parses the
// ICU messages (vite-icu-catalogs.ts); icu-format.ts formats them without the parser.
import { loadCjkFont } from "./cjk-font";
import { i18n } from "./instance";
import { DEFAULT_LOCALE, isLocale, visitorLocale, writeLocaleCookie, type Locale } from "./locales";
import type { Translator } from "./translator";

export * from "./locales";
export { i18n };

function applyHtmlLang(locale: string) {
  if (typeof document !== "undefined") document.documentElement.lang = locale === "zh" ? "zh-Hans" : locale;
  // Without it, a computer with no CJK font shows Chinese as empty boxes (cjk-font.ts).
  if (locale === "zh") loadCjkFont().catch(() => undefined);
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

const started = new WeakSet<Translator>();

/**
 * Starts translations in the visitor's locale (the signed-in user's setting follows once loaded).
 * `instance`: the app's own by default; a test passes a fresh one to see what the app loads.
 */
export function initI18n(locale: Locale = visitorLocale(), instance: Translator = i18n): Promise<void> {
  if (started.has(instance)) return Promise.resolve();
  started.add(instance);
  instance.language = locale;
  if (instance === i18n) applyHtmlLang(locale);
  // errors: ApiError.serverMessage looks a code up synchronously, so its catalog is there from the start.
  const ready = instance.loadNamespaces(["common", "errors"]);
  return instance === i18n ? ready.then(applyMetaDescription) : ready;
}

/** Switches every screen at once, without a reload, and remembers the choice for the next visit. */
export async function changeLocale(locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  writeLocaleCookie(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** The active locale, for Intl formatting outside React. */
export function activeLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** The BCP 47 tag Intl should use for the active locale. */
export function intlLocale(): string {
  const locale = activeLocale();
  return locale === "en" ? "en-US" : locale === "zh" ? "zh-CN" : locale;
}

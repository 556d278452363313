// Formats the catalogs' ICU messages (plural, select, number, date) for i18next. The messages arrive
// parsed at build time (vite-icu-catalogs.ts): a plain string needs no formatting, an array is the
// message's syntax tree, which intl-messageformat formats without its parser (issue 13: the parser
// is not in the browser's bundle; vite.config.ts replaces it with the parser-free build).
import type { I18nFormatModule, TOptions } from "i18next";
import { IntlMessageFormat } from "intl-messageformat";

type Ast = Extract<ConstructorParameters<typeof IntlMessageFormat>[0], unknown[]>;

/** A formatter per syntax tree and locale, made on first use. */
const formatters = new WeakMap<Ast, Map<string, IntlMessageFormat>>();

function formatterFor(ast: Ast, locale: string): IntlMessageFormat {
  let byLocale = formatters.get(ast);
  if (!byLocale) formatters.set(ast, (byLocale = new Map()));
  let formatter = byLocale.get(locale);
  if (!formatter) {
    formatter = new IntlMessageFormat(ast, locale, undefined, { ignoreTag: true });
    byLocale.set(locale, formatter);
  }
  return formatter;
}

export const icuFormat: I18nFormatModule & { parse(res: unknown, options: TOptions, lng: string): unknown } = {
  type: "i18nFormat",
  parse(res, options, lng) {
    if (!Array.isArray(res)) return res; // a plain string (or a missing key, shown as itself)
    try {
      return formatterFor(res as Ast, lng).format(options as Record<string, string>);
    } catch {
      // A value the message cannot format (a missing plural count): show the text without it
      // rather than break the screen, as i18next-icu did.
      return res.map((element: { type: number; value?: unknown }) => (element.type === 0 ? element.value : "")).join("");
    }
  },
};

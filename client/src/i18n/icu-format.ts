// Formats the catalogs' ICU messages (plural, select, number, date). The messages arrive parsed at
// build time (vite-icu-catalogs.ts): a plain string needs no formatting, an array is the message's
// syntax tree, which intl-messageformat formats without its parser (issue 13: the parser is not in
// the browser's bundle; vite.config.ts replaces it with the parser-free build).
import { IntlMessageFormat } from "intl-messageformat";

type Ast = Extract<ConstructorParameters<typeof IntlMessageFormat>[0], unknown[]>;
/** A message as a catalog holds it after the build: its text, or its syntax tree. */
export type Message = string | Ast;

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

export function icuFormat(message: Message, locale: string, values?: Record<string, unknown>): string {
  if (!Array.isArray(message)) return message;
  try {
    return String(formatterFor(message, locale).format(values as Record<string, string>));
  } catch {
    // A value the message cannot format (a missing plural count): show the text without it rather
    // than break the screen.
    return message.map((element: { type: number; value?: unknown }) => (element.type === 0 ? element.value : "")).join("");
  }
}

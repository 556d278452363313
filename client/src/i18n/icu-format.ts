// Formats the catalogs' ICU messages. The build parses each message (vite-icu-catalogs.ts): a
// plain string needs no formatting, an array is the message's syntax tree, in the shape
// @formatjs/icu-messageformat-parser produces. Formatting that tree needs little: text, a value,
// a number (plain or percent), a plural or ordinal with `#`, and a select; the build refuses
// anything else (dates and times are formatted in code, lib/format.ts), and tags stay text for
// Trans. So the browser formats with Intl directly instead of carrying intl-messageformat
// (3.5 KB compressed on every first visit; docs/benchmarks.md). icu-format.test.ts formats every message of
// every catalog, in every locale, with numbers chosen to reach every plural form, through this
// and through intl-messageformat, and requires the same text.

/** The elements of a parsed message that the catalogs use (the parser's TYPE numbers). */
export type MessageElement =
  | { type: 0; value: string } // text
  | { type: 1; value: string } // {name}
  | { type: 2; value: string; style?: string | { parsedOptions?: Intl.NumberFormatOptions } | null } // {n, number[, percent]}
  | { type: 5; value: string; options: Record<string, { value: MessageElement[] }> } // {x, select, ...}
  | {
      type: 6; // {n, plural, ...} and {n, selectordinal, ...}
      value: string;
      options: Record<string, { value: MessageElement[] }>;
      offset?: number;
      pluralType?: "cardinal" | "ordinal";
    }
  | { type: 7 }; // # inside a plural

/** A message as a catalog holds it after the build: its text, or its syntax tree. */
export type Message = string | MessageElement[];

/** The element types formatMessage knows; the build fails on a message using another. */
export const SUPPORTED_ELEMENT_TYPES: ReadonlySet<number> = new Set([0, 1, 2, 5, 6, 7]);

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  percent: { style: "percent" },
  integer: { maximumFractionDigits: 0 },
};

const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${options ? JSON.stringify(options) : ""}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function pluralRules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `p|${locale}|${type}`;
  let rules = cache.get(key) as Intl.PluralRules | undefined;
  if (!rules) cache.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

class MissingValue extends Error {}

function formatElements(elements: MessageElement[], locale: string, values: Record<string, unknown>, pound?: number): string {
  let out = "";
  for (const element of elements) {
    if (element.type === 0) {
      out += element.value;
      continue;
    }
    if (element.type === 7) {
      if (pound !== undefined) out += numberFormat(locale).format(pound);
      continue;
    }
    if (!(element.value in values)) throw new MissingValue(element.value);
    const value = values[element.value];
    if (element.type === 1) {
      out += typeof value === "string" || typeof value === "number" ? String(value) : "";
    } else if (element.type === 2) {
      const style = element.style;
      const options = typeof style === "string" ? NUMBER_STYLES[style] : (style?.parsedOptions ?? undefined);
      out += numberFormat(locale, options).format(value as number);
    } else if (element.type === 5) {
      const option = element.options[String(value)] ?? element.options.other;
      out += formatElements(option.value, locale, values, pound);
    } else {
      const n = (value as number) - (element.offset ?? 0);
      const option =
        element.options[`=${String(value)}`] ??
        element.options[pluralRules(locale, element.pluralType ?? "cardinal").select(n)] ??
        element.options.other;
      out += formatElements(option.value, locale, values, n);
    }
  }
  return out;
}

export function icuFormat(message: Message, locale: string, values?: Record<string, unknown>): string {
  if (!Array.isArray(message)) return message;
  try {
    return formatElements(message, locale, values ?? {});
  } catch {
    // A value the message cannot format (a missing plural count): show the text without it rather
    // than break the screen.
    return message.map((element) => (element.type === 0 ? element.value : "")).join("");
  }
}

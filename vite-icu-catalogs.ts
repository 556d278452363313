// The translation catalogs' ICU messages, parsed at build time (docs/benchmarks.md): the browser receives
// each message as the syntax tree intl-messageformat formats, so the ICU parser is not shipped
// (vite.config.ts points `@formatjs/icu-messageformat-parser` at its parser-free build).
// client/src/locales/<locale>/<namespace>.json stays the source that translators edit and
// `npm run i18n:check` validates; this plugin changes only what a JSON import of it returns.
import { IntlMessageFormat } from "intl-messageformat";
import type { Plugin } from "vite";
import { SUPPORTED_ELEMENT_TYPES } from "./client/src/i18n/icu-format.js";

type Catalog = { [key: string]: string | Catalog };
type Compiled = { [key: string]: string | unknown[] | Compiled };

const CATALOG = /[\\/]client[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/;

/**
 * One message: a string when it has nothing to format (the text itself, ICU quotes resolved), else
 * its syntax tree, parsed as the runtime would (client/src/i18n/icu-format.ts: tags left as text for
 * client/src/i18n/react.tsx's <Trans>).
 */
export function compileMessage(message: string, locale: string): string | unknown[] {
  const ast = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as { type: number; value?: unknown }[];
  assertSupported(ast);
  if (ast.length === 0) return "";
  if (ast.length === 1 && ast[0].type === 0 && typeof ast[0].value === "string") return ast[0].value;
  return ast;
}

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** The browser's formatter (client/src/i18n/icu-format.ts) knows a few element types: refuse the others here, at build time. */
function assertSupported(elements: Element[]) {
  for (const element of elements) {
    if (!SUPPORTED_ELEMENT_TYPES.has(element.type)) {
      const what =
        element.type === 3 || element.type === 4
          ? "a date or time (format it in code: client/src/lib/format.ts)"
          : `element type ${element.type}`;
      throw new Error(`the app's ICU formatter does not support ${what}${element.value ? ` in {${String(element.value)}}` : ""}`);
    }
    for (const option of Object.values(element.options ?? {})) assertSupported(option.value);
  }
}

export function compileCatalog(catalog: Catalog, locale: string, where = ""): Compiled {
  const out: Compiled = {};
  for (const [key, value] of Object.entries(catalog)) {
    const path = where ? `${where}.${key}` : key;
    if (typeof value !== "string") {
      out[key] = compileCatalog(value, locale, path);
      continue;
    }
    try {
      out[key] = compileMessage(value, locale);
    } catch (error) {
      throw new Error(`${locale}: "${path}" is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return out;
}

/** Vite plugin: a catalog import returns its compiled form (still JSON, for Vite's JSON plugin). */
export function precompiledIcuCatalogs(): Plugin {
  return {
    name: "gsm-precompiled-icu-catalogs",
    enforce: "pre",
    transform(code, id) {
      // With a query (?raw, ?url) the import asks for the file itself.
      const match = id.includes("?") ? null : id.match(CATALOG);
      if (!match) return null;
      const compiled = compileCatalog(JSON.parse(code) as Catalog, match[1]);
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** The parser-free build of the ICU parser package: intl-messageformat keeps its formatter only. */
export const ICU_PARSER_ALIAS = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
};

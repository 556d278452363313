// Issue 13: the browser formats the catalogs' ICU messages without the ICU parser. The catalogs
// arrive parsed (vite-icu-catalogs.ts, also applied to the tests' imports); here the parser is
// taken away from intl-messageformat and every locale must still format plurals, ordinals and
// numbers exactly as the source message does when parsed.
import fs from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileMessage } from "../../../vite-icu-catalogs";
import { i18n, LOCALES } from "./index";

type Parse = (typeof IntlMessageFormat)["__parse"];
let parse: Parse;
beforeAll(() => {
  parse = IntlMessageFormat.__parse;
  IntlMessageFormat.__parse = undefined;
});
afterAll(() => {
  IntlMessageFormat.__parse = parse;
});

function source(locale: string, ns: string, key: string): string {
  const file = path.resolve(import.meta.dirname, `../locales/${locale}/${ns}.json`);
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(fs.readFileSync(file, "utf8")));
  return value as string;
}

/** What the source message says, parsed at run time (the oracle; the parser is put back for it). */
function expected(locale: string, ns: string, key: string, values: Record<string, unknown>): string {
  IntlMessageFormat.__parse = parse;
  try {
    return new IntlMessageFormat(source(locale, ns, key), locale, undefined, { ignoreTag: true }).format(values) as string;
  } finally {
    IntlMessageFormat.__parse = undefined;
  }
}

const CASES: { ns: string; key: string; values: Record<string, unknown> }[] = [
  { ns: "catalog", key: "card.lessonsCount", values: { n: 1 } },
  { ns: "catalog", key: "card.lessonsCount", values: { n: 3 } },
  { ns: "affiliate", key: "prizes.place", values: { place: 2 } },
  { ns: "affiliate", key: "prizes.place", values: { place: 23 } },
  { ns: "common", key: "pager.range", values: { from: 1, to: 12, total: 12345 } },
  { ns: "landing", key: "courses.save", values: { percent: 0.25 } },
  { ns: "landing", key: "cta.trial", values: { days: 7 } },
];

describe("ICU messages without the parser", () => {
  it("the runtime has no parser to fall back on: a source string cannot be formatted", () => {
    expect(() => new IntlMessageFormat("{n, plural, one {# a} other {# b}}", "en")).toThrow();
  });

  it.each(LOCALES)("formats plurals, ordinals, numbers and percentages in %s as the source message does", (locale) => {
    for (const { ns, key, values } of CASES) {
      const got = i18n.t(`${ns}:${key}`, { lng: locale, ...values });
      expect(got, `${locale} ${ns}:${key}`).toBe(expected(locale, ns, key, values));
    }
  });

  it("English reads as written: one and other, 2nd and 23rd, grouped thousands, a percentage", () => {
    expect(i18n.t("catalog:card.lessonsCount", { lng: "en", n: 1 })).toBe("1 lesson");
    expect(i18n.t("catalog:card.lessonsCount", { lng: "en", n: 3 })).toBe("3 lessons");
    expect(i18n.t("affiliate:prizes.place", { lng: "en", place: 2 })).toBe("2nd place");
    expect(i18n.t("affiliate:prizes.place", { lng: "en", place: 23 })).toBe("23rd place");
    expect(i18n.t("common:pager.range", { lng: "en", from: 1, to: 12, total: 12345 })).toBe("1–12 of 12,345");
    expect(i18n.t("landing:courses.save", { lng: "en", percent: 0.25 })).toBe("Save 25%");
  });

  it("keeps plain text as text and resolves ICU quotes at build time", () => {
    IntlMessageFormat.__parse = parse; // the build's side
    expect(compileMessage("Don't stop", "en")).toBe("Don't stop");
    expect(compileMessage("Write '{name}' literally", "en")).toBe("Write {name} literally");
    expect(compileMessage("Hello {name}", "en")).toEqual([
      { type: 0, value: "Hello " },
      { type: 1, value: "name" },
    ]);
    // Tags stay text for the <Trans> of react.tsx.
    expect(compileMessage("Read <1>the terms</1>", "en")).toBe("Read <1>the terms</1>");
    IntlMessageFormat.__parse = undefined;
  });
});

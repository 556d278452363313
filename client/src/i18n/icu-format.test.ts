// docs/decisions/026-translation-runtime.md: the browser formats the catalogs' ICU messages with Intl directly (icu-format.ts), from
// syntax trees the build made (vite-icu-catalogs.ts). intl-messageformat is the oracle: every
// message of every catalog, in every locale, with values chosen to reach each of its plural forms,
// must read exactly as intl-messageformat formats the source message.
import fs from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { compileMessage } from "../../../vite-icu-catalogs";
import { icuFormat, type MessageElement } from "./icu-format";
import { i18n, LOCALES } from "./index";

type Tree = { [key: string]: string | Tree };

function sourceMessages(locale: string): { key: string; message: string }[] {
  const out: { key: string; message: string }[] = [];
  const dir = path.resolve(import.meta.dirname, `../locales/${locale}`);
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const full = prefix.endsWith(":") ? `${prefix}${key}` : `${prefix}.${key}`;
      if (typeof value === "string") out.push({ key: full, message: value });
      else walk(value, full);
    }
  };
  for (const file of fs.readdirSync(dir))
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Tree, file.replace(/\.json$/, ":"));
  return out;
}

/** Each variable of a message, and whether it is ever counted (plural, number) or only shown. */
function variables(elements: MessageElement[], out = new Map<string, "number" | "text" | "choice">()) {
  for (const element of elements) {
    if (element.type === 0 || element.type === 7) continue;
    if (element.type === 6 || element.type === 2) out.set(element.value, "number");
    else if (element.type === 5) out.set(element.value, "choice");
    else if (!out.has(element.value)) out.set(element.value, "text");
    if (element.type === 5 || element.type === 6) for (const option of Object.values(element.options)) variables(option.value, out);
  }
  return out;
}

// Numbers that reach zero, one, two, few, many and other in the five languages, fractions, and large values.
const NUMBERS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 23, 101, 1000, 1234567, 0.25, 1.5];

function valueSets(elements: MessageElement[]): Record<string, unknown>[] {
  const vars = [...variables(elements)];
  if (vars.length === 0) return [{}];
  return NUMBERS.map((n, index) =>
    Object.fromEntries(
      vars.map(([name, kind]) => [
        name,
        kind === "number" ? n : kind === "choice" ? ["other", "a", "b"][index % 3] : index % 2 ? n : "Zoë",
      ]),
    ),
  );
}

describe("ICU messages formatted without intl-messageformat", () => {
  it.each(LOCALES)("every message of every %s catalog reads as intl-messageformat formats its source", (locale) => {
    let compared = 0;
    for (const { key, message } of sourceMessages(locale)) {
      const compiled = compileMessage(message, locale);
      if (typeof compiled === "string") continue;
      const oracle = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
      for (const values of valueSets(compiled as MessageElement[])) {
        expect(icuFormat(compiled as MessageElement[], locale, values), `${locale} ${key} ${JSON.stringify(values)}`).toBe(
          String(oracle.format(values as Record<string, string>)),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000); // the catalogs hold hundreds of messages with values
  });

  it("English reads as written: one and other, 2nd and 23rd, grouped thousands, a percentage", () => {
    expect(i18n.t("catalog:card.lessonsCount", { lng: "en", n: 1 })).toBe("1 lesson");
    expect(i18n.t("catalog:card.lessonsCount", { lng: "en", n: 3 })).toBe("3 lessons");
    expect(i18n.t("affiliate:prizes.place", { lng: "en", place: 2 })).toBe("2nd place");
    expect(i18n.t("affiliate:prizes.place", { lng: "en", place: 23 })).toBe("23rd place");
    expect(i18n.t("common:pager.range", { lng: "en", from: 1, to: 12, total: 12345 })).toBe("1–12 of 12,345");
    expect(i18n.t("landing:courses.save", { lng: "en", percent: 0.25 })).toBe("Save 25%");
    expect(i18n.t("common:pager.range", { lng: "fr", from: 1, to: 12, total: 12345 })).toMatch(/^1–12 sur 12\s345$/);
  });

  it("a missing value shows the message's text without it instead of breaking the screen", () => {
    expect(icuFormat(compileMessage("Hello {name}!", "en") as MessageElement[], "en", {})).toBe("Hello !");
  });

  it("keeps plain text as text, resolves ICU quotes at build time, and refuses what the browser cannot format", () => {
    expect(compileMessage("Don't stop", "en")).toBe("Don't stop");
    expect(compileMessage("Write '{name}' literally", "en")).toBe("Write {name} literally");
    expect(compileMessage("Hello {name}", "en")).toEqual([
      { type: 0, value: "Hello " },
      { type: 1, value: "name" },
    ]);
    // Tags stay text for the <Trans> of react.tsx.
    expect(compileMessage("Read <1>the terms</1>", "en")).toBe("Read <1>the terms</1>");
    expect(() => compileMessage("Opens {when, date, short}", "en")).toThrow(/date or time/);
  });
});

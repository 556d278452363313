// translator.ts against i18next, the library it replaces in the browser (decision 026), imported here
// and nowhere else (a development dependency, like tailwind-merge for class-merge.test.tsx). Both
// get the same catalogs: the real ones' keys, in every locale and namespace, each message replaced by
// a text naming where it lives ("fr/catalog:card.title"), so what is compared is which message a key
// finds, the part of i18next the app relied on. Formatting the message is held to intl-messageformat
// by icu-format.test.ts. i18next is set up as the app set it up before decision 026 (fallbackNS
// "common", no fallback language).
import fs from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { Translator, type Catalog } from "./translator";

const LOCALES_DIR = path.resolve(import.meta.dirname, "../locales");
type Raw = { [key: string]: string | Raw };

/** Every catalog, keyed "locale/namespace", its messages replaced by where they live. */
function markerCatalogs(): Map<string, Raw> {
  const out = new Map<string, Raw>();
  const mark = (raw: Raw, prefix: string, at: string[]): Raw =>
    Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [
        key,
        typeof value === "string" ? `${prefix}:${[...at, key].join(".")}` : mark(value, prefix, [...at, key]),
      ]),
    );
  for (const locale of fs.readdirSync(LOCALES_DIR)) {
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, locale)).filter((f) => f.endsWith(".json"))) {
      const namespace = file.replace(/\.json$/, "");
      out.set(
        `${locale}/${namespace}`,
        mark(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, file), "utf8")), `${locale}/${namespace}`, []),
      );
    }
  }
  return out;
}

/** The keys of a catalog that hold a message, as a screen writes them. */
function keysOf(raw: Raw, at: string[] = []): string[] {
  return Object.entries(raw).flatMap(([key, value]) =>
    typeof value === "string" ? [[...at, key].join(".")] : keysOf(value, [...at, key]),
  );
}

const catalogs = markerCatalogs();
const locales = [...new Set([...catalogs.keys()].map((key) => key.split("/")[0]))];
const namespaces = [...new Set([...catalogs.keys()].map((key) => key.split("/")[1]))];

const ours = new Translator("en", null);
for (const [key, catalog] of catalogs) {
  const [locale, namespace] = key.split("/");
  ours.addCatalog(locale, namespace, catalog as Catalog);
}
const theirs = i18next.createInstance();
await theirs.init({
  lng: "en",
  fallbackLng: false,
  resources: Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(namespaces.map((namespace) => [namespace, catalogs.get(`${locale}/${namespace}`) ?? {}])),
    ]),
  ),
  ns: namespaces,
  defaultNS: "common",
  fallbackNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** What each runtime answers for `key` on a screen using `screen` (its namespaces, first is its own). */
function both(key: string, screen: string[], options: { lng: string; defaultValue?: string }) {
  return {
    ours: ours.t(key, options, screen),
    theirs: theirs.getFixedT(options.lng, screen)(key, options.defaultValue === undefined ? {} : { defaultValue: options.defaultValue }),
  };
}

/**
 * i18next's answer when the key names a group of messages in a namespace before the one holding
 * the message ("payouts.empty" on the admin screen, where admin has a group and common a message):
 * a sentence saying so, where the translator goes on to the next namespace. No screen relied on it
 * (it would have shown that sentence); docs/own-replacements.md lists it.
 */
const GROUP_NOT_MESSAGE = /returned an object instead of string/;

/** Every disagreement, as "key on [screen] in lng: ours ≠ theirs". */
function differences(cases: Array<[key: string, screen: string[]]>, options: { defaultValue?: string } = {}) {
  const out: string[] = [];
  for (const lng of locales) {
    for (const [key, screen] of cases) {
      const answer = both(key, screen, { lng, ...options });
      if (GROUP_NOT_MESSAGE.test(answer.theirs)) continue;
      if (answer.ours !== answer.theirs) out.push(`${key} on [${screen}] in ${lng}: ${answer.ours} ≠ ${answer.theirs}`);
    }
  }
  return out;
}

const english = (namespace: string) => keysOf(catalogs.get(`en/${namespace}`) ?? {});

describe("translator.ts finds the message i18next finds", () => {
  it("has the real catalogs to compare with", () => {
    expect(locales).toEqual(expect.arrayContaining(["en", "es", "fr", "de", "zh"]));
    expect(namespaces).toEqual(expect.arrayContaining(["common", "catalog", "player"]));
    expect(english("common").length).toBeGreaterThan(50);
  });

  it("for every key on its own namespace's screen, in every language", () => {
    expect(differences(namespaces.flatMap((namespace) => english(namespace).map((key): [string, string[]] => [key, [namespace]])))).toEqual(
      [],
    );
  });

  it("for every key of common and of another namespace on every other screen (common is the fallback)", () => {
    const cases: Array<[string, string[]]> = [];
    for (const screen of namespaces)
      for (const namespace of namespaces) {
        if (namespace === screen) continue;
        for (const key of english(namespace)) cases.push([key, [screen]], [`${namespace}:${key}`, [screen]]);
      }
    expect(differences(cases)).toEqual([]);
  });

  it("on a screen of two namespaces, the first one's message first", () => {
    const cases: Array<[string, string[]]> = [];
    for (const [first, second] of [
      ["checkout", "catalog"],
      ["player", "catalog"],
      ["learning", "player"],
      ["admin", "catalog"],
    ])
      for (const key of [...english(first), ...english(second), ...english("common")]) cases.push([key, [first, second]]);
    expect(differences(cases)).toEqual([]);
  });

  it("for a key no catalog has: the key without its namespace, or the default value", () => {
    const missing: Array<[string, string[]]> = [
      ["nothing.here", ["catalog"]],
      ["catalog:nothing.here", ["player"]],
      ["common:nothing", ["admin"]],
      ["nowhere", ["common", "catalog"]],
    ];
    expect(differences(missing)).toEqual([]);
    expect(differences(missing, { defaultValue: "Shown instead" })).toEqual([]);
  });
});

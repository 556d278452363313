// The translation runtime (decision 026): what a screen sees of lookup, loading and language changes.
import { describe, expect, it, vi } from "vitest";
import { Translator, type Catalog } from "./translator";

const CATALOGS: Record<string, Catalog> = {
  "en/common": { hello: "Hello", nav: { home: "Home" }, "dotted.key": "Flat", shared: "Common word" },
  "en/catalog": {
    title: "Courses",
    card: {
      lessons: [
        { type: 1, value: "n" },
        { type: 0, value: " lessons" },
      ],
    },
  },
  "fr/common": { hello: "Bonjour", nav: { home: "Accueil" }, "dotted.key": "Plat", shared: "Mot commun" },
  "fr/catalog": {
    title: "Cours",
    card: {
      lessons: [
        { type: 1, value: "n" },
        { type: 0, value: " leçons" },
      ],
    },
  },
};

/** A loader whose catalogs arrive when the test says, counting what was asked. */
function controlledLoader() {
  const asked: string[] = [];
  const waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const loader = (locale: string, namespace: string) => {
    const key = `${locale}/${namespace}`;
    asked.push(key);
    return new Promise<Catalog | undefined>((resolve, reject) => {
      waiting.set(key, { resolve: () => resolve(CATALOGS[key]), reject });
    });
  };
  const arrive = (key: string) => waiting.get(key)!.resolve();
  const fail = (key: string) => waiting.get(key)!.reject(new Error("chunk failed"));
  return { loader, asked, arrive, fail };
}

function loadedTranslator(language = "en") {
  const translator = new Translator(language, null);
  for (const [key, catalog] of Object.entries(CATALOGS)) {
    const [locale, namespace] = key.split("/");
    translator.addCatalog(locale, namespace, catalog);
  }
  return translator;
}

describe("lookup", () => {
  it("finds a key in the screen's namespace, then in common; a prefix names the namespace", () => {
    const i18n = loadedTranslator();
    const t = i18n.fixedT(["catalog"]);
    expect(t("title")).toBe("Courses");
    expect(t("shared")).toBe("Common word");
    expect(t("common:nav.home")).toBe("Home");
    expect(i18n.t("catalog:title")).toBe("Courses");
    expect(i18n.t("dotted.key")).toBe("Flat");
  });

  it("formats the message's values in the active language", () => {
    const i18n = loadedTranslator("fr");
    expect(i18n.t("catalog:card.lessons", { n: 3 })).toBe("3 leçons");
    expect(i18n.t("catalog:card.lessons", { n: 3, lng: "en" })).toBe("3 lessons");
  });

  it("shows a missing key as its path (or the default value) and reports it", () => {
    const onMissingKey = vi.fn();
    const i18n = loadedTranslator();
    i18n.options.onMissingKey = onMissingKey;
    expect(i18n.t("catalog:nope.here")).toBe("nope.here");
    expect(i18n.t("nav", { defaultValue: "Nav" })).toBe("Nav"); // a group of keys is not a message
    expect(onMissingKey).toHaveBeenCalledWith("en", "catalog", "nope.here");
    expect(i18n.exists("catalog:nope.here")).toBe(false);
    expect(i18n.exists("catalog:title")).toBe(true);
  });

  it("has no fallback language unless one is set (tests set English)", () => {
    const i18n = new Translator("de", null);
    i18n.addCatalog("en", "common", CATALOGS["en/common"]);
    expect(i18n.t("hello")).toBe("hello");
    i18n.options.fallbackLng = "en";
    expect(i18n.t("hello")).toBe("Hello");
  });
});

describe("loading", () => {
  it("loads a namespace once, for the active language only, and tells subscribers when it arrives", async () => {
    const { loader, asked, arrive } = controlledLoader();
    const i18n = new Translator("fr", loader);
    const listener = vi.fn();
    i18n.subscribe(listener);
    const first = i18n.loadNamespaces(["common", "catalog"]);
    const second = i18n.loadNamespaces("catalog");
    expect(asked).toEqual(["fr/common", "fr/catalog"]);
    expect(i18n.hasLoaded(["catalog"])).toBe(false);
    arrive("fr/common");
    arrive("fr/catalog");
    await Promise.all([first, second]);
    expect(i18n.hasLoaded(["common", "catalog"])).toBe(true);
    expect(i18n.t("catalog:title")).toBe("Cours");
    expect(listener).toHaveBeenCalled();
  });

  it("a catalog that fails shows keys instead of waiting forever, and is asked again at the next language change", async () => {
    const { loader, asked, arrive, fail } = controlledLoader();
    const i18n = new Translator("en", loader);
    const loading = i18n.loadNamespaces("catalog");
    fail("en/catalog");
    await loading;
    expect(i18n.hasLoaded(["catalog"])).toBe(true);
    expect(i18n.t("catalog:title")).toBe("title");
    const toFrench = i18n.changeLanguage("fr");
    arrive("fr/catalog");
    await toFrench;
    const back = i18n.changeLanguage("en");
    arrive("en/catalog");
    await back;
    expect(asked).toEqual(["en/catalog", "fr/catalog", "en/catalog"]);
    expect(i18n.t("catalog:title")).toBe("Courses");
  });

  it("switches language only once every namespace in use has arrived in the new one", async () => {
    const { loader, arrive } = controlledLoader();
    const i18n = new Translator("en", loader);
    const start = i18n.loadNamespaces(["common", "catalog"]);
    arrive("en/common");
    arrive("en/catalog");
    await start;
    const changed = vi.fn();
    i18n.on("languageChanged", changed);
    const switching = i18n.changeLanguage("fr");
    arrive("fr/common");
    await Promise.resolve();
    // Still English while the French catalogue is on its way: no screen flashes keys or a spinner.
    expect(i18n.language).toBe("en");
    expect(i18n.t("catalog:title")).toBe("Courses");
    arrive("fr/catalog");
    await switching;
    expect(i18n.language).toBe("fr");
    expect(i18n.t("catalog:title")).toBe("Cours");
    expect(changed).toHaveBeenCalledWith("fr");
  });
});

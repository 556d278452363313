// The SPA's translation runtime (docs/decisions/026-translation-runtime.md): catalogs per locale and
// namespace, loaded on demand, and `t()` looking a key up in them and formatting the message
// (icu-format.ts). It replaces i18next in the browser, whose generality (backends, plugins, plural
// suffixes, nesting, interpolation syntaxes) the app did not use and every first visit paid for
// (about 13 KB compressed of a 100 KB budget, docs/benchmarks.md). What the app relied on is kept:
// - keys "namespace:path.to.key", else in the screen's namespaces, then in `common`;
// - a missing key shows as itself (its path without the namespace), or `defaultValue`;
// - a language change loads every namespace already in use for the new language before the
//   screens switch, so nothing flashes back to a spinner;
// - no fallback to another language (every catalog is complete: npm run i18n:check), except in
//   tests that ask for one.
import { icuFormat, type Message } from "./icu-format";

export type Catalog = { [key: string]: Message | Catalog };
export type CatalogLoader = (locale: string, namespace: string) => Promise<Catalog | undefined>;
/** The message's values, plus `defaultValue` (shown when the key is missing) and `lng` (another language than the active one). */
export type TOptions = Record<string, unknown> & { defaultValue?: string; lng?: string };
export type TFunction = (key: string, options?: TOptions) => string;

const DEFAULT_NS = "common";

/** One catalog: arrived, on its way, or failed (kept as empty, so keys show, until a language change asks again). */
type Loaded = { catalog: Catalog; failed?: true } | { pending: Promise<void> };

export interface TranslatorOptions {
  /** A language to look a key up in when the active one lacks it (tests only; the app has none). */
  fallbackLng?: string | false;
  /** Told of every key a lookup did not find (tests: a screen must not show a key). */
  onMissingKey?: (locale: string, namespace: string, key: string) => void;
}

export class Translator {
  language: string;
  options: TranslatorOptions;
  private readonly catalogs = new Map<string, Loaded>();
  /** Namespaces asked for so far, loaded again for a new language before it becomes active. */
  private readonly used = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly languageListeners = new Set<(locale: string) => void>();
  /** Moves on whenever what `t` returns may have changed: a catalog arrived, the language changed. */
  version = 0;

  constructor(
    language: string,
    private readonly loader: CatalogLoader | null,
    options: TranslatorOptions = {},
  ) {
    this.language = language;
    this.options = options;
  }

  /** The active language (i18next's name for it, kept for the screens that read it). */
  get resolvedLanguage(): string {
    return this.language;
  }

  /** Adds catalogs already in memory (tests load every catalog at once). */
  addCatalog(locale: string, namespace: string, catalog: Catalog): void {
    this.catalogs.set(`${locale}/${namespace}`, { catalog });
    this.used.add(namespace);
    this.changed();
  }

  hasCatalog(locale: string, namespace: string): boolean {
    const entry = this.catalogs.get(`${locale}/${namespace}`);
    return entry !== undefined && "catalog" in entry;
  }

  /** True when every namespace is loaded (or failed to load) for the active language. */
  hasLoaded(namespaces: readonly string[]): boolean {
    return namespaces.every((namespace) => this.hasCatalog(this.language, namespace));
  }

  /** Loads namespaces for the active language (or `locale`); resolves once all have arrived or failed. */
  loadNamespaces(namespaces: string | readonly string[], locale = this.language, retryFailed = false): Promise<void> {
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    return Promise.all(list.map((namespace) => this.load(locale, namespace, retryFailed))).then(() => undefined);
  }

  private load(locale: string, namespace: string, retryFailed: boolean): Promise<void> {
    this.used.add(namespace);
    const key = `${locale}/${namespace}`;
    const entry = this.catalogs.get(key);
    if (entry && "pending" in entry) return entry.pending;
    if (entry && !(retryFailed && entry.failed)) return Promise.resolve();
    const pending = (this.loader ? this.loader(locale, namespace) : Promise.resolve(undefined)).then(
      (catalog) => {
        this.catalogs.set(key, { catalog: catalog ?? {} });
        this.changed();
      },
      () => {
        // The chunk did not arrive (offline, a deploy removed it): the screen shows its keys rather
        // than a spinner forever, and the next language change or reload asks again.
        this.catalogs.set(key, { catalog: {}, failed: true });
        this.changed();
      },
    );
    this.catalogs.set(key, { pending });
    return pending;
  }

  /** Switches language once the new language's catalogs for every namespace in use have arrived. */
  async changeLanguage(locale: string): Promise<void> {
    await this.loadNamespaces([...this.used], locale, true);
    if (this.language === locale) return;
    this.language = locale;
    this.changed();
    for (const listener of this.languageListeners) listener(locale);
  }

  /** `languageChanged` is the one event the app listens to. */
  on(_event: "languageChanged", listener: (locale: string) => void): void {
    this.languageListeners.add(listener);
  }

  /** For React's useSyncExternalStore: told whenever `version` moves. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** The message for a key, unformatted; undefined when no catalog in reach has it. */
  private find(key: string, namespaces: readonly string[], language = this.language): { message: Message; locale: string } | undefined {
    const split = key.indexOf(":");
    const path = split > 0 ? key.slice(split + 1) : key;
    const candidates = split > 0 ? [key.slice(0, split)] : [...namespaces, DEFAULT_NS];
    const locales = [language];
    if (this.options.fallbackLng && this.options.fallbackLng !== language) locales.push(this.options.fallbackLng);
    for (const locale of locales) {
      for (const namespace of candidates) {
        const entry = this.catalogs.get(`${locale}/${namespace}`);
        const message = entry && "catalog" in entry ? lookup(entry.catalog, path) : undefined;
        if (message !== undefined) return { message, locale };
      }
    }
    return undefined;
  }

  exists(key: string, namespaces: readonly string[] = [DEFAULT_NS]): boolean {
    return this.find(key, namespaces) !== undefined;
  }

  /** Translates `key` (in `namespaces` unless it names its own) with the message's values. */
  t(key: string, options?: TOptions, namespaces: readonly string[] = [DEFAULT_NS]): string {
    const found = this.find(key, namespaces, options?.lng);
    if (!found) {
      const split = key.indexOf(":");
      const namespace = split > 0 ? key.slice(0, split) : (namespaces[0] ?? DEFAULT_NS);
      const path = split > 0 ? key.slice(split + 1) : key;
      this.options.onMissingKey?.(options?.lng ?? this.language, namespace, path);
      return options?.defaultValue ?? path;
    }
    return icuFormat(found.message, found.locale, options);
  }

  /** A `t` bound to a screen's namespaces (the first is where its unprefixed keys live). */
  fixedT(namespaces: readonly string[]): TFunction {
    return (key, options) => this.t(key, options, namespaces);
  }
}

/** "a.b.c" in nested catalogs; a key that itself holds dots is found too. */
function lookup(catalog: Catalog, path: string): Message | undefined {
  const direct = catalog[path];
  if (direct !== undefined) return isMessage(direct) ? direct : undefined;
  const dot = path.indexOf(".");
  if (dot < 0) return undefined;
  for (let at = dot; at >= 0; at = path.indexOf(".", at + 1)) {
    const head = catalog[path.slice(0, at)];
    if (head !== undefined && !isMessage(head)) {
      const found = lookup(head, path.slice(at + 1));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function isMessage(value: Message | Catalog): value is Message {
  return typeof value === "string" || Array.isArray(value);
}

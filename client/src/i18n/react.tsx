// React's side of the translation runtime (translator.ts): a screen asks for its namespaces with
// useTranslation and suspends until their catalogs for the active language have arrived (the
// nearest <Suspense> shows its spinner); every screen re-renders when the language changes.
// The names follow react-i18next's, which the screens used before (docs/decisions/026).
import { cloneElement, Fragment, isValidElement, useEffect, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from "react";
import { i18n } from "./instance";
import type { TFunction, TOptions, Translator } from "./translator";

export type { TFunction } from "./translator";

interface UseTranslationOptions {
  /** false: render at once (with `ready` false and keys as text) instead of suspending. */
  useSuspense?: boolean;
}

/** The translations of a screen's namespaces; the first holds its unprefixed keys, then `common`. */
export function useTranslation(
  namespaces: string | readonly string[] = "common",
  { useSuspense = true }: UseTranslationOptions = {},
): { t: TFunction; i18n: Translator; ready: boolean } {
  const list = typeof namespaces === "string" ? [namespaces] : namespaces;
  const key = list.join(",");
  const version = useSyncExternalStore(i18n.subscribe, () => i18n.version);
  const ready = i18n.hasLoaded(list);
  if (!ready && useSuspense) throw i18n.loadNamespaces(list);
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(key.split(","));
  }, [ready, key]);
  // A new function when the language or a catalog changes, so memoised children see the change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is what makes the function new
  const t = useMemo(() => i18n.fixedT(key.split(",")), [key, version]);
  return { t, i18n, ready };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A message with parts drawn by elements: "Code <code>{code}</code> applied" with
 * components={{ code: <strong /> }} puts the formatted code inside the <strong>. Tags in a message
 * are names, never HTML: a tag with no component is shown as its text.
 */
export function Trans({
  t,
  i18nKey,
  ns,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  ns?: string;
  values?: TOptions;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const text = t(ns ? `${ns}:${i18nKey}` : i18nKey, values);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const name = match[1] ?? match[3];
    const element = components[name];
    if (element && isValidElement(element)) {
      // A self-closing tag keeps the element's own children.
      parts.push(
        match[1] === undefined ? cloneElement(element, { key: parts.length }) : cloneElement(element, { key: parts.length }, match[2]),
      );
    } else {
      parts.push(match[0]);
    }
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}

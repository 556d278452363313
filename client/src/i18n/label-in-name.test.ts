// WCAG 2.5.3 Label in Name: a control with visible text whose accessible name
// adds context (aria-label) must contain that text, in every language, so that a speech user
// can say what they see. axe checks it in the English journeys; this checks the other four.
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";

// The catalogs as written (the build compiles them into message trees; the raw text is what a
// translator wrote and what a screen shows).
const raw = import.meta.glob<string>("../locales/*/*.json", { eager: true, query: "?raw", import: "default" });
const catalogs = Object.fromEntries(Object.entries(raw).map(([file, text]) => [file, JSON.parse(text) as unknown]));

function message(locale: string, namespace: string, key: string): string {
  let node: unknown = catalogs[`../locales/${locale}/${namespace}.json`];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`${locale}/${namespace}:${key} is missing`);
  return node;
}

/** [namespace, aria-label key, key of the visible text] of each control named that way. */
const NAMED_CONTROLS = [
  ["landing", "courses.viewCourseNamed", "courses.viewCourse"], // popular-courses-section.tsx: View Course
  ["affiliate", "promo.deactivateCode", "promo.deactivate"], // promo-codes-card.tsx: Deactivate
  ["affiliate", "promo.activateCode", "promo.activate"], // promo-codes-card.tsx: Activate
  ["admin", "chapters.stream.retryOf", "chapters.stream.retry"], // chapter-list.tsx: Retry
] as const;

describe("label in name", () => {
  it.each(LOCALES)("every control's accessible name contains its visible text in %s", (locale) => {
    for (const [namespace, nameKey, visibleKey] of NAMED_CONTROLS) {
      const name = message(locale, namespace, nameKey).toLocaleLowerCase(locale);
      const visible = message(locale, namespace, visibleKey).toLocaleLowerCase(locale);
      expect(name, `${namespace}:${nameKey}`).toContain(visible);
    }
  });
});

// The emails' own dictionary (docs/product-rules.md §13): server-side only, never part of the SPA's catalogs.
import { LANGUAGES } from "@shared/schemas/profile";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import type { EmailStrings } from "./types";
import { zh } from "./zh";

export type { EmailStrings } from "./types";
export type EmailLanguage = (typeof LANGUAGES)[number];

export const EMAIL_STRINGS: Record<EmailLanguage, EmailStrings> = { en, es, fr, de, zh };

/** The recipient's learner-settings language, English when unset or unknown. */
export function emailLanguage(value: unknown): EmailLanguage {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as EmailLanguage) : "en";
}

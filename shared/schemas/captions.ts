import { z } from "zod";
import "../zod-messages"; // human validation messages
import { PLAYBACK_RATES, type PlaybackRate } from "../constants";
import { idParams } from "./common";

// Captions per chapter and language (docs/decisions/017-captions-and-player.md, docs/product-rules.md §10): WebVTT files an admin
// uploads (SRT is converted on the server), the player's CC menu, the transcript and the speed.

/** A BCP 47 language tag as captions use them: "en", "pt-BR", "zh-Hans", "es-419". */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-(?:[A-Z][a-z]{3}|[A-Z]{2}|\d{3}))?$/;
export const CAPTION_LANGUAGE_MESSAGE = 'Must be a language code such as "en", "pt-BR" or "zh-Hans"';

/** Accepts "EN", "pt-br", "zh_hans" and stores the canonical "en", "pt-BR", "zh-Hans". */
export const captionLanguageSchema = z
  .string({ error: CAPTION_LANGUAGE_MESSAGE })
  .trim()
  .max(16, CAPTION_LANGUAGE_MESSAGE)
  .transform(canonicalLanguage)
  .refine((tag) => LANGUAGE_TAG.test(tag), CAPTION_LANGUAGE_MESSAGE);

export function canonicalLanguage(raw: string): string {
  const [primary = "", sub] = raw.replace(/_/g, "-").split("-", 2);
  const rest = raw.replace(/_/g, "-").split("-").slice(2);
  if (rest.length) return raw; // more than one subtag: left as sent, and refused
  if (sub === undefined) return primary.toLowerCase();
  const subtag = sub.length === 4 ? sub.charAt(0).toUpperCase() + sub.slice(1).toLowerCase() : sub.toUpperCase();
  return `${primary.toLowerCase()}-${subtag}`;
}

/** POST /api/chapters/:id/captions: multipart `file` (WebVTT or SRT, UTF-8) and `language`. */
export const captionUploadSchema = z.object({ language: captionLanguageSchema });
export type CaptionUploadInput = z.infer<typeof captionUploadSchema>;
export const CAPTION_FILE_FIELD = "file";
export const CAPTION_ACCEPT = ".vtt,.srt,text/vtt,application/x-subrip";

/** GET /api/chapters/:id/captions/:language.vtt and DELETE /api/chapters/:id/captions/:language. */
export const captionParams = idParams.extend({ language: captionLanguageSchema });

/** One caption track of a chapter, in the chapter API (empty while the chapter is locked). */
export const chapterCaptionSchema = z.object({
  language: z.string(),
  /** "/api/chapters/{id}/captions/{language}.vtt" */
  url: z.string(),
});
export type ChapterCaption = z.infer<typeof chapterCaptionSchema>;

/** The playback speeds the player offers (docs/decisions/017-captions-and-player.md); defined in constants.ts, which has no zod. */
export { PLAYBACK_RATES, type PlaybackRate };
export const playbackRateSchema = z
  .number({ error: "Must be a playback speed" })
  .refine((rate) => (PLAYBACK_RATES as readonly number[]).includes(rate), `Must be one of ${PLAYBACK_RATES.join(", ")}`);

export function captionUrl(chapterId: number, language: string): string {
  return `/api/chapters/${chapterId}/captions/${encodeURIComponent(language)}.vtt`;
}

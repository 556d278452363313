import { EMAIL_STRINGS, type EmailLanguage } from "./locales";

/**
 * The parts every email shares. Links are written against ORIGIN and made absolute when sent
 * (deliver.service.ts, with PUBLIC_URL), so no email depends on the Host header of a request.
 */
export const ORIGIN = "{{origin}}";

/**
 * Where a link's one-time token goes. The outbox stores the body with this placeholder; the sender
 * issues the token (only its hash is stored) and puts it in as it sends (deliver.service.ts).
 */
export const TOKEN = "{{token}}";

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

export interface EmailFrame {
  platformName: string;
  recipientName: string;
  /** The recipient's language (learner settings); English when unset. */
  language?: EmailLanguage;
  /** Optional emails: the one-click link that turns them off. */
  unsubscribePath?: string;
}

export const link = (path: string) => `${ORIGIN}${path}`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A paragraph of text, or a link the reader follows (shown as a button in HTML, as a URL in text). */
export type Block = string | { action: string; path: string };

/** Plain text and HTML from the same blocks: a greeting, the blocks, the sign-off, the unsubscribe line. */
export function render(frame: EmailFrame, subject: string, blocks: Block[]): Rendered {
  const language = frame.language ?? "en";
  const s = EMAIL_STRINGS[language];
  const text: string[] = [s.greeting(frame.recipientName), ""];
  const html: string[] = [`<p>${escapeHtml(s.greeting(frame.recipientName))}</p>`];
  for (const block of blocks) {
    if (typeof block === "string") {
      text.push(block, "");
      html.push(`<p>${escapeHtml(block)}</p>`);
    } else {
      text.push(s.labelled(block.action, link(block.path)), "");
      html.push(
        `<p><a href="${escapeHtml(link(block.path))}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(block.action)}</a></p>`,
      );
    }
  }
  text.push(s.signOff(frame.platformName));
  html.push(`<p>${escapeHtml(s.signOff(frame.platformName))}</p>`);
  if (frame.unsubscribePath) {
    text.push("", s.labelled(s.unsubscribe, link(frame.unsubscribePath)));
    html.push(
      `<p style="font-size:12px;color:#666"><a href="${escapeHtml(link(frame.unsubscribePath))}">${escapeHtml(s.unsubscribe)}</a></p>`,
    );
  }
  const htmlLang = language === "zh" ? "zh-Hans" : language;
  return {
    subject: s.subjectLine(frame.platformName, subject),
    text: text.join("\n"),
    html: `<!doctype html><html lang="${htmlLang}"><body style="font-family:sans-serif;line-height:1.5;color:#111">${html.join("\n")}</body></html>`,
  };
}

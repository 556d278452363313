// Ready-made promotion texts of the Marketing tools screen (docs/spec.md §2). Each ends with the link.
// Written in the reader's language when asked for (affiliate namespace, tools.templates.*).
import { i18n } from "@/i18n";

export interface MarketingTemplate {
  id: "social" | "email" | "linkedin";
  title: () => string;
  text: (link: string) => string;
}

export const MARKETING_TEMPLATES: readonly MarketingTemplate[] = [
  {
    id: "social",
    title: () => i18n.t("affiliate:tools.templates.social.title"),
    text: (link) => i18n.t("affiliate:tools.templates.social.text", { link }),
  },
  {
    id: "email",
    title: () => i18n.t("affiliate:tools.templates.email.title"),
    text: (link) => i18n.t("affiliate:tools.templates.email.text", { link }),
  },
  {
    id: "linkedin",
    title: () => i18n.t("affiliate:tools.templates.linkedin.title"),
    text: (link) => i18n.t("affiliate:tools.templates.linkedin.text", { link }),
  },
];

/** docs/spec.md §2: the custom message with the link appended. */
export function withJoinLink(message: string, link: string): string {
  return `${message.trim()}\n\n${i18n.t("affiliate:tools.custom.joinHere", { link })}`;
}

export function mailtoHref(link: string): string {
  const subject = i18n.t("affiliate:share.text");
  const body = i18n.t("affiliate:tools.mailBody", { link });
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function whatsappHref(link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(i18n.t("affiliate:tools.whatsappText", { link }))}`;
}

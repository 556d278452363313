// Ready-made promotion texts of the Marketing tools screen (SPEC §2). Each ends with the link.

export interface MarketingTemplate {
  id: "social" | "email" | "linkedin";
  title: string;
  text: (link: string) => string;
}

export const MARKETING_TEMPLATES: readonly MarketingTemplate[] = [
  {
    id: "social",
    title: "Social media post",
    text: (link) =>
      `Ready to learn new skills and build your future? GSM Academy has expert-led video courses in marketing, finance, business and more. Start today: ${link}`,
  },
  {
    id: "email",
    title: "Email",
    text: (link) =>
      `Hi,\n\nI've been learning with GSM Academy and thought you might like it too. They offer expert-led video courses with certificates, and you can learn at your own pace.\n\nTake a look here: ${link}\n\nBest regards`,
  },
  {
    id: "linkedin",
    title: "LinkedIn message",
    text: (link) =>
      `Hi! I wanted to share GSM Academy with you: practical, expert-led courses for growing your career and business. If you're looking to build new skills, it's worth a look: ${link}`,
  },
];

/** SPEC §2: the custom message with the link appended. */
export function withJoinLink(message: string, link: string): string {
  return `${message.trim()}\n\nJoin here: ${link}`;
}

export function mailtoHref(link: string): string {
  const subject = "Learn new skills with GSM Academy";
  const body = `I thought you might like GSM Academy's courses. Join here: ${link}`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function whatsappHref(link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`Learn new skills with GSM Academy: ${link}`)}`;
}

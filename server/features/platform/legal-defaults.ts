import type { LegalKind } from "@shared/schemas/legal";

/**
 * The legal texts shipped with the app, shown until an admin saves their own (admin settings).
 * They describe what this software does (accounts, progress, payments, the session and referral
 * cookies); the operator is expected to adapt them to their organisation and jurisdiction.
 */
export function defaultLegalText(kind: LegalKind, platformName: string, supportEmail: string): string {
  const contact = supportEmail ? `write to ${supportEmail}` : "use the contact details on this site";
  if (kind === "privacy")
    return `${platformName} collects the information you give when you create an account (name, username, email address and, if you choose, a profile picture, biography and website) and what you do while learning (courses you enroll in, chapters watched, notes, quiz attempts, reviews and certificates).

Payments are processed by the payment provider; ${platformName} stores the amount, the course, the status and a reference, never your full card number.

We use a session cookie to keep you signed in. When you follow an affiliate's link, a referral cookie remembers who recommended the course so they can be credited for a purchase.

Entrepreneurs who join the affiliate program also give their payout details, used only to pay their commissions.

We use this information to run the platform: to give you access to your courses, show your progress, send the emails you asked for, pay commissions and keep the service secure. We do not sell your personal information.

You can see and edit your profile in your settings, and you can delete your account there; to ask for a copy of your data or any other question about your privacy, ${contact}.`;
  return `By creating an account on ${platformName} you agree to these terms.

Your account is personal. Keep your password safe and tell us at once if you think someone else has used your account.

A course you buy gives you access for as long as its payment option says: for life for a one-time purchase, for as long as you pay for a subscription. Course content is for your own learning; do not copy or share it.

Refunds are handled by the platform's administrators. A refunded purchase ends the access it gave.

Entrepreneurs in the affiliate program earn the commission shown in their dashboard on purchases made through their links or promo codes. Commissions on refunded purchases are reversed, and payouts are made monthly once the minimum is reached.

Do not misuse the platform: no attempts to break its security, no unlawful or abusive content in reviews, notes or profiles. We may suspend accounts that do.

We may update these terms; the date of the last change is shown on this page. For any question, ${contact}.`;
}

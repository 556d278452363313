import { EMAIL_STRINGS, type EmailStrings } from "./locales";
import { emailFormat, type EmailFormat } from "./locales/format";
import { render, TOKEN, type EmailFrame, type Rendered } from "./render";
import type { TokenPurpose } from "./tokens.repo";
import type { EmailTemplateName, SameNames } from "@shared/schemas/email";

/**
 * The platform's emails (docs/product-rules.md §9). `always` ones are sent whatever the recipient's settings;
 * the others follow the named notification setting and carry an unsubscribe link. An email's link
 * token (`token`, or the unsubscribe one) is written as TOKEN and issued when it is sent.
 */
export type EmailData = {
  verification: Record<string, never>;
  password_reset: Record<string, never>;
  password_changed: Record<string, never>;
  payout_method_changed: Record<string, never>;
  /** `remaining`: the unused recovery codes left. */
  two_factor_recovery_code_used: { remaining: number };
  /** `byAdmin`: an admin reset it, not the owner. */
  two_factor_disabled: { byAdmin: boolean };
  /** `at`: ISO time of the sign-in; browser and os "" when the User-Agent names none. */
  new_sign_in: { browser: string; os: string; ip: string; at: string };
  /** Someone tried to sign up with this account's email (docs/product-rules.md §2): sent instead of saying so. */
  signup_attempt: Record<string, never>;
  purchase_receipt: {
    courseTitle: string;
    amount: string;
    type: "one_time" | "subscription";
    reference: string;
    /** With a coupon (docs/product-rules.md §11): the price before it, what it took off, and its code. */
    originalAmount?: string;
    discount?: string;
    couponCode?: string;
  };
  /** `refunded`: charged and refunded (a coupon used up meanwhile, a renewal of a cancelled subscription). */
  payment_failed: { courseTitle: string; amount: string; courseId: number; refunded: boolean };
  subscription_cancelled: { courseTitle: string; accessUntil: string };
  refund_issued: { courseTitle: string; amount: string; reference: string };
  certificate_earned: { courseTitle: string; verificationPath: string };
  commission_earned: { amount: string; productName: string };
  /** `period`: the payout month, "2026-11". */
  payout_sent: { amount: string; period: string };
  chapter_unlocked: { courseTitle: string; courseId: number; chapterTitles: string[] };
  /** "Download my data" (docs/product-rules.md §15): where to download it, and for how many hours. */
  data_export_ready: { path: string; hours: number };
};
export type EmailTemplate = keyof EmailData;
// The shared list (labelled on the admin Jobs & Emails screen) names exactly these templates.
/** @public a compile-time check: exported so that it is not an unused constant. */
export const TEMPLATES_LISTED: SameNames<EmailTemplate, EmailTemplateName> = true;

/** Which notification setting an optional email follows. */
export type NotificationSetting = "learner" | "entrepreneur";

/** The frame's language: its words and its way of writing amounts and dates. */
const words = (f: EmailFrame): [EmailStrings, EmailFormat] => [EMAIL_STRINGS[f.language ?? "en"], emailFormat(f.language ?? "en")];

/** An email carries one token at most: its own (`token`) or, optional emails, the unsubscribe one. */
type TemplateDefinition<T extends EmailTemplate> =
  | { setting?: undefined; token?: Exclude<TokenPurpose, "unsubscribe">; render(frame: EmailFrame, data: EmailData[T]): Rendered }
  | { setting: NotificationSetting; token?: undefined; render(frame: EmailFrame, data: EmailData[T]): Rendered };

export const TEMPLATES: { [T in EmailTemplate]: TemplateDefinition<T> } = {
  verification: {
    token: "email_verification",
    render: (f) => {
      const [{ verification: s }] = words(f);
      return render(f, s.subject, [s.welcome(f.platformName), { action: s.action, path: `/verify-email?token=${TOKEN}` }, s.note]);
    },
  },
  password_reset: {
    token: "password_reset",
    render: (f) => {
      const [{ password_reset: s }] = words(f);
      return render(f, s.subject, [s.body, { action: s.action, path: `/reset-password?token=${TOKEN}` }, s.note]);
    },
  },
  password_changed: {
    render: (f) => {
      const [{ password_changed: s }] = words(f);
      return render(f, s.subject, [s.body, s.advice, { action: s.action, path: "/forgot-password" }]);
    },
  },
  payout_method_changed: {
    render: (f) => {
      const [{ payout_method_changed: s }] = words(f);
      return render(f, s.subject, [s.body, s.advice, { action: s.action, path: "/forgot-password" }]);
    },
  },
  two_factor_recovery_code_used: {
    render: (f, d) => {
      const [{ two_factor_recovery_code_used: s }] = words(f);
      return render(f, s.subject, [s.body, s.remaining(d.remaining), s.advice, { action: s.action, path: "/forgot-password" }]);
    },
  },
  two_factor_disabled: {
    render: (f, d) => {
      const [{ two_factor_disabled: s }] = words(f);
      return render(f, s.subject, [d.byAdmin ? s.byAdmin : s.byOwner, s.advice, { action: s.action, path: "/forgot-password" }]);
    },
  },
  new_sign_in: {
    setting: "learner",
    render: (f, d) => {
      const [{ new_sign_in: s }, fmt] = words(f);
      return render(f, s.subject, [
        s.body(s.device(d.browser, d.os), fmt.date(d.at), `${d.at.slice(11, 16)} UTC`),
        ...(d.ip ? [s.address(d.ip)] : []),
        s.advice,
        { action: s.action, path: "/forgot-password" },
      ]);
    },
  },
  signup_attempt: {
    render: (f) => {
      const [{ signup_attempt: s }] = words(f);
      return render(f, s.subject, [s.body, s.advice, { action: s.action, path: "/forgot-password" }]);
    },
  },
  purchase_receipt: {
    render: (f, d) => {
      const [{ purchase_receipt: s }, fmt] = words(f);
      const monthly = d.type === "subscription";
      return render(f, s.subject(d.courseTitle), [
        s.thanks,
        s.course(d.courseTitle),
        ...(d.discount ? [s.price(fmt.money(d.originalAmount ?? d.amount)), s.discount(d.couponCode ?? "", fmt.money(d.discount))] : []),
        s.amount(fmt.money(d.amount), monthly),
        s.type(monthly),
        s.reference(d.reference),
        { action: s.action, path: "/personal/courses" },
      ]);
    },
  },
  payment_failed: {
    setting: "learner",
    render: (f, d) => {
      const [{ payment_failed: s }, fmt] = words(f);
      return render(f, s.subject(d.courseTitle), [
        s.body(fmt.money(d.amount), d.courseTitle, d.refunded),
        { action: s.action, path: `/checkout/${d.courseId}` },
      ]);
    },
  },
  subscription_cancelled: {
    setting: "learner",
    render: (f, d) => {
      const [{ subscription_cancelled: s }, fmt] = words(f);
      return render(f, s.subject(d.courseTitle), [s.body(d.courseTitle), s.access(fmt.date(d.accessUntil))]);
    },
  },
  refund_issued: {
    setting: "learner",
    render: (f, d) => {
      const [{ refund_issued: s }, fmt] = words(f);
      return render(f, s.subject(d.courseTitle), [s.body(fmt.money(d.amount), d.courseTitle, d.reference), s.note]);
    },
  },
  certificate_earned: {
    setting: "learner",
    render: (f, d) => {
      const [{ certificate_earned: s }] = words(f);
      return render(f, s.subject(d.courseTitle), [s.body(d.courseTitle), { action: s.action, path: d.verificationPath }]);
    },
  },
  commission_earned: {
    setting: "entrepreneur",
    render: (f, d) => {
      const [{ commission_earned: s }, fmt] = words(f);
      return render(f, s.subject, [s.body(fmt.money(d.amount), d.productName), { action: s.action, path: "/entrepreneur/commissions" }]);
    },
  },
  payout_sent: {
    setting: "entrepreneur",
    render: (f, d) => {
      const [{ payout_sent: s }, fmt] = words(f);
      return render(f, s.subject, [
        s.body(fmt.money(d.amount), fmt.month(d.period)),
        { action: s.action, path: "/entrepreneur/commissions" },
      ]);
    },
  },
  chapter_unlocked: {
    setting: "learner",
    render: (f, d) => {
      const [{ chapter_unlocked: s, list }] = words(f);
      return render(f, s.subject(d.courseTitle), [
        d.chapterTitles.length === 1 ? s.one(d.courseTitle, d.chapterTitles[0]) : s.many(d.courseTitle, list(d.chapterTitles)),
        { action: s.action, path: `/course/${d.courseId}` },
      ]);
    },
  },
  // Always sent: the person asked for it, and it tells them an archive of their data exists.
  data_export_ready: {
    render: (f, d) => {
      const [{ data_export_ready: s }] = words(f);
      return render(f, s.subject, [s.body, { action: s.action, path: d.path }, s.note(d.hours)]);
    },
  },
};

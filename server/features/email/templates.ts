import { render, type EmailFrame, type Rendered } from "./render";

/**
 * The platform's emails (issue 14 §6). `always` ones are sent whatever the recipient's settings;
 * the others follow the named notification setting and carry an unsubscribe link.
 */
export type EmailData = {
  verification: { token: string };
  password_reset: { token: string };
  password_changed: Record<string, never>;
  purchase_receipt: {
    courseTitle: string;
    amount: string;
    type: "one_time" | "subscription";
    reference: string;
    /** With a coupon (issue 16): the price before it, what it took off, and its code. */
    originalAmount?: string;
    discount?: string;
    couponCode?: string;
  };
  payment_failed: { courseTitle: string; amount: string; courseId: number };
  subscription_cancelled: { courseTitle: string; accessUntil: string };
  refund_issued: { courseTitle: string; amount: string; reference: string };
  certificate_earned: { courseTitle: string; verificationPath: string };
  commission_earned: { amount: string; productName: string };
  payout_sent: { amount: string; period: string };
  chapter_unlocked: { courseTitle: string; courseId: number; chapterTitles: string[] };
};
export type EmailTemplate = keyof EmailData;

/** Which notification setting an optional email follows. */
export type NotificationSetting = "learner" | "entrepreneur";

const days = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export const TEMPLATES: {
  [T in EmailTemplate]: { setting?: NotificationSetting; render(frame: EmailFrame, data: EmailData[T]): Rendered };
} = {
  verification: {
    render: (f, d) =>
      render(f, "confirm your email address", [
        `Welcome to ${f.platformName}. Please confirm that this is your email address.`,
        { action: "Verify email address", path: `/verify-email?token=${d.token}` },
        "The link works once and for 48 hours. If you did not sign up, ignore this email.",
      ]),
  },
  password_reset: {
    render: (f, d) =>
      render(f, "reset your password", [
        "Someone (hopefully you) asked to reset the password of your account.",
        { action: "Choose a new password", path: `/reset-password?token=${d.token}` },
        "The link works once and for 1 hour. If you did not ask, ignore this email: your password stays as it is.",
      ]),
  },
  password_changed: {
    render: (f) =>
      render(f, "your password was changed", [
        "The password of your account was just changed, and other signed-in devices were signed out.",
        "If this was not you, reset your password now and contact support.",
        { action: "Reset password", path: "/forgot-password" },
      ]),
  },
  purchase_receipt: {
    render: (f, d) =>
      render(f, `receipt for ${d.courseTitle}`, [
        `Thank you for your purchase. This is your receipt.`,
        `Course: ${d.courseTitle}`,
        ...(d.discount ? [`Price: $${d.originalAmount}`, `Discount (${d.couponCode}): -$${d.discount}`] : []),
        `Amount: $${d.amount}${d.type === "subscription" ? " (monthly instalment)" : ""}`,
        `Type: ${d.type === "subscription" ? "Monthly subscription" : "One-time purchase"}`,
        `Payment reference: ${d.reference}`,
        { action: "Go to my courses", path: "/personal/courses" },
      ]),
  },
  payment_failed: {
    setting: "learner",
    render: (f, d) =>
      render(f, `payment failed for ${d.courseTitle}`, [
        `Your payment of $${d.amount} for ${d.courseTitle} did not go through. Nothing was charged.`,
        { action: "Try again", path: `/checkout/${d.courseId}` },
      ]),
  },
  subscription_cancelled: {
    setting: "learner",
    render: (f, d) =>
      render(f, `subscription to ${d.courseTitle} cancelled`, [
        `Your monthly subscription to ${d.courseTitle} is cancelled. You will not be charged again.`,
        `Your access continues until ${days(d.accessUntil)}.`,
      ]),
  },
  refund_issued: {
    setting: "learner",
    render: (f, d) =>
      render(f, `refund for ${d.courseTitle}`, [
        `We refunded $${d.amount} for ${d.courseTitle} (payment reference ${d.reference}).`,
        "It can take a few days to appear on your statement.",
      ]),
  },
  certificate_earned: {
    setting: "learner",
    render: (f, d) =>
      render(f, `your certificate for ${d.courseTitle}`, [
        `Congratulations: you completed ${d.courseTitle} and earned its certificate.`,
        { action: "View the certificate's public page", path: d.verificationPath },
      ]),
  },
  commission_earned: {
    setting: "entrepreneur",
    render: (f, d) =>
      render(f, "you earned a commission", [
        `A sale of ${d.productName} through your affiliate link earned you $${d.amount}.`,
        { action: "See your commissions", path: "/entrepreneur/commissions" },
      ]),
  },
  payout_sent: {
    setting: "entrepreneur",
    render: (f, d) =>
      render(f, "your payout is on its way", [
        `We sent you a payout of $${d.amount} for ${d.period}.`,
        { action: "See your payouts", path: "/entrepreneur/commissions" },
      ]),
  },
  chapter_unlocked: {
    setting: "learner",
    render: (f, d) =>
      render(f, `new in ${d.courseTitle}`, [
        d.chapterTitles.length === 1
          ? `A new chapter of ${d.courseTitle} is open for you: ${d.chapterTitles[0]}.`
          : `New chapters of ${d.courseTitle} are open for you: ${d.chapterTitles.join(", ")}.`,
        { action: "Continue learning", path: `/course/${d.courseId}` },
      ]),
  },
};

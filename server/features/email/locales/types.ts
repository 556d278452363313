/**
 * The words of every email, one dictionary per language the learner settings offer (docs/product-rules.md §13).
 * Each language file is typed by this shape, so a string missing in one language fails typecheck.
 * Amounts, dates and periods arrive already formatted for the language (format.ts); names and
 * course titles arrive as they are.
 */
export interface EmailStrings {
  /** The subject with the platform's name in front: "GSM Academy: reset your password". */
  subjectLine(platformName: string, subject: string): string;
  greeting(recipientName: string): string;
  signOff(platformName: string): string;
  /** The one-click unsubscribe link of optional emails. */
  unsubscribe: string;
  /** A link in the plain-text part: "Reset password: https://…" (French puts a space before the colon). */
  labelled(label: string, url: string): string;
  /** Joins chapter titles: "Spreads, Greeks". */
  list(items: string[]): string;

  verification: { subject: string; welcome(platformName: string): string; action: string; note: string };
  password_reset: { subject: string; body: string; action: string; note: string };
  password_changed: { subject: string; body: string; advice: string; action: string };
  payout_method_changed: { subject: string; body: string; advice: string; action: string };
  two_factor_recovery_code_used: { subject: string; body: string; remaining(count: number): string; advice: string; action: string };
  two_factor_disabled: { subject: string; byOwner: string; byAdmin: string; advice: string; action: string };
  /** A sign-in from a browser the account had not used (docs/product-rules.md §15); browser or OS may be "". */
  new_sign_in: {
    subject: string;
    device(browser: string, os: string): string;
    body(device: string, date: string, time: string): string;
    address(ip: string): string;
    advice: string;
    action: string;
  };
  signup_attempt: { subject: string; body: string; advice: string; action: string };
  purchase_receipt: {
    subject(courseTitle: string): string;
    thanks: string;
    course(courseTitle: string): string;
    price(amount: string): string;
    discount(couponCode: string, amount: string): string;
    amount(amount: string, monthly: boolean): string;
    type(monthly: boolean): string;
    reference(reference: string): string;
    action: string;
  };
  payment_failed: {
    subject(courseTitle: string): string;
    /** `refunded`: the provider charged, the charge could not stand and was refunded; else nothing was charged. */
    body(amount: string, courseTitle: string, refunded: boolean): string;
    action: string;
  };
  subscription_cancelled: { subject(courseTitle: string): string; body(courseTitle: string): string; access(date: string): string };
  refund_issued: {
    subject(courseTitle: string): string;
    body(amount: string, courseTitle: string, reference: string): string;
    note: string;
  };
  certificate_earned: { subject(courseTitle: string): string; body(courseTitle: string): string; action: string };
  commission_earned: { subject: string; body(amount: string, productName: string): string; action: string };
  payout_sent: { subject: string; body(amount: string, period: string): string; action: string };
  chapter_unlocked: {
    subject(courseTitle: string): string;
    one(courseTitle: string, chapterTitle: string): string;
    many(courseTitle: string, chapterTitles: string): string;
    action: string;
  };
  data_export_ready: { subject: string; body: string; action: string; note(hours: number): string };
}

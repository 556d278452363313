import type { EmailStrings } from "./types";

export const en: EmailStrings = {
  subjectLine: (platform, subject) => `${platform}: ${subject}`,
  greeting: (name) => `Hello ${name},`,
  signOff: (platform) => `— ${platform}`,
  unsubscribe: "Stop these emails",
  labelled: (label, url) => `${label}: ${url}`,
  list: (items) => items.join(", "),

  verification: {
    subject: "confirm your email address",
    welcome: (platform) => `Welcome to ${platform}. Please confirm that this is your email address.`,
    action: "Verify email address",
    note: "The link works once and for 48 hours. If you did not sign up, ignore this email.",
  },
  password_reset: {
    subject: "reset your password",
    body: "Someone (hopefully you) asked to reset the password of your account.",
    action: "Choose a new password",
    note: "The link works once and for 1 hour. If you did not ask, ignore this email: your password stays as it is.",
  },
  password_changed: {
    subject: "your password was changed",
    body: "The password of your account was just changed, and other signed-in devices were signed out.",
    advice: "If this was not you, reset your password now and contact support.",
    action: "Reset password",
  },
  payout_method_changed: {
    subject: "your payout method changed",
    body: "The PayPal email or bank account your payouts are paid to was just changed.",
    advice: "If this was not you, reset your password now and contact support before the next payout.",
    action: "Reset password",
  },
  two_factor_recovery_code_used: {
    subject: "a recovery code was used to sign in",
    body: "Someone just signed in to your account with one of its recovery codes instead of the authenticator app.",
    remaining: (count) => (count === 1 ? "1 unused recovery code is left." : `${count} unused recovery codes are left.`),
    advice: "If this was not you, reset your password now and contact support.",
    action: "Reset password",
  },
  two_factor_disabled: {
    subject: "two-factor sign-in was turned off",
    byOwner: "Two-factor sign-in was just turned off for your account: signing in now needs only the password.",
    byAdmin:
      "An administrator turned off two-factor sign-in for your account: signing in now needs only the password. You can turn it on again from your profile.",
    advice: "If you did not ask for this, reset your password now and contact support.",
    action: "Reset password",
  },
  new_sign_in: {
    subject: "new sign-in to your account",
    device: (browser, os) => [browser || "An unknown browser", os && `on ${os}`].filter(Boolean).join(" "),
    body: (device, date, time) =>
      `Your account was just signed in to from a browser it had not used before: ${device}, on ${date} at ${time}.`,
    address: (ip) => `Address: ${ip}`,
    advice: "If this was you, there is nothing to do. If not, reset your password now: every session will be signed out.",
    action: "Reset password",
  },
  signup_attempt: {
    subject: "someone tried to sign up with your email",
    body: "Someone just tried to create a new account with this email address. It already has an account here, so no new account was created.",
    advice: "If it was you, sign in instead, or reset your password if you forgot it. If it was not you, you can ignore this email.",
    action: "Reset password",
  },
  purchase_receipt: {
    subject: (course) => `receipt for ${course}`,
    thanks: "Thank you for your purchase. This is your receipt.",
    course: (course) => `Course: ${course}`,
    price: (amount) => `Price: ${amount}`,
    discount: (code, amount) => `Discount (${code}): -${amount}`,
    amount: (amount, monthly) => `Amount: ${amount}${monthly ? " (monthly instalment)" : ""}`,
    type: (monthly) => `Type: ${monthly ? "Monthly subscription" : "One-time purchase"}`,
    reference: (reference) => `Payment reference: ${reference}`,
    action: "Go to my courses",
  },
  payment_failed: {
    subject: (course) => `payment failed for ${course}`,
    body: (amount, course, refunded) =>
      refunded
        ? `Your payment of ${amount} for ${course} could not be accepted, so it has been refunded in full.`
        : `Your payment of ${amount} for ${course} did not go through. Nothing was charged.`,
    action: "Try again",
  },
  subscription_cancelled: {
    subject: (course) => `subscription to ${course} cancelled`,
    body: (course) => `Your monthly subscription to ${course} is cancelled. You will not be charged again.`,
    access: (date) => `Your access continues until ${date}.`,
  },
  refund_issued: {
    subject: (course) => `refund for ${course}`,
    body: (amount, course, reference) => `We refunded ${amount} for ${course} (payment reference ${reference}).`,
    note: "It can take a few days to appear on your statement.",
  },
  certificate_earned: {
    subject: (course) => `your certificate for ${course}`,
    body: (course) => `Congratulations: you completed ${course} and earned its certificate.`,
    action: "View the certificate's public page",
  },
  commission_earned: {
    subject: "you earned a commission",
    body: (amount, product) => `A sale of ${product} through your affiliate link earned you ${amount}.`,
    action: "See your commissions",
  },
  payout_sent: {
    subject: "your payout is on its way",
    body: (amount, period) => `We sent you a payout of ${amount} for ${period}.`,
    action: "See your payouts",
  },
  chapter_unlocked: {
    subject: (course) => `new in ${course}`,
    one: (course, chapter) => `A new chapter of ${course} is open for you: ${chapter}.`,
    many: (course, chapters) => `New chapters of ${course} are open for you: ${chapters}.`,
    action: "Continue learning",
  },
  data_export_ready: {
    subject: "your data is ready to download",
    body: "The archive of your data that you asked for is ready.",
    action: "Download my data",
    note: (h) =>
      `The link works for ${h} hours, only when you are signed in to your account; then the archive is deleted. If you did not ask for it, change your password.`,
  },
};

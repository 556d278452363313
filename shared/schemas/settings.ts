import { z } from "zod";
import { intInRange } from "../zod-messages";
import { isWebUrl, UPLOADED_IMAGE_PATH } from "../urls";

/** Empty, an http(s) address or an image uploaded here: never javascript:, data: or file:. */
const imageUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((v) => v === "" || UPLOADED_IMAGE_PATH.test(v) || isWebUrl(v), `${label} must start with http:// or https://`)
    .default("");

/** Platform settings of docs/spec.md §3 with the ranges of docs/spec.md §5. smtpPassword is write-only. */
export const platformSettingsSchema = z.object({
  platformName: z.string().trim().min(1, "Required").max(100).default("GSM Academy"),
  platformDescription: z.string().max(1000).default("Learn, grow and earn with expert-led video courses."),
  supportEmail: z.union([z.literal(""), z.email("Enter a valid email address")]).default(""),
  adminEmail: z.union([z.literal(""), z.email("Enter a valid email address")]).default(""),
  allowRegistration: z.boolean().default(true),
  /**
   * Off by default (docs/spec.md says on): it can only be turned on with a mail server, and the embedded
   * default has none (docs/decisions/009-account-emails.md).
   */
  requireEmailVerification: z.boolean().default(false),
  defaultUserRole: z.enum(["personal", "entrepreneur"]).default("personal"),
  allowCourseCreation: z.boolean().default(true),
  requireCourseApproval: z.boolean().default(true),
  defaultCoursePricing: z.enum(["free", "paid", "subscription"]).default("paid"),
  commissionRate: intInRange("Commission rate", 0, 100).default(15),
  /** The highest percentage an entrepreneur's promo code may take off (docs/product-rules.md §11). */
  maxAffiliateDiscount: intInRange("Maximum promo code discount", 0, 100).default(10),
  /** A learner's first monthly subscription to a course starts with this many free days; 0 turns the trial off. */
  subscriptionTrialDays: intInRange("Free trial days", 0, 90).default(7),
  emailProvider: z.enum(["smtp", "sendgrid", "mailgun", "aws-ses"]).default("smtp"),
  smtpHost: z.string().max(255).default(""),
  smtpPort: intInRange("SMTP port", 1, 65535).default(587),
  smtpUsername: z.string().max(255).default(""),
  passwordMinLength: intInRange("Minimum password length", 6, 32).default(8),
  requireStrongPasswords: z.boolean().default(true),
  enableTwoFactor: z.boolean().default(false),
  sessionTimeout: intInRange("Session timeout", 1, 168).default(24),
  /** Audit log entries older than this many days are removed by the daily retention job (decision 038). */
  auditRetentionDays: intInRange("Audit log retention", 30, 3650).default(365),
  enableAnalytics: z.boolean().default(true),
  trackingId: z.string().max(100).default(""),
  enableHeatmaps: z.boolean().default(false),
  maintenanceMode: z.boolean().default(false),
  maintenanceMessage: z.string().max(1000).default("We are performing scheduled maintenance. Please check back soon."),
  primaryColor: z.string().max(20).default("#2553eb"),
  logoUrl: imageUrl("Logo URL"),
  faviconUrl: imageUrl("Favicon URL"),
  // The CSS is written into a <style> element: "<" could close it and open a script.
  customCss: z
    .string()
    .max(20_000)
    .refine((v) => !v.includes("<"), 'Custom CSS cannot contain "<"')
    .default(""),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = platformSettingsSchema.parse({});

export type EmailProvider = PlatformSettings["emailProvider"];

/**
 * SendGrid, Mailgun and Amazon SES are reached through their SMTP relays (docs/product-rules.md §7): choosing
 * one fills in its relay's host, port and (SendGrid) username. Amazon SES has one relay per region,
 * so its host is a pattern the admin completes with the region.
 */
export const EMAIL_RELAYS: Record<Exclude<EmailProvider, "smtp">, { host: string; port: number; username: string }> = {
  sendgrid: { host: "smtp.sendgrid.net", port: 587, username: "apikey" },
  mailgun: { host: "smtp.mailgun.org", port: 587, username: "" },
  "aws-ses": { host: "email-smtp.<region>.amazonaws.com", port: 587, username: "" },
};

const RELAY_HOSTS: Record<Exclude<EmailProvider, "smtp">, RegExp> = {
  sendgrid: /^smtp\.sendgrid\.net$/i,
  mailgun: /^smtp(\.eu)?\.mailgun\.org$/i,
  "aws-ses": /^email-smtp(-fips)?\.[a-z]{2}(-[a-z]+)+-\d\.amazonaws\.com$/i,
};

export const RELAY_HOST_SENDGRID = "SendGrid's SMTP relay is smtp.sendgrid.net";
export const RELAY_USERNAME_SENDGRID = "SendGrid's SMTP username is apikey";
export const RELAY_HOST_MAILGUN = "Mailgun's SMTP relay is smtp.mailgun.org (smtp.eu.mailgun.org in the EU)";
export const RELAY_HOST_SES = "Enter the SMTP endpoint of your Amazon SES region, such as email-smtp.eu-west-1.amazonaws.com";
export const RELAY_USERNAME_REQUIRED = "Enter the SMTP username of your email provider account";
export const RELAY_PASSWORD_REQUIRED = "Enter the SMTP password of your email provider account (SendGrid: an API key)";

/**
 * What a relay provider still lacks in host and username, by field ({} when it is complete, and
 * always for "smtp", where any server goes). The server also needs a password (saved or sent).
 */
export function emailRelayProblems(values: Pick<PlatformSettings, "emailProvider" | "smtpHost" | "smtpUsername">): {
  smtpHost?: string;
  smtpUsername?: string;
} {
  const provider = values.emailProvider;
  if (provider === "smtp") return {};
  const problems: { smtpHost?: string; smtpUsername?: string } = {};
  if (!RELAY_HOSTS[provider].test(values.smtpHost.trim()))
    problems.smtpHost = provider === "sendgrid" ? RELAY_HOST_SENDGRID : provider === "mailgun" ? RELAY_HOST_MAILGUN : RELAY_HOST_SES;
  if (provider === "sendgrid" && values.smtpUsername.trim() !== EMAIL_RELAYS.sendgrid.username)
    problems.smtpUsername = RELAY_USERNAME_SENDGRID;
  else if (!values.smtpUsername.trim()) problems.smtpUsername = RELAY_USERNAME_REQUIRED;
  return problems;
}

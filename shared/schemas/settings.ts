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

/** Platform settings of SPEC §3 with the ranges of SPEC §5. smtpPassword is write-only. */
export const platformSettingsSchema = z.object({
  platformName: z.string().trim().min(1, "Required").max(100).default("GSM Academy"),
  platformDescription: z.string().max(1000).default("Learn, grow and earn with expert-led video courses."),
  supportEmail: z.union([z.literal(""), z.email("Enter a valid email address")]).default(""),
  adminEmail: z.union([z.literal(""), z.email("Enter a valid email address")]).default(""),
  allowRegistration: z.boolean().default(true),
  /**
   * Off by default (SPEC says on): it can only be turned on with a mail server, and the embedded
   * default has none (docs/decisions/009-account-emails.md).
   */
  requireEmailVerification: z.boolean().default(false),
  defaultUserRole: z.enum(["personal", "entrepreneur"]).default("personal"),
  allowCourseCreation: z.boolean().default(true),
  requireCourseApproval: z.boolean().default(true),
  defaultCoursePricing: z.enum(["free", "paid", "subscription"]).default("paid"),
  commissionRate: intInRange("Commission rate", 0, 100).default(15),
  /** The highest percentage an entrepreneur's promo code may take off (PRODUCT.md §11). */
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

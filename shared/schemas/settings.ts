import { z } from "zod";

/** Platform settings of SPEC §3 with the ranges of SPEC §5. smtpPassword is write-only. */
export const platformSettingsSchema = z.object({
  platformName: z.string().trim().min(1, "Required").max(100).default("GSM Academy"),
  platformDescription: z.string().max(1000).default("Learn, grow and earn with expert-led video courses."),
  supportEmail: z.union([z.literal(""), z.email("Enter a valid email address")]).default(""),
  adminEmail: z.union([z.literal(""), z.email("Enter a valid email address")]).default(""),
  allowRegistration: z.boolean().default(true),
  requireEmailVerification: z.boolean().default(true),
  defaultUserRole: z.enum(["personal", "entrepreneur"]).default("personal"),
  allowCourseCreation: z.boolean().default(true),
  requireCourseApproval: z.boolean().default(true),
  defaultCoursePricing: z.enum(["free", "paid", "subscription"]).default("paid"),
  commissionRate: z.number().int().min(0).max(100).default(15),
  emailProvider: z.enum(["smtp", "sendgrid", "mailgun", "aws-ses"]).default("smtp"),
  smtpHost: z.string().max(255).default(""),
  smtpPort: z.number().int().min(1).max(65535).default(587),
  smtpUsername: z.string().max(255).default(""),
  passwordMinLength: z.number().int().min(6).max(32).default(8),
  requireStrongPasswords: z.boolean().default(true),
  enableTwoFactor: z.boolean().default(false),
  sessionTimeout: z.number().int().min(1).max(168).default(24),
  enableAnalytics: z.boolean().default(true),
  trackingId: z.string().max(100).default(""),
  enableHeatmaps: z.boolean().default(false),
  maintenanceMode: z.boolean().default(false),
  maintenanceMessage: z.string().max(1000).default("We are performing scheduled maintenance. Please check back soon."),
  primaryColor: z.string().max(20).default("#2553eb"),
  logoUrl: z.string().max(2048).default(""),
  faviconUrl: z.string().max(2048).default(""),
  customCss: z.string().max(20_000).default(""),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = platformSettingsSchema.parse({});

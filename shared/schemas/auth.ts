import { z } from "zod";
import "../zod-messages"; // human validation messages
import { LANGUAGES, LIMITS, ROLES, USER_STATUSES } from "../constants";

export const usernameSchema = z
  .string({ error: "Required" })
  .trim()
  .min(1, "Required")
  .min(LIMITS.usernameMin, `Username must be at least ${LIMITS.usernameMin} characters`)
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
  .regex(/^[a-zA-Z0-9_.-]+$/, "Username may only contain letters, digits, _ . and -");

export const loginSchema = z.object({
  username: z.string({ error: "Required" }).trim().min(1, "Required").max(LIMITS.emailMax),
  password: z.string({ error: "Required" }).min(1, "Required").max(LIMITS.passwordMaxLength),
});
export type LoginInput = z.infer<typeof loginSchema>;

const nameField = z.string({ error: "Required" }).trim().min(1, "Required").max(LIMITS.nameMax, `At most ${LIMITS.nameMax} characters`);

/**
 * Sign-up body. The password's minimum length and strength come from the platform
 * settings, so the server checks them on top of this schema (see passwordProblem).
 */
export const registerSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  username: usernameSchema,
  email: z
    .string({ error: "Required" })
    .trim()
    .min(1, "Required")
    .max(LIMITS.emailMax, `At most ${LIMITS.emailMax} characters`)
    .pipe(z.email("Enter a valid email address")),
  password: z
    .string({ error: "Required" })
    .min(1, "Required")
    .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`),
  role: z.enum(ROLES).optional(),
  /** The visitor's language (switcher, cookie or browser), stored as the new account's language setting. */
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The password rule of docs/product-rules.md §2; returns a message, or null when the password is acceptable. */
export function passwordProblem(password: string, policy: { minLength: number; requireStrong: boolean }): string | null {
  if (password.length < policy.minLength) return `Password must be at least ${policy.minLength} characters`;
  if (password.length > LIMITS.passwordMaxLength) return `Password must be at most ${LIMITS.passwordMaxLength} characters`;
  if (policy.requireStrong && !(/[A-Za-z]/.test(password) && /\d/.test(password)))
    return "Password must contain at least one letter and one digit";
  return null;
}

/** The user as every API response shows it. Never carries the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  linkedIn: z.string().nullable(),
  twitter: z.string().nullable(),
  businessName: z.string().nullable(),
  paypalEmail: z.string().nullable(),
  bankAccount: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  accountData: z.object({ affiliateCode: z.string().nullable() }),
  /** False until the owner opens the verification link (docs/product-rules.md §9). */
  emailVerified: z.boolean(),
  /** An authenticator app is this account's second factor (docs/product-rules.md §15). */
  twoFactorEnabled: z.boolean(),
  /** Passkeys registered to the account. */
  passkeyCount: z.number().int(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What the SPA needs before anyone signs in (GET /api/platform). */
export const platformInfoSchema = z.object({
  platformName: z.string(),
  registrationOpen: z.boolean(),
  adminSignupOpen: z.boolean(),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string(),
  passwordMinLength: z.number().int(),
  requireStrongPasswords: z.boolean(),
  /** The account type a sign-up starts with (platform setting defaultUserRole). */
  defaultUserRole: z.enum(["personal", "entrepreneur"]),
  testPayments: z.boolean(),
  /** Paying needs a verified email (the setting is on and the platform can send email). */
  emailVerificationRequired: z.boolean(),
  /** The free trial a first monthly subscription starts with, in days (0: none); the landing page advertises it. */
  subscriptionTrialDays: z.number().int(),
  /** A mail server is set up (SMTP_URL or the saved SMTP settings): receipts and links are emailed. */
  sendsEmail: z.boolean(),
  /** The platform's support address (admin setting supportEmail; "" when unset): the landing page's Contact. */
  supportEmail: z.string(),
});
export type PlatformInfo = z.infer<typeof platformInfoSchema>;

export const ADMIN_SIGNUP_CLOSED_MESSAGE = "Admin accounts can only be created by an existing admin.";
export const REGISTRATION_CLOSED_MESSAGE = "Registration is closed.";

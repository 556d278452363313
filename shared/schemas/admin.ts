import { z } from "zod";
import { ROLES, USER_STATUSES } from "../constants";
import { publicUserSchema } from "./auth";
import { pageTotalFields, paginationQuery } from "./common";
import { platformSettingsSchema, type PlatformSettings } from "./settings";

// ---------- users (docs/spec.md §2 Admin users; docs/product-rules.md §2) ----------
export const CANNOT_CHANGE_SELF = "You cannot change your own role or status.";
export const CANNOT_DELETE_SELF = "You cannot delete your own account from user management.";
export const LAST_ACTIVE_ADMIN = "The platform needs at least one active admin.";
export const USER_NOT_FOUND = "User not found";

const allOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, "all"] as unknown as [T[number] | "all", ...(T[number] | "all")[]])
    .optional()
    .transform((v) => (v === "all" ? undefined : (v as T[number] | undefined)));

export const adminUsersQuery = paginationQuery.extend({
  search: z.string().trim().max(200).optional(),
  role: allOr(ROLES),
  status: allOr(USER_STATUSES),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuery>;

export const adminUserUpdateSchema = z
  .object({ role: z.enum(ROLES).optional(), status: z.enum(USER_STATUSES).optional() })
  .strict()
  .refine((v) => v.role !== undefined || v.status !== undefined, { message: "Send a role or a status", path: ["role"] });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const adminUserCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  entrepreneurs: z.number().int(),
  personal: z.number().int(),
});
export const adminUserListSchema = z.object({
  items: z.array(publicUserSchema),
  ...pageTotalFields,
  counts: adminUserCountsSchema,
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

// ---------- platform settings (docs/spec.md §3, §5; docs/product-rules.md §7) ----------
/**
 * GET /api/admin/settings: everything but the SMTP password, which is write-only; and whether
 * SMTP_URL is set in the environment (a mail server the screen cannot show, which wins).
 */
export const adminSettingsSchema = platformSettingsSchema.extend({ smtpPasswordSet: z.boolean(), smtpUrlSet: z.boolean() });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/**
 * PATCH /api/admin/settings: the fields sent change (docs/spec.md sends the whole object), with the same
 * ranges; no defaults are filled in, so a partial body never resets the rest. An empty
 * smtpPassword keeps the stored one.
 */
const updateShape = Object.fromEntries(
  Object.entries(platformSettingsSchema.shape).map(([key, field]) => [
    key,
    (field as unknown as z.ZodDefault<z.ZodType>).unwrap().optional(),
  ]),
);
// Fields GET returns that a client cannot set: a body read, edited and sent back may carry them.
const READ_ONLY_SETTINGS = ["smtpPasswordSet", "smtpUrlSet"] as const;
export const platformSettingsUpdateSchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return body;
    const copy: Record<string, unknown> = { ...body };
    for (const key of READ_ONLY_SETTINGS) delete copy[key];
    return copy;
  },
  z
    .object(updateShape)
    .extend({ smtpPassword: z.string().max(255).optional() })
    .strict(),
) as unknown as z.ZodType<Partial<PlatformSettings> & { smtpPassword?: string }>;
export type PlatformSettingsUpdate = Partial<PlatformSettings> & { smtpPassword?: string };

// ---------- POST /api/admin/settings/test-email ----------
/** No body: the test email goes through the saved SMTP settings to the saved admin email. */
export const testEmailSchema = z.object({}).strict();
export const testEmailResultSchema = z.object({ to: z.string() });
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;
export const TEST_EMAIL_NEEDS_ADMIN_EMAIL = "Save an admin email first: the test email is sent there.";
export const TEST_EMAIL_NEEDS_HOST = "Save the SMTP host first.";
export const TEST_EMAIL_FAILED = "Could not send the test email";

/** PATCH /api/admin/settings turning requireEmailVerification on with no mail server (400 MAIL_SERVER_REQUIRED). */
export const MAIL_SERVER_REQUIRED =
  "Email verification needs a mail server: save an SMTP server (or set SMTP_URL) first, so new accounts can receive their link.";

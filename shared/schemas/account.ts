import { z } from "zod";
import "../zod-messages";
import { LIMITS } from "../constants";
import { emailTokenSchema } from "./email";

// Password reset, password change and email verification (docs/product-rules.md §9).

const newPassword = z
  .string({ error: "Required" })
  .min(1, "Required")
  .max(LIMITS.passwordMaxLength, `Password must be at most ${LIMITS.passwordMaxLength} characters`);

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Required" })
    .trim()
    .min(1, "Required")
    .max(LIMITS.emailMax, `At most ${LIMITS.emailMax} characters`)
    .pipe(z.email("Enter a valid email address")),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = emailTokenSchema.extend({ password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Required" }).min(1, "Required").max(LIMITS.passwordMaxLength),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The same answer whether or not an account has that email (no account enumeration). */
export const FORGOT_PASSWORD_SENT =
  "If an account uses that email address, we sent it a link to reset the password. The link works for 1 hour.";
export const RESET_LINK_INVALID =
  "This password reset link is not valid: it was used already, it expired (links work for 1 hour), or it is incomplete. Ask for a new one.";
export const PASSWORD_RESET_DONE = "Your password was changed. Sign in with the new password.";
export const WRONG_CURRENT_PASSWORD = "The current password is not correct.";
export const PASSWORD_CHANGED = "Password changed. Your other devices were signed out.";
export const VERIFY_LINK_INVALID =
  "This verification link is not valid: it was used already, it expired (links work for 48 hours), or it is incomplete. Sign in and ask for a new one.";
export const EMAIL_VERIFIED = "Your email address is verified.";
export const VERIFICATION_SENT = "We sent a new verification link to your email address.";
export const ALREADY_VERIFIED = "Your email address is already verified.";
export const EMAIL_NOT_VERIFIED = "Please verify your email address first.";

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** One signed-in session of the account (docs/product-rules.md §15); `id` is not the session token. */
export const userSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionListSchema = z.object({ items: z.array(userSessionSchema) });
export type UserSessionList = z.infer<typeof userSessionListSchema>;
/** The public id of a session: 22 base64url characters. */
export const sessionIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "Invalid session id") });
export const SESSION_NOT_FOUND = "This session has already ended.";

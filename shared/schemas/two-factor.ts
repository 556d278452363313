import { z } from "zod";
import { LIMITS } from "../constants";

/** Six digits from an authenticator app (spaces allowed, as apps show "123 456"). */
export const totpCodeField = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .max(20, "Enter the 6-digit code from your authenticator app")
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

/** A recovery code as shown ("abcde-fghjk"): case, spaces and dashes do not matter. */
export const recoveryCodeField = z
  .string({ error: "Enter one of your recovery codes" })
  .max(40, "Enter one of your recovery codes")
  .transform((v) => v.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, "Enter one of your recovery codes"));

export const RECOVERY_CODE_COUNT = 10;

/** The second factors an account can sign in with; a passkey will count as both factors. */
export const SECOND_FACTOR_METHODS = ["totp", "recovery"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** POST /api/user/2fa/totp/setup: the secret to add to an app (not on until a code confirms it). */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpEnableSchema = z.object({ code: totpCodeField });
export type TotpEnableInput = z.input<typeof totpEnableSchema>;

/** Shown once: the codes that sign in without the app, each usable once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** DELETE /api/user/2fa: the password and a current code. */
export const twoFactorDisableSchema = z.object({
  password: z.string({ error: "Required" }).min(1, "Required").max(LIMITS.passwordMaxLength),
  code: totpCodeField,
});
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;

/** POST /api/login/2fa: a code from the app, or a recovery code. */
export const loginSecondFactorSchema = z.union([
  z.strictObject({ code: totpCodeField }),
  z.strictObject({ recoveryCode: recoveryCodeField }),
]);
export type LoginSecondFactorInput = z.input<typeof loginSecondFactorSchema>;

/** POST /api/login with the right password for an account with two factors. */
export const twoFactorRequiredSchema = z.object({
  twoFactorRequired: z.literal(true),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;

export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE = "Administrators must turn on two-factor sign-in before going on.";
export const OWN_TWO_FACTOR_REQUIRED = "Turn on two-factor sign-in for your own account before requiring it of administrators.";

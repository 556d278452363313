import { ALREADY_VERIFIED, EMAIL_NOT_VERIFIED, EMAIL_VERIFIED, VERIFICATION_SENT, VERIFY_LINK_INVALID } from "@shared/schemas/account";
import type { Db, Tx } from "../../db/client";
import { badRequest, conflict, forbidden } from "../../lib/app-error";
import { consumeToken, queueEmail } from "../email";
import type { SettingsService } from "../settings";
import { findUserById, markEmailVerified } from "../users";

/** Welcome email with a verification link (valid 48 hours from its sending), in the sign-up transaction. */
export async function sendVerificationEmail(tx: Db | Tx, userId: number): Promise<void> {
  await queueEmail(tx, userId, "verification", {});
}

/** The link from the email: whoever holds the token proves the address (signed in or not). */
export async function verifyEmail(db: Db, token: string): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const owner = await consumeToken(tx, token, "email_verification");
    if (!owner) throw badRequest(VERIFY_LINK_INVALID, undefined, "TOKEN_INVALID");
    await markEmailVerified(tx, owner.userId);
  });
  return { message: EMAIL_VERIFIED };
}

/** Resend (signed in): a new link replaces the old ones. */
export async function resendVerification(db: Db, userId: number): Promise<{ message: string }> {
  const user = await findUserById(db, userId);
  if (user?.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
  await db.transaction((tx) => sendVerificationEmail(tx, userId));
  return { message: VERIFICATION_SENT };
}

/**
 * docs/product-rules.md §9: with requireEmailVerification on, an unverified account cannot pay or be paid
 * (403 EMAIL_NOT_VERIFIED). The saved setting is the rule: it can only be turned on with a mail
 * server (admin-settings.service.ts), and it stays enforced if that server goes away later.
 */
export async function verificationRequired(settings: SettingsService): Promise<boolean> {
  return (await settings.get()).requireEmailVerification;
}

export async function assertEmailVerified(db: Db, settings: SettingsService, userId: number): Promise<void> {
  if (!(await verificationRequired(settings))) return;
  const user = await findUserById(db, userId);
  if (!user?.emailVerifiedAt) throw forbidden(EMAIL_NOT_VERIFIED, "EMAIL_NOT_VERIFIED");
}

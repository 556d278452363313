import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { accountTokens } from "../../db/schema";

export type TokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  email_verification: 48 * 60 * 60 * 1000,
  // An old newsletter's link should still work for a while.
  unsubscribe: 30 * 24 * 60 * 60 * 1000,
};

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * A new random token (256 bits, base64url) for `userId`; only its SHA-256 is stored, so a copy of
 * the database cannot be used to reset a password. A fresh reset or verification token replaces
 * the unused ones of the same purpose. The email sender issues them as it sends (deliver.service.ts):
 * the token itself exists only in the email that left.
 */
export async function issueToken(tx: Db | Tx, userId: number, purpose: TokenPurpose, detail?: string, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  if (purpose !== "unsubscribe") {
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  }
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hash(token),
    detail: detail ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Deletes an unused token (issued for an email that then could not be sent: nobody holds its link). */
export async function revokeToken(db: Db | Tx, token: string): Promise<void> {
  await db.delete(accountTokens).where(and(eq(accountTokens.tokenHash, hash(token)), isNull(accountTokens.usedAt)));
}

/** Marks the token used and answers its owner, or undefined for an unknown, used or expired token. */
export async function consumeToken(tx: Tx, token: string, purpose: TokenPurpose, now = new Date()) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hash(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, detail: accountTokens.detail });
  return row;
}

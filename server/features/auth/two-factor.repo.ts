import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { recoveryCodes, twoFactorSecrets } from "../../db/schema";

export type TwoFactorRow = typeof twoFactorSecrets.$inferSelect;

/** The account's factor row, locked for this transaction (steps and failures are read, then written). */
export async function lockTwoFactor(tx: Tx, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await tx.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).for("update");
  return row;
}

export async function savePendingSecret(tx: Tx, userId: number, pendingSecret: string): Promise<void> {
  await tx
    .insert(twoFactorSecrets)
    .values({ userId, pendingSecret })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { pendingSecret, updatedAt: new Date() } });
}

export async function confirmSecret(tx: Tx, userId: number, secret: string, step: number): Promise<void> {
  await tx
    .update(twoFactorSecrets)
    .set({ secret, pendingSecret: null, lastStep: step, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(twoFactorSecrets.userId, userId));
}

/** A code accepted: its step is used up, the failures start again. */
export async function recordAccepted(tx: Tx, userId: number, step: number | null): Promise<void> {
  await tx
    .update(twoFactorSecrets)
    .set({ ...(step === null ? {} : { lastStep: step }), failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(twoFactorSecrets.userId, userId));
}

export async function recordFailure(tx: Tx, userId: number, failedAttempts: number, lockedUntil: Date | null): Promise<void> {
  await tx.update(twoFactorSecrets).set({ failedAttempts, lockedUntil, updatedAt: new Date() }).where(eq(twoFactorSecrets.userId, userId));
}

/** Removes the factor and the recovery codes. */
export async function deleteTwoFactor(tx: Tx, userId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
}

export async function replaceRecoveryCodes(tx: Tx, userId: number, hashes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses the unused code with this hash: false when there is none (unknown or used). */
export async function useRecoveryCode(tx: Tx, userId: number, codeHash: string, at: Date): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Whether anything encrypted with DATA_ENCRYPTION_KEY is stored (production then needs the key to start). */
export async function anyEncryptedSecretStored(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(or(isNotNull(twoFactorSecrets.secret), isNotNull(twoFactorSecrets.pendingSecret)))
    .limit(1);
  return row !== undefined;
}

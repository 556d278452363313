import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { passkeys, users } from "../../db/schema";

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function countPasskeys(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export function passkeysOf(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

/** The new passkey, or undefined when its credential id is registered already. */
export async function insertPasskey(db: Db | Tx, values: typeof passkeys.$inferInsert): Promise<PasskeyRow | undefined> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing({ target: passkeys.credentialId }).returning();
  return row;
}

export async function findByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** Moves the counter on only if it is still the one read: false when another use got there first. */
export async function advanceCounter(db: Db, row: PasskeyRow, counter: number, at: Date): Promise<boolean> {
  const moved = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: at })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning({ id: passkeys.id });
  return moved.length > 0;
}

export async function renameOwned(db: Db, userId: number, id: number, name: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

/** The ids of the account's passkeys, locked for this transaction. */
export async function lockPasskeyIds(tx: Tx, userId: number): Promise<number[]> {
  const rows = await tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).for("update");
  return rows.map((r) => r.id);
}

export async function hasAuthenticatorApp(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx.select({ at: users.twoFactorEnabledAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.at);
}

export async function deleteOwned(tx: Tx, userId: number, id: number): Promise<void> {
  await tx.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
}

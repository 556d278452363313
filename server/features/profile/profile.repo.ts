import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";
import type { UserRow } from "../users";

export type ProfileColumns = Partial<Pick<UserRow, "firstName" | "lastName" | "bio" | "location" | "website" | "linkedIn" | "twitter">>;

export async function updateProfileColumns(db: Db, id: number, values: ProfileColumns): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function readLearnerSettings(db: Db, id: number): Promise<Record<string, unknown> | null | undefined> {
  const [row] = await db.select({ settings: users.learnerSettings }).from(users).where(eq(users.id, id));
  return row?.settings;
}

/** Merges the given settings into the stored ones in one statement (no lost update between tabs). */
export async function mergeLearnerSettings(
  db: Db,
  id: number,
  patch: Record<string, unknown>,
): Promise<Record<string, unknown> | null | undefined> {
  const [row] = await db
    .update(users)
    .set({
      learnerSettings: sql`coalesce(${users.learnerSettings}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning({ settings: users.learnerSettings });
  return row?.settings;
}

/** Sets the avatar and answers the user with the address it replaces. */
export async function replaceProfileImage(db: Db, id: number, url: string): Promise<{ row: UserRow; previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, id)).for("update");
    if (!before) return undefined;
    const [row] = await tx.update(users).set({ profileImageUrl: url, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    return { row, previous: before.url };
  });
}

export async function findUserRole(tx: Tx, id: number) {
  const [row] = await tx.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, id));
  return row;
}

/**
 * Locks every active admin, in id order (so two admins leaving at once cannot deadlock), and
 * answers their ids. The second of two simultaneous departures waits for the first and then no
 * longer sees it, so the platform always keeps one active admin.
 */
export async function lockActiveAdminIds(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")))
    .orderBy(users.id)
    .for("update");
  return rows.map((r) => r.id);
}

/**
 * Deletes the user. The foreign keys do the rest: notes, enrolments, reviews, learning activity,
 * sessions and affiliate clicks go with it (CASCADE); payments, commissions and payouts stay with
 * their user references set to NULL (anonymised, PRODUCT.md §2). Answers the avatar address.
 */
export async function deleteUserRow(tx: Tx, id: number): Promise<string | null> {
  const [row] = await tx.delete(users).where(eq(users.id, id)).returning({ avatar: users.profileImageUrl });
  return row?.avatar ?? null;
}

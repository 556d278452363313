import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";
import type { UserRow } from "./users.repo";

// The users table's writes for the screens of other features (docs/architecture.md, "Who writes
// each table"): admin user management, the entrepreneur's profile, the learner's profile and
// settings, and account deletion. Each feature keeps its rules and calls these with its handle.

/** An admin's role or status change (and the affiliate code a new entrepreneur gets). */
export async function updateRoleStatus(
  tx: Tx,
  id: number,
  values: Partial<Pick<typeof users.$inferInsert, "role" | "status" | "affiliateCode">>,
) {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The entrepreneur's payout details and notification toggles. */
export async function updateEntrepreneur(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export type ProfileColumns = Partial<Pick<UserRow, "firstName" | "lastName" | "bio" | "location" | "website" | "linkedIn" | "twitter">>;

export async function updateProfileColumns(db: Db, id: number, values: ProfileColumns): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
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

/**
 * Deletes the user. The foreign keys do the rest: notes, enrollments, reviews, learning activity,
 * sessions and affiliate clicks go with it (CASCADE); payments, commissions and payouts stay with
 * their user references set to NULL (anonymised, docs/product-rules.md §2). Answers the avatar address.
 */
export async function deleteUserRow(tx: Tx, id: number): Promise<string | null> {
  const [row] = await tx.delete(users).where(eq(users.id, id)).returning({ avatar: users.profileImageUrl });
  return row?.avatar ?? null;
}

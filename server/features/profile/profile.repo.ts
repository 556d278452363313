import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";

export async function readLearnerSettings(db: Db, id: number): Promise<Record<string, unknown> | null | undefined> {
  const [row] = await db.select({ settings: users.learnerSettings }).from(users).where(eq(users.id, id));
  return row?.settings;
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

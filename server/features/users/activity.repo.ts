import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userActivityDays, users } from "../../db/schema";

const HOUR_MS = 3_600_000;

/**
 * Records that the user was active at `now`: last_active_at and the day's row. The update only
 * happens when the stored time is over an hour old or on an earlier UTC day, so several app
 * processes together still write at most once an hour per user (and once per day at midnight).
 * Answers whether anything was written.
 */
export async function recordUserActivity(db: Db, userId: number, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const touched = await tx
      .update(users)
      .set({ lastActiveAt: now })
      .where(
        and(
          eq(users.id, userId),
          or(
            isNull(users.lastActiveAt),
            lt(users.lastActiveAt, new Date(now.getTime() - HOUR_MS)),
            sql`(${users.lastActiveAt} AT TIME ZONE 'UTC')::date < ${day}::date`,
          ),
        ),
      )
      .returning({ id: users.id });
    if (touched.length === 0) return false;
    await tx.insert(userActivityDays).values({ userId, day }).onConflictDoNothing();
    return true;
  });
}

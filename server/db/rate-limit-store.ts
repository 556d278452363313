import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { rateLimits } from "./schema";

/** Fixed-window counters in the database, so every app process shares the same limits. */
export class DrizzleRateLimitStore implements Store {
  private windowMs = 60_000;
  localKeys = false;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  private key(key: string) {
    return `${this.prefix}:${key}`.slice(0, 300);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, this.key(key)));
    if (!row || row.resetAt <= new Date()) return undefined;
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const resetAt = new Date(Date.now() + this.windowMs);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: this.key(key), hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning();
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`GREATEST(${rateLimits.hits} - 1, 0)` })
      .where(eq(rateLimits.key, this.key(key)));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.key(key)));
  }
}

/** Removes counters whose window has ended (they would only be reset on their next hit). */
export async function sweepExpiredRateLimits(db: Db): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetAt} <= now()`)
    .returning({ key: rateLimits.key });
  return rows.length;
}

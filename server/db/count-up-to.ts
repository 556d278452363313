import { count, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/**
 * How many rows of `table` match `where`, counting no further than `upTo`: a list's total reads at
 * most that many index entries instead of the whole matching set (shared/schemas/common.ts pageTotal).
 */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, upTo: number): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(upTo)
    .as("limited");
  const [{ n }] = await db.select({ n: count() }).from(limited);
  return n;
}

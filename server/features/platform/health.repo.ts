import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The cheapest round trip to the database, for the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { migrationsDir } from "../../lib/paths";

/** The cheapest round trip to the database, for the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

let newestMigration: number | undefined;
/** When this build's newest migration was made (drizzle-kit's journal), read once. */
function newestMigrationOfBuild(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
      entries: Array<{ when: number }>;
    };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

/**
 * One round trip that also proves the schema is this build's or newer: drizzle's migrator writes
 * each applied migration's `when` in drizzle.__drizzle_migrations (a newer deploy's rows are fine,
 * an older database is not ready for this code).
 */
export async function databaseMigrated(db: Db): Promise<boolean> {
  const result = await db.execute<{ newest: string | number | null }>(
    sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.newest ?? 0) >= newestMigrationOfBuild();
}

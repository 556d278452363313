import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Every table of the database (any schema but the system ones: the app's and pg-boss's) holding a
 * row whose text contains `needle`: where a secret would be at rest.
 */
export async function tablesContaining(db: Db, needle: string): Promise<string[]> {
  const tables = await db.execute<{ schema: string; name: string }>(sql`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1, 2`);
  const found: string[] = [];
  for (const { schema, name } of tables.rows) {
    const hit = await db.execute(
      sql`SELECT 1 FROM ${sql.identifier(schema)}.${sql.identifier(name)} AS r WHERE strpos(r::text, ${needle}) > 0 LIMIT 1`,
    );
    if (hit.rows.length > 0) found.push(`${schema}.${name}`);
  }
  return found;
}

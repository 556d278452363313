import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsDir } from "../lib/paths";
import * as schema from "./schema";

/**
 * Both drivers expose the same Drizzle query builder; the app is typed against node-postgres's.
 * See docs/decisions/001-embedded-database.md.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const MIGRATION_LOCK = 7_301_000;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export type DatabaseConfig = { databaseUrl: string } | { dataDir: string } | { memory: true };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ("databaseUrl" in config) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client's connection can drop (database restart, admin termination). Without a
    // listener pg re-throws that as an uncaught error and the process dies; the pool simply
    // replaces the client, so it is only worth a line on stderr.
    pool.on("error", (err) => console.error(`database: idle connection lost (${err.message})`));
    const db = drizzlePg(pool, { schema });
    // Several app processes may start together on one database: one migrates at a time.
    const lock = await pool.connect();
    try {
      await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migratePg(db, { migrationsFolder: migrationsDir });
    } finally {
      await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }
  let client: PGlite;
  // pg_trgm: the migrations create it for the user search indexes (PostgreSQL ships it too).
  const extensions = { pg_trgm };
  if ("dataDir" in config) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    client = new PGlite(config.dataDir, { extensions });
  } else {
    client = new PGlite({ extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}

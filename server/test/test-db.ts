import crypto from "node:crypto";
import pg from "pg";
import { DEFAULT_POSTGRES_TIMEOUTS, openDatabase, type Database } from "../db/client";

/**
 * A migrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL, a
 * freshly created PostgreSQL database that close() drops again.
 */
export async function openTestDatabase(options: { statementMs?: number } = {}): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ memory: true });
  const name = `gsm_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const timeouts = options.statementMs ? { ...DEFAULT_POSTGRES_TIMEOUTS, statementMs: options.statementMs } : undefined;
  const database = await openDatabase({ databaseUrl: url.toString(), timeouts });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

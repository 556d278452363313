import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { DEFAULT_POSTGRES_TIMEOUTS, openDatabase, type Database } from "../db/client";
import { pgliteTemplatePath } from "./pglite-template";
import { postgresTemplateName } from "./postgres-template";

const TEST_STATEMENT_MS = 60_000;

/**
 * A migrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL, a
 * freshly created PostgreSQL database that close() drops again.
 *
 * Both start from a copy of the migrated template that the server tests' global setup made
 * (pglite-template.ts: a saved PGlite data folder; postgres-template.ts: a template database on
 * the server): the same empty, migrated database, without running initdb or the migrations once
 * per test file. Without a template (a script, another config), they migrate a fresh one.
 */
export async function openTestDatabase(options: { statementMs?: number } = {}): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = pgliteTemplatePath();
    return openDatabase({ memory: true, loadDataDir: fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined });
  }
  const name = `gsm_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let fromTemplate = true;
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
  } catch (err) {
    // 3D000: no template on this server (no global setup ran): an empty database, migrated below.
    if ((err as { code?: string }).code !== "3D000") throw err;
    fromTemplate = false;
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The tests' bulk set-ups (70,000 commissions in one statement) on a shared, busy machine take
  // longer than production's 5 s statement limit; db-timeouts.test.ts tests the limits themselves.
  const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, statementMs: options.statementMs ?? TEST_STATEMENT_MS };
  const database = await openDatabase({ databaseUrl: url.toString(), timeouts, migrate: !fromTemplate });
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

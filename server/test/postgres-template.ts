import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../db/client";
import { migrationsDir } from "../lib/paths";

// Serializes the template's creation between several runs sharing one server (Stryker's workers,
// two terminals): the first builds it, the others wait and find it there.
const TEMPLATE_LOCK = 7_301_001;

/**
 * The migrated template database of the tests on PostgreSQL (TEST_DATABASE_URL), named after the
 * migrations: a new migration makes a new template and an unchanged one is reused by the next run.
 */
export function postgresTemplateName(): string {
  return `gsm_template_${hashMigrations(crypto.createHash("sha256")).digest("hex").slice(0, 16)}`;
}

/** Adds every migration (names and contents) and the journal to `hash`: what a template is built from. */
export function hashMigrations(hash: crypto.Hash): crypto.Hash {
  for (const name of fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    hash.update(name).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  return hash.update(fs.readFileSync(path.join(migrationsDir, "meta", "_journal.json")));
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Creates the migrated template on the server of TEST_DATABASE_URL unless it is there already.
 * It is built under another name and renamed once migrated, so a run stopped halfway leaves no
 * half-migrated template behind. Nothing connects to it afterwards: PostgreSQL copies a database
 * only while no one is connected to it (openTestDatabase's CREATE DATABASE ... TEMPLATE).
 */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const building = `${name}_building`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      if ((await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1) return;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
  });
  return name;
}

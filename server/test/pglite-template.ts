import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { openDatabase } from "../db/client";
import { projectRoot } from "../lib/paths";
import { ensurePostgresTemplate, hashMigrations } from "./postgres-template";

/**
 * Where the migrated PGlite template lives: named after the migrations and the PGlite version, so
 * a new migration makes a new template and an unchanged one is reused by the next run.
 */
export function pgliteTemplatePath(): string {
  const hash = crypto.createHash("sha256");
  // The installed PGlite (resolved like an import: Stryker's sandbox has no node_modules of its own).
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(`pglite ${fs.readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8")}\n`);
  hashMigrations(hash);
  return path.join(projectRoot, ".tmp", "test-db", `pglite-${hash.digest("hex").slice(0, 16)}.tar`);
}

/**
 * Vitest global setup of the server tests: migrates one PGlite database and saves its data folder
 * (once per set of migrations), so that each test file's database starts from a copy
 * (openTestDatabase) instead of running initdb and the migrations again: most of a small test
 * file's setup time. With TEST_DATABASE_URL, the same for PostgreSQL: a migrated template
 * database on that server (postgres-template.ts), which each file's database is a copy of.
 */
export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
    return;
  }
  const file = pgliteTemplatePath();
  if (fs.existsSync(file)) return;
  const database = await openDatabase({ memory: true });
  try {
    const tarball = await database.dump!("none");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Several runs may build it at once (Stryker's workers): each writes its own file, then renames.
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
}

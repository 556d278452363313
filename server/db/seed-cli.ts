// `npm run db:seed` (dist/server/seed-cli.js in production): adds the reference data and, on a
// database without users, the demo accounts and courses. Safe to run again: it never duplicates.
import { acquireDataDirLock, DataDirInUseError } from "../lib/data-dir-lock";
import { readEnv, resolveFromRoot } from "../lib/env";
import { createStorage } from "../lib/storage";
import { openDatabase, type Database } from "./client";
import { ensureReferenceData } from "./reference-data";
import { seedDemoData } from "./seed";

function errorMessage(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  // Drizzle wraps driver errors ("Failed query: ..."); the cause says what actually went wrong.
  const cause = err.cause instanceof Error ? err.cause.message : undefined;
  const first = err.message.split("\n")[0];
  return cause ? `${first} (${cause})` : first;
}

async function main(): Promise<number> {
  const env = readEnv();
  const uploadDir = resolveFromRoot(env.UPLOAD_DIR);
  const dataDir = resolveFromRoot(env.DATA_DIR);
  const target = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite at ${dataDir}`;

  // One process per embedded data folder (server/lib/data-dir-lock.ts): refuse while the app runs.
  let lock: { release(): void } | undefined;
  if (!env.DATABASE_URL) {
    try {
      lock = acquireDataDirLock(dataDir);
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err;
      console.error(
        `${err.message} (${dataDir}).\n` +
          "Stop the dev server (npm run dev) or the app first, then run npm run db:seed again.\n" +
          "The app seeds an empty database by itself at start in development, so this is often not needed.",
      );
      return 1;
    }
  }

  let database: Database;
  try {
    database = env.DATABASE_URL ? await openDatabase({ databaseUrl: env.DATABASE_URL }) : await openDatabase({ dataDir });
  } catch (err) {
    console.error(`Could not open the database (${target}): ${errorMessage(err)}`);
    if (env.DATABASE_URL) {
      console.error("Check that PostgreSQL is running and that DATABASE_URL is correct.");
    } else {
      console.error(
        "An embedded PGlite data directory can be used by one process at a time: stop the dev server " +
          "(npm run dev) or the app that uses it, then run npm run db:seed again.",
      );
    }
    lock?.release();
    return 1;
  }

  try {
    await ensureReferenceData(database.db);
    const { seeded } = await seedDemoData({
      db: database.db,
      uploadDir,
      storage: createStorage(env, uploadDir),
      log: (line) => console.log(line),
    });
    if (seeded) {
      console.log(
        `Seeded demo data into ${target}; sample files copied to ${env.STORAGE_DRIVER === "s3" ? `bucket ${env.S3_BUCKET}` : uploadDir}.`,
      );
    } else {
      console.log(`Demo data already exists in ${target} (it has users): nothing seeded. Reference data is up to date.`);
    }
    return 0;
  } catch (err) {
    console.error(`Seeding failed (${target}): ${errorMessage(err)}`);
    return 1;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);

// Backing up and restoring the embedded database (README "Operations"). PGlite lives inside one
// process, so a backup taken while the app runs is made by the app itself: `npm run db:backup`
// writes a request file into DATA_DIR and signals the process that holds the folder's lock
// (SIGUSR2); the app writes PGlite's own dump (dumpDataDir) and a result file.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { describeError, type Logger } from "../lib/logger";

// One request file per backup, named by its id; the app reads and deletes it, writes the dump
// inside DATA_DIR (never anywhere a request names), and the command moves it where it belongs.
export const requestFile = (dataDir: string, id: string) => path.join(dataDir, `.backup-request-${id}`);
export const dumpFile = (dataDir: string, id: string) => path.join(dataDir, `.backup-${id}.tar.gz`);
export const backupResultFile = (dataDir: string, id: string) => path.join(dataDir, `.backup-result-${id}.json`);
const ID = /^[a-f0-9]{16}$/;
/** Files of ours inside the data folder that are not the database (left out of a restored copy). */
export const OWN_FILES = /^\.(gsm-academy\.lock|backup-.*|session-secret)$/;

/** Writes `blob` to `target` atomically: a crash mid-way leaves no half file under that name. */
export async function writeDump(blob: Blob, target: string): Promise<number> {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const bytes = Buffer.from(await blob.arrayBuffer());
  await fs.promises.writeFile(partial, bytes, { mode: 0o600 });
  await fs.promises.rename(partial, target);
  return bytes.length;
}

/** In the app: answers backup requests on SIGUSR2. The returned function stops listening. */
export function handleBackupRequests(dataDir: string, dump: () => Promise<Blob>, logger: Logger): () => void {
  let running: Promise<void> = Promise.resolve();
  const answer = async (id: string) => {
    try {
      const bytes = await writeDump(await dump(), dumpFile(dataDir, id));
      await fs.promises.writeFile(backupResultFile(dataDir, id), JSON.stringify({ ok: true, bytes }));
      logger.info("database backup written", { bytes });
    } catch (err) {
      logger.error("database backup failed", describeError(err));
      await fs.promises
        .writeFile(backupResultFile(dataDir, id), JSON.stringify({ ok: false, error: (err as Error).message }))
        .catch(() => undefined);
    }
  };
  const onSignal = () => {
    running = running.then(async () => {
      const names = await fs.promises.readdir(dataDir).catch(() => [] as string[]);
      for (const name of names) {
        const id = /^\.backup-request-(.+)$/.exec(name)?.[1];
        if (!id) continue;
        await fs.promises.rm(path.join(dataDir, name), { force: true }); // answered once
        if (ID.test(id)) await answer(id);
      }
    });
  };
  process.on("SIGUSR2", onSignal);
  return () => process.off("SIGUSR2", onSignal);
}

/** Opens a stopped data folder just long enough to dump it. */
export async function dumpStoppedDataDir(dataDir: string): Promise<Blob> {
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  await client.waitReady;
  try {
    return await client.dumpDataDir("gzip");
  } finally {
    await client.close();
  }
}

/** Creates `dataDir` (which must not exist) from a dump and checks that it opens. */
export async function loadDump(dataDir: string, dump: Blob): Promise<void> {
  const client = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: dump });
  await client.waitReady;
  try {
    await client.query("SELECT 1");
  } finally {
    await client.close();
  }
  // The dump copies the whole folder: a lock or a backup file of the process that made it is not data.
  for (const name of fs.readdirSync(dataDir)) if (OWN_FILES.test(name)) fs.rmSync(path.join(dataDir, name), { force: true });
}

// Backing up and restoring the embedded database (README "Operations"). PGlite lives inside one
// process, so a backup taken while the app runs is made by the app itself: `npm run db:backup`
// writes a request file into DATA_DIR and signals the process that holds the folder's lock
// (SIGUSR2); the app writes PGlite's own dump (dumpDataDir) and a result file.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { describeError, type Logger } from "../lib/logger";

export const BACKUP_REQUEST_FILE = ".backup-request.json";
export const backupResultFile = (dataDir: string, id: string) => path.join(dataDir, `.backup-result-${id}.json`);

export interface BackupRequest {
  id: string;
  target: string;
}

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
  let busy = false;
  const onSignal = async () => {
    if (busy) return;
    busy = true;
    let request: BackupRequest | undefined;
    try {
      request = JSON.parse(await fs.promises.readFile(path.join(dataDir, BACKUP_REQUEST_FILE), "utf8")) as BackupRequest;
      if (!request?.id || !/^[a-z0-9-]{1,64}$/.test(request.id) || !path.isAbsolute(request.target)) throw new Error("invalid backup request");
      const bytes = await writeDump(await dump(), request.target);
      await fs.promises.writeFile(backupResultFile(dataDir, request.id), JSON.stringify({ ok: true, bytes }));
      logger.info("database backup written", { bytes });
    } catch (err) {
      logger.error("database backup failed", describeError(err));
      if (request?.id && /^[a-z0-9-]{1,64}$/.test(request.id)) {
        await fs.promises
          .writeFile(backupResultFile(dataDir, request.id), JSON.stringify({ ok: false, error: (err as Error).message }))
          .catch(() => undefined);
      }
    } finally {
      busy = false;
    }
  };
  const listener = () => void onSignal();
  process.on("SIGUSR2", listener);
  return () => process.off("SIGUSR2", listener);
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
}

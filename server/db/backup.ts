// Backing up and restoring the embedded database (README "Operations"). PGlite lives inside one
// process, so a backup taken while the app runs is made by the app itself: `npm run db:backup`
// writes a request file into DATA_DIR and signals the process that holds the folder's lock
// (SIGUSR2); the app writes PGlite's own dump (dumpDataDir) and a result file.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { describeError, errorLine, type Logger } from "../lib/logger";

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

/** What a backup request file's answer holds. `refused`: the app could not take one at that moment. */
export interface BackupResult {
  ok: boolean;
  bytes?: number;
  error?: string;
  refused?: boolean;
}

export const BACKUP_REFUSED_STARTING = "the app is starting and its database is not open yet: try again once it serves";
export const BACKUP_REFUSED_STOPPING =
  "the app is shutting down: run the backup again once it has stopped (the command then opens the folder itself)";

/**
 * In the app: answers backup requests on SIGUSR2. The listener is installed when the process
 * starts, before anything else, and stays until it exits: Node's default for SIGUSR2 is to end the
 * process, so a backup asked for while the app starts or drains must not kill it. Until the
 * database is open (`serve`), and from the start of shutdown (`refuse`), each request is answered
 * at once with a refusal instead of a dump.
 */
export class BackupResponder {
  private dataDir: string | undefined;
  private dump: (() => Promise<Blob>) | undefined;
  private logger: Logger | undefined;
  private refusal = BACKUP_REFUSED_STARTING;
  private running: Promise<void> = Promise.resolve();

  /** The folder whose requests this process answers: set once it holds the folder's lock. */
  watch(dataDir: string): void {
    this.dataDir = dataDir;
  }

  /** The database is open: requests get a dump. */
  serve(dump: () => Promise<Blob>, logger: Logger): void {
    this.dump = dump;
    this.logger = logger;
  }

  /** From now on requests are refused with `reason` (shutdown). */
  refuse(reason: string): void {
    this.dump = undefined;
    this.refusal = reason;
  }

  /** Resolves once every request taken so far is answered (a dump under way finishes first). */
  settled(): Promise<void> {
    return this.running;
  }

  /** The SIGUSR2 handler: answers every request file waiting in the folder, one at a time. */
  readonly onSignal = (): void => {
    const dataDir = this.dataDir;
    if (!dataDir) return; // no data folder of ours (PostgreSQL, or before the lock): nobody asks us
    this.running = this.running
      .then(async () => {
        const names = await fs.promises.readdir(dataDir).catch(() => [] as string[]);
        for (const name of names) {
          const id = /^\.backup-request-(.+)$/.exec(name)?.[1];
          if (!id) continue;
          await fs.promises.rm(path.join(dataDir, name), { force: true }); // answered once
          if (ID.test(id)) await this.answer(dataDir, id);
        }
      })
      .catch((error: unknown) => {
        // A request file that cannot be read or removed must not stop the requests after it, nor
        // make settled() reject (shutdown awaits it before closing the database).
        this.logger?.error("backup request failed", describeError(error));
      });
  };

  private async answer(dataDir: string, id: string): Promise<void> {
    const dump = this.dump;
    const reply = (result: BackupResult) =>
      fs.promises.writeFile(backupResultFile(dataDir, id), JSON.stringify(result), { mode: 0o600 }).catch(() => undefined);
    if (!dump) return reply({ ok: false, refused: true, error: this.refusal });
    try {
      const bytes = await writeDump(await dump(), dumpFile(dataDir, id));
      await fs.promises.writeFile(backupResultFile(dataDir, id), JSON.stringify({ ok: true, bytes } satisfies BackupResult));
      this.logger?.info("database backup written", { bytes });
    } catch (err) {
      this.logger?.error("database backup failed", describeError(err));
      await reply({ ok: false, error: errorLine(err) });
    }
  }
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

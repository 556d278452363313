// `npm run db:backup [-- file]` and `npm run db:restore -- file` for the embedded database.
// PostgreSQL is backed up with its own tools (pg_dump / pg_restore): see README "Operations".
import crypto from "node:crypto";
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { acquireDataDirLock as lockFolder, DataDirInUseError, isAlive, LOCK_FILE } from "../lib/data-dir-lock";
import { ConfigError, readEnv, resolveFromRoot } from "../lib/env";
import { backupResultFile, dumpFile, dumpStoppedDataDir, loadDump, requestFile, writeDump, type BackupResult } from "./backup";

const WAIT_FOR_APP_MS = 5 * 60 * 1000;

function timestamp(): string {
  return new Date().toISOString().replace(/[:.]/g, "-");
}

async function backup(dataDir: string, target: string): Promise<string> {
  // A mistyped DATA_DIR must not "back up" a brand-new empty database.
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) throw new Error(`no database in ${dataDir} (check DATA_DIR)`);
  try {
    const lock = lockFolder(dataDir);
    try {
      // Nothing runs on the folder: open it ourselves.
      await writeDump(await dumpStoppedDataDir(dataDir), target);
      return "the database was not in use; dumped directly";
    } finally {
      lock.release();
    }
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    // The app holds the folder: ask it for the dump (it answers SIGUSR2, see server/db/backup.ts).
    if (err.host && err.host !== os.hostname()) throw new Error(`the app holding ${dataDir} runs on ${err.host}: run the backup there`);
    const id = crypto.randomBytes(8).toString("hex");
    fs.writeFileSync(requestFile(dataDir, id), "", { mode: 0o600 });
    const resultFile = backupResultFile(dataDir, id);
    /** The request is withdrawn (an app started later must not answer it): the error to throw. */
    const giveUp = (reason: string): Error => {
      fs.rmSync(requestFile(dataDir, id), { force: true });
      return new Error(reason);
    };
    try {
      process.kill(err.pid, "SIGUSR2");
    } catch {
      throw giveUp(`the app (process ${err.pid}) stopped before it could be asked: run the backup again`);
    }
    const deadline = Date.now() + WAIT_FOR_APP_MS;
    for (;;) {
      // Read before looking for the answer: an app already gone by then can no longer write one.
      const alive = isAlive(err.pid);
      if (fs.existsSync(resultFile)) {
        const result = JSON.parse(fs.readFileSync(resultFile, "utf8")) as BackupResult;
        fs.rmSync(resultFile, { force: true });
        if (result.refused) throw new Error(`the running app (process ${err.pid}) cannot take a backup now: ${result.error}`);
        if (!result.ok) throw new Error(`the running app could not write the backup: ${result.error}`);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(dumpFile(dataDir, id), target);
        fs.rmSync(dumpFile(dataDir, id), { force: true });
        return `taken by the running app (process ${err.pid}) while it serves`;
      }
      // An app that ended while we waited never answers: say so now, not when the wait runs out.
      if (!alive) throw giveUp(`the app (process ${err.pid}) stopped before answering: run the backup again`);
      if (Date.now() > deadline) {
        throw giveUp(`the running app (process ${err.pid}) did not answer within ${WAIT_FOR_APP_MS / 60_000} minutes`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function restore(dataDir: string, source: string): Promise<string> {
  if (!fs.existsSync(source)) throw new Error(`no backup file at ${source}`);
  const lock = lockFolder(dataDir); // refuses while the app runs
  const incoming = `${dataDir}.restoring-${process.pid}`;
  const previous = `${dataDir}.before-restore-${timestamp()}`;
  try {
    fs.rmSync(incoming, { recursive: true, force: true });
    await loadDump(incoming, new Blob([fs.readFileSync(source)]));
    // The development session secret lives beside the database: keep it, so sessions survive.
    const secret = path.join(dataDir, ".session-secret");
    if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(incoming, ".session-secret"));
    // Lock the new folder before it takes the name, so no app can start on it mid-swap.
    const incomingLock = lockFolder(incoming);
    fs.renameSync(dataDir, previous);
    fs.renameSync(incoming, dataDir);
    incomingLock.release(); // stops its heartbeat; the file moved with the folder:
    fs.rmSync(path.join(dataDir, LOCK_FILE), { force: true });
  } catch (err) {
    fs.rmSync(incoming, { recursive: true, force: true });
    lock.release();
    throw err;
  }
  // Our first lock moved away with the old folder; remove it there so that folder reads as stopped.
  fs.rmSync(path.join(previous, LOCK_FILE), { force: true });
  return `restored; the previous data is kept at ${previous}`;
}

async function main(argv: string[]): Promise<number> {
  const [command, file] = argv;
  let env;
  try {
    env = readEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  if (env.DATABASE_URL) {
    console.error(
      "DATABASE_URL is set: back up PostgreSQL with its own tools, for example\n" +
        '  pg_dump -Fc -f gsm.dump "$DATABASE_URL"     and     pg_restore --clean --if-exists -d "$DATABASE_URL" gsm.dump',
    );
    return 1;
  }
  const dataDir = resolveFromRoot(env.DATA_DIR);
  try {
    if (command === "backup") {
      const target = path.resolve(file ?? path.join("backups", `gsm-${timestamp()}.tar.gz`));
      const how = await backup(dataDir, target);
      console.log(`Backup written to ${target} (${how}).`);
      return 0;
    }
    if (command === "restore") {
      if (!file) {
        console.error("Usage: npm run db:restore -- <backup file>");
        return 1;
      }
      console.log(`Database ${await restore(dataDir, path.resolve(file))}.`);
      return 0;
    }
    console.error("Usage: backup-cli backup [file] | restore <file>");
    return 1;
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(`${err.message}: stop the app before restoring.`);
      return 1;
    }
    console.error(`${command} failed: ${(err as Error).message}`);
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});

import fs from "node:fs";
import path from "node:path";

/** Another live process holds the data folder. */
export class DataDirInUseError extends Error {
  constructor(readonly pid: number) {
    super(`DATA_DIR is in use by process ${pid}`);
    this.name = "DataDirInUseError";
  }
}

export const LOCK_FILE = ".gsm-academy.lock";

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM"; // alive, only not ours to signal
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

function readPid(file: string): number | undefined {
  try {
    return Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's folder for this process (PRODUCT.md §14): two PGlite processes on
 * one folder corrupt it. The lock is a file created exclusively (O_EXCL) holding our pid; a lock
 * whose process is gone (a crash, a kill -9, or a pid now ours after a container restart) is taken
 * over. Nothing in the folder is opened before this succeeds.
 */
export function acquireDataDirLock(dataDir: string): { pid: number; release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      const fd = fs.openSync(file, "wx", 0o600);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      let released = false;
      return {
        pid: process.pid,
        release() {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = readPid(file);
    if (holder === undefined || Number.isNaN(holder)) {
      // Just created by another process that has not written its pid yet: give it a moment.
      if (ageMs(file) < 5_000) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
        continue;
      }
    } else if (holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(holder);
    }
    // Stale: its process is gone. Move it aside atomically, so that of two processes taking over
    // at once only one removes it; the other finds the new lock on its next attempt.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
      const moved = readPid(aside);
      if (moved !== undefined && !Number.isNaN(moved) && moved !== holder && moved !== process.pid && isAlive(moved)) {
        // We moved a live process's fresh lock (it was taken between our read and our rename): put it back.
        fs.renameSync(aside, file);
        throw new DataDirInUseError(moved);
      }
      fs.rmSync(aside, { force: true });
    } catch (err) {
      if (err instanceof DataDirInUseError) throw err;
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  throw new DataDirInUseError(readPid(file) || 0);
}

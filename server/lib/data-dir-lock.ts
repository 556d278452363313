import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Another live process holds the data folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly pid: number,
    readonly host?: string,
  ) {
    super(`DATA_DIR is in use by process ${pid}${host && host !== os.hostname() ? ` on ${host}` : ""}`);
    this.name = "DataDirInUseError";
  }
}

export const LOCK_FILE = ".gsm-academy.lock";
/**
 * The holder touches the lock this often. A lock untouched for STALE_AFTER_MS is abandoned only
 * when its holder cannot be checked: it runs on another machine sharing the volume, or its file
 * cannot be read. On this machine a live holder keeps its lock however long its heartbeat pauses
 * (a blocked event loop must not let a second process open the database under it).
 */
export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 30_000;

interface LockInfo {
  pid: number;
  host: string;
  /** Unique per acquisition: tells our lock from a later one with the same pid. */
  token: string;
  /** The holder's start time (/proc/<pid>/stat, clock ticks since boot): tells it from a later
   * process that reused its pid. Absent where /proc is not available. */
  startTime?: string;
}

/** When process `pid` started, in clock ticks since boot (Linux /proc); undefined elsewhere. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const startTime = fields[22 - 3]; // field 22 of proc(5); fields[0] is field 3
    return startTime && /^\d+$/.test(startTime) ? startTime : undefined;
  } catch {
    return undefined;
  }
}

/** Whether process `pid` exists on this machine. */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM"; // alive, only not ours to signal
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
    if (info.startTime !== undefined && typeof info.startTime !== "string") return undefined;
    return Number.isInteger(info.pid) && typeof info.host === "string" && typeof info.token === "string" ? info : undefined;
  } catch {
    return undefined;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

/**
 * Whether a lock is abandoned. On this machine that is decided by its holder alone: a process that
 * no longer exists, or whose pid now belongs to a later process (another start time), has
 * abandoned it; a live holder keeps it, whatever the age of its heartbeat. Only a holder that
 * cannot be checked (another machine sharing the volume, an unreadable lock) is judged by age: it
 * stopped touching the lock (a crash, a kill -9, a machine that died).
 */
function isStale(file: string, info: LockInfo | undefined): boolean {
  if (!info || info.host !== os.hostname()) return ageMs(file) > STALE_AFTER_MS; // !info: being written, or unreadable
  // Our own pid in a lock we are not holding was left by an earlier process (a container's pid 1).
  if (info.pid === process.pid || !isAlive(info.pid)) return true;
  const now = processStartTime(info.pid);
  return info.startTime !== undefined && now !== undefined && now !== info.startTime;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the embedded database's folder for this process (docs/product-rules.md §14): two PGlite processes on
 * one folder corrupt it. The lock is a file created exclusively (O_EXCL) holding our pid, host and
 * a token, touched every few seconds while we run. An abandoned lock is moved aside atomically and
 * taken over; nothing in the folder is opened before this succeeds.
 */
export function acquireDataDirLock(dataDir: string): { pid: number; release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    token: `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    startTime: processStartTime(process.pid),
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const fd = fs.openSync(file, "wx", 0o600);
      fs.writeSync(fd, JSON.stringify(mine));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      const heartbeat = setInterval(() => {
        const now = new Date();
        fs.utimes(file, now, now, () => undefined);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      let released = false;
      return {
        pid: process.pid,
        release() {
          if (released) return;
          released = true;
          clearInterval(heartbeat);
          if (readLock(file)?.token === mine.token) fs.rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = readLock(file);
    if (!isStale(file, holder)) {
      if (holder) throw new DataDirInUseError(holder.pid, holder.host);
      pause(100); // being written by a process that is starting right now
      continue;
    }
    // Abandoned: move it aside atomically, so that of several processes taking over at once only
    // one removes it. If what we moved was not the abandoned lock (another process replaced it
    // meanwhile), put it back with link(), which never overwrites, and try again.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw err;
    }
    const moved = readLock(aside);
    if (holder && moved && moved.token !== holder.token) {
      try {
        fs.linkSync(aside, file);
      } catch {
        // someone else holds the name now; either way we did not get it
      }
    }
    fs.rmSync(aside, { force: true });
  }
  const holder = readLock(file);
  throw new DataDirInUseError(holder?.pid ?? 0, holder?.host);
}

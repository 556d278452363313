import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE, STALE_AFTER_MS } from "./data-dir-lock";

const dirs: string[] = [];
function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-lock-"));
  dirs.push(dir);
  return dir;
}
function writeLock(dir: string, info: object, ageMs = 0) {
  const file = path.join(dir, LOCK_FILE);
  fs.writeFileSync(file, JSON.stringify(info));
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the data-folder lock", () => {
  it("is held once: a second taker in the same process's view is refused while it is held, free after release", () => {
    const dir = folder();
    const lock = acquireDataDirLock(dir);
    writeLock(dir, { pid: 1, host: os.hostname(), token: "x" }); // pid 1 is alive: someone holds it
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    fs.rmSync(path.join(dir, LOCK_FILE));
    lock.release();
    acquireDataDirLock(dir).release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it("takes over a lock whose process on this machine is gone", () => {
    const dir = folder();
    writeLock(dir, { pid: 2 ** 22 + 12345, host: os.hostname(), token: "dead" });
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("respects a fresh lock from another machine sharing the volume, and takes one over once its heartbeat stops", () => {
    const dir = folder();
    writeLock(dir, { pid: 4242, host: "other-machine", token: "remote" });
    expect(() => acquireDataDirLock(dir)).toThrow(/DATA_DIR is in use by process 4242 on other-machine/);
    writeLock(dir, { pid: 4242, host: "other-machine", token: "remote" }, STALE_AFTER_MS + 5_000);
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8")).host).toBe(os.hostname());
    lock.release();
  });
});

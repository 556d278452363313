import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE, processStartTime, STALE_AFTER_MS } from "./data-dir-lock";

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
const children: ChildProcess[] = [];
/** A live process of this machine that is not us (it holds nothing, it only has to exist). */
async function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  await new Promise<void>((resolve, reject) => child.once("spawn", resolve).once("error", reject));
  return child.pid!;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  for (const child of children.splice(0)) child.kill("SIGKILL");
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

  it("leaves a live holder on this machine its lock however old its heartbeat (a blocked event loop)", async () => {
    const dir = folder();
    const pid = await liveProcess();
    const startTime = processStartTime(pid);
    writeLock(dir, { pid, host: os.hostname(), token: "busy", ...(startTime ? { startTime } : {}) }, STALE_AFTER_MS * 10);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`DATA_DIR is in use by process ${pid}$`));
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8")).token).toBe("busy");
    // A lock written before start times were recorded: the live pid still keeps it.
    writeLock(dir, { pid, host: os.hostname(), token: "older-format" }, STALE_AFTER_MS * 10);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
  });

  it("takes over an old lock whose pid now belongs to a later process (another start time)", async () => {
    const dir = folder();
    const pid = await liveProcess();
    const startTime = processStartTime(pid);
    if (startTime === undefined) return; // no /proc here: a reused pid cannot be told apart
    writeLock(dir, { pid, host: os.hostname(), token: "reused", startTime: String(Number(startTime) - 1) }, STALE_AFTER_MS * 10);
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over an old lock of a process that is gone", async () => {
    const dir = folder();
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    const pid = child.pid!;
    await new Promise((resolve) => child.once("exit", resolve));
    writeLock(dir, { pid, host: os.hostname(), token: "gone", startTime: "1" }, STALE_AFTER_MS * 10);
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("records this process's start time where /proc has it", () => {
    const dir = folder();
    const lock = acquireDataDirLock(dir);
    const info = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), "utf8"));
    expect(info.startTime).toBe(processStartTime(process.pid));
    if (fs.existsSync("/proc/self/stat")) expect(info.startTime).toMatch(/^\d+$/);
    lock.release();
  });
});

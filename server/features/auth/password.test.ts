import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, readEnv } from "../../lib/env";
import { TEST_PASSWORD_COST } from "../../test/setup";
import { HashingQueue } from "./hashing-queue";
import { hashPassword, needsRehash, setPasswordCostForTests, verifyPassword } from "./password";

/** A hash in the format earlier releases stored: scrypt$N$r$p$<salt>$<key>. */
function scryptHash(password: string, N: number) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N, r: 8, p: 1 });
  return `scrypt$${N}$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}

describe("password hashes", () => {
  it("are argon2id PHC strings carrying their parameters, verified against the right password only", async () => {
    const stored = await hashPassword("correct horse 1");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword("correct horse 1", stored)).toBe(true);
    expect(await verifyPassword("correct horse 2", stored)).toBe(false);
    expect(await hashPassword("correct horse 1")).not.toBe(stored); // a fresh salt each time
    expect(needsRehash(stored)).toBe(false);
  });

  it("still verify a scrypt hash of earlier releases, which is marked for upgrade", async () => {
    const stored = scryptHash("older-pass-1", 2 ** 12);
    expect(await verifyPassword("older-pass-1", stored)).toBe(true);
    expect(await verifyPassword("older-pass-2", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it("mark an argon2id hash weaker than today's cost for upgrade, not a stronger one", async () => {
    setPasswordCostForTests({ memoryCost: 512, timeCost: 1, parallelism: 1 });
    const weaker = await hashPassword("pw");
    setPasswordCostForTests({ memoryCost: 2048, timeCost: 2, parallelism: 1 });
    const stronger = await hashPassword("pw");
    setPasswordCostForTests(TEST_PASSWORD_COST);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(stronger)).toBe(false);
    expect(await verifyPassword("pw", weaker)).toBe(true);
  });

  it("refuse malformed or absurdly costly stored hashes without computing them", async () => {
    const good = await hashPassword("pw");
    const [, , , , salt, digest] = good.split("$");
    for (const stored of [
      "",
      "plain-text-password",
      "$argon2id$v=19$m=1024,t=1,p=1$short",
      `$argon2i$v=19$m=1024,t=1,p=1$${salt}$${digest}`,
      `$argon2id$v=19$m=4194304,t=1,p=1$${salt}$${digest}`, // 4 GiB
      `$argon2id$v=19$m=1024,t=100000,p=1$${salt}$${digest}`,
      "scrypt$1048576$8$1$c2FsdA==$a2V5", // N=2^20: 1 GiB
      "scrypt$1024$8$1$c2FsdA==$",
    ]) {
      expect(await verifyPassword("pw", stored), stored).toBe(false);
      expect(needsRehash(stored), stored).toBe(true);
    }
  });
});

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the hashing queue", () => {
  it("runs at most its limit at once, starts the others in arrival order, and a raised limit starts them now", async () => {
    const queue = new HashingQueue(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const task = (id: number) =>
      queue.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        started.push(id);
        await new Promise<void>((resolve) => finish.set(id, resolve));
        running -= 1;
        return id;
      });
    const all = [1, 2, 3, 4, 5].map(task);
    await settle();
    expect(started).toEqual([1, 2]);
    expect(queue.waiting).toBe(3);
    finish.get(2)!();
    await all[1];
    await settle();
    expect(started).toEqual([1, 2, 3]);
    queue.setLimit(4);
    await settle();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    for (const id of [1, 3, 4, 5]) finish.get(id)!();
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(4);
    expect(queue.waiting).toBe(0);
  });

  it("frees its slot when a task fails", async () => {
    const queue = new HashingQueue(1);
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => "next")).toBe("next");
  });

  it("is sized by PASSWORD_HASH_CONCURRENCY (default 2), which must leave two of libuv's threads free", () => {
    expect(readEnv({}).PASSWORD_HASH_CONCURRENCY).toBe(2);
    expect(readEnv({ PASSWORD_HASH_CONCURRENCY: "1" }).PASSWORD_HASH_CONCURRENCY).toBe(1);
    expect(() => readEnv({ PASSWORD_HASH_CONCURRENCY: "3" })).toThrow(ConfigError);
    expect(() => readEnv({ PASSWORD_HASH_CONCURRENCY: "3" })).toThrow(/UV_THREADPOOL_SIZE of at least 5/);
    expect(readEnv({ PASSWORD_HASH_CONCURRENCY: "3", UV_THREADPOOL_SIZE: "5" }).PASSWORD_HASH_CONCURRENCY).toBe(3);
    expect(() => readEnv({ PASSWORD_HASH_CONCURRENCY: "0" })).toThrow(/PASSWORD_HASH_CONCURRENCY/);
  });
});

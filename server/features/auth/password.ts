import { scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { hash as argon2Hash, parseOptions, verify as argon2Verify } from "@node-rs/argon2";
import { HashingQueue } from "./hashing-queue";

// argon2id at OWASP's first recommendation (m=19 MiB, t=2, p=1): about 7 times less memory per
// hash than the scrypt (N=2^17, 128 MB) it replaces, for the same protection
// (docs/decisions/031-password-hashing-argon2id.md). New hashes are PHC strings,
// "$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>"; hashes of the previous releases,
// "scrypt$N$r$p$<salt>$<key>", still verify and are replaced at the next successful sign-in.
export interface PasswordCost {
  /** Memory in KiB. */
  memoryCost: number;
  /** Passes over the memory. */
  timeCost: number;
  parallelism: number;
}
export const PRODUCTION_PASSWORD_COST: Readonly<PasswordCost> = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };
// Algorithm.Argon2id and Version.V0x13: the package's enums are `const enum`s, unusable under isolatedModules.
const ARGON2ID = 2;
const ARGON2_V13 = 1;
let cost: PasswordCost = { ...PRODUCTION_PASSWORD_COST };

/** Test suites only: they create thousands of users; the tests of the production cost switch back. */
export function setPasswordCostForTests(next: PasswordCost | "production") {
  cost = next === "production" ? { ...PRODUCTION_PASSWORD_COST } : { ...next };
}

// 2, as PASSWORD_HASH_CONCURRENCY's default (server/lib/env.ts), until server/index.ts sets it.
const queue = new HashingQueue(2);
let running = 0;
let peakRunning = 0;

/** How many hashes may be computed at once in this process (PASSWORD_HASH_CONCURRENCY). */
export function setPasswordHashConcurrency(limit: number) {
  queue.setLimit(limit);
}

/** For tests and diagnostics: hash computations running now, the most seen at once, and waiting ones. */
export function passwordHashingStats() {
  return { running, peakRunning, waiting: queue.waiting, concurrency: queue.concurrency };
}
export function resetPasswordHashingPeak() {
  peakRunning = running;
}

/** Every hash computation (new hash or verification) goes through here: queued, then counted. */
function compute<T>(work: () => Promise<T>): Promise<T> {
  return queue.run(async () => {
    running += 1;
    peakRunning = Math.max(peakRunning, running);
    try {
      return await work();
    } finally {
      running -= 1;
    }
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { memoryCost, timeCost, parallelism } = cost;
  return compute(() => argon2Hash(password, { algorithm: ARGON2ID, memoryCost, timeCost, parallelism }));
}

// A stored hash with absurd parameters must not make a sign-in allocate gigabytes or spin for minutes.
const MAX_ARGON2 = { memoryCost: 256 * 1024, timeCost: 16, parallelism: 8 };
const MAX_SCRYPT_N = 2 ** 18;

/** The parameters of a stored argon2id hash, or null when it is not one we would verify. */
function argon2Params(stored: string): (PasswordCost & { current: boolean }) | null {
  if (!stored.startsWith("$argon2id$")) return null;
  try {
    const o = parseOptions(stored);
    if (o.algorithm !== ARGON2ID) return null;
    if (o.memoryCost > MAX_ARGON2.memoryCost || o.timeCost > MAX_ARGON2.timeCost || o.parallelism > MAX_ARGON2.parallelism) return null;
    // current: argon2 version 1.3 (0x13), the one hashPassword writes.
    return { memoryCost: o.memoryCost, timeCost: o.timeCost, parallelism: o.parallelism, current: o.version === ARGON2_V13 };
  } catch {
    return null; // malformed
  }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (argon2Params(stored)) {
    return compute(() => argon2Verify(stored, password)).catch(() => false);
  }
  if (stored.startsWith("scrypt$")) return verifyScrypt(password, stored);
  return false;
}

/** True when the hash is not argon2id at today's cost or above (it is redone at sign-in). */
export function needsRehash(stored: string): boolean {
  const params = argon2Params(stored);
  if (!params?.current) return true;
  return params.memoryCost < cost.memoryCost || params.timeCost < cost.timeCost || params.parallelism < cost.parallelism;
}

// Verifying against this when the username is unknown keeps both failures equally slow.
let dummyHash: { cost: PasswordCost; hash: Promise<string> } | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  if (dummyHash?.cost !== cost) dummyHash = { cost, hash: hashPassword("dummy-password-for-timing") };
  await verifyPassword(password, await dummyHash.hash);
}

// --- scrypt: hashes stored by earlier releases ---

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (128 MB at N=2^17); Node's default ceiling is 32 MB.
  const maxmem = 256 * (options.N ?? 1) * (options.r ?? 8) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, { ...options, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6) return false;
  const [, n, rr, pp, saltB64, keyB64] = parts;
  const N = Number(n);
  const r = Number(rr);
  const p = Number(pp);
  if (
    !Number.isInteger(N) ||
    N < 2 ||
    N > MAX_SCRYPT_N ||
    !Number.isInteger(r) ||
    r < 1 ||
    r > 8 ||
    !Number.isInteger(p) ||
    p < 1 ||
    p > 16
  )
    return false;
  const expected = Buffer.from(keyB64, "base64");
  if (expected.length === 0) return false;
  const key = await compute(() => scrypt(password, Buffer.from(saltB64, "base64"), expected.length, { N, r, p }));
  return timingSafeEqual(key, expected);
}

import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt from Node's crypto: no native addon to build. The parameters are OWASP's current minimum
// for scrypt (N=2^17, r=8, p=1) and are stored with each hash, so a hash made with weaker ones is
// still verified and is upgraded at the next successful sign-in (needsRehash).
const PRODUCTION_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEYLEN = 64;
let cost: { N: number; r: number; p: number } = { ...PRODUCTION_COST };

/** Test suites only: hashing at full cost takes ~0.5 s, and the suites create thousands of users. */
export function setPasswordCostForTests(next: { N: number; r: number; p: number } | "production") {
  cost = next === "production" ? { ...PRODUCTION_COST } : next;
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (128 MB at N=2^17); Node's default ceiling is 32 MB.
  const maxmem = 256 * (options.N ?? 1) * (options.r ?? 8) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, { ...options, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

// A stored hash with absurd parameters must not make a sign-in allocate gigabytes.
const MAX_N = 2 ** 18;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, rr, pp, saltB64, keyB64] = parts;
  const N = Number(n);
  const r = Number(rr);
  const p = Number(pp);
  if (!Number.isInteger(N) || N < 2 || N > MAX_N || !Number.isInteger(r) || r < 1 || r > 8 || !Number.isInteger(p) || p < 1 || p > 16)
    return false;
  const expected = Buffer.from(keyB64, "base64");
  const key = await scrypt(password, Buffer.from(saltB64, "base64"), expected.length, { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when the hash was made with weaker parameters than today's (it is redone at sign-in). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, rr, pp] = stored.split("$");
  if (scheme !== "scrypt") return true;
  return Number(n) < cost.N || Number(rr) < cost.r || Number(pp) < cost.p;
}

// Verifying against this when the username is unknown keeps both failures equally slow.
let dummyHash: { cost: number; hash: Promise<string> } | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  if (dummyHash?.cost !== cost.N) dummyHash = { cost: cost.N, hash: hashPassword("dummy-password-for-timing") };
  await verifyPassword(password, await dummyHash.hash);
}

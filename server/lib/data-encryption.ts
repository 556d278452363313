import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Encryption of personal secrets at rest (two-factor secrets; payout details next): AES-256-GCM
 * with DATA_ENCRYPTION_KEY (docs/decisions/037-totp-and-data-encryption-key.md).
 *
 * A key is 32 random bytes written in base64 (`openssl rand -base64 32`). Every value is stored as
 * `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts): the key id (the first 8 hex digits of
 * SHA-256 of the key) names the key that wrote it, so a new key can take over while old values are
 * still read with the old one (DATA_ENCRYPTION_OLD_KEYS) until they are written again.
 */
const VERSION = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** The 32 bytes a base64 key holds, or null when it is not one. */
export function parseEncryptionKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === KEY_BYTES ? bytes : null;
}

export const ENCRYPTION_KEY_FORMAT = "32 random bytes in base64 (openssl rand -base64 32)";

const keyIdOf = (key: Buffer) => crypto.createHash("sha256").update(key).digest("hex").slice(0, 8);

export class DataCipher {
  private readonly current: { id: string; key: Buffer };
  private readonly byId = new Map<string, Buffer>();

  /** `key` writes and reads; `oldKeys` only read what they once wrote. */
  constructor(key: Buffer, oldKeys: Buffer[] = []) {
    if (key.length !== KEY_BYTES) throw new Error(`An encryption key is ${KEY_BYTES} bytes.`);
    this.current = { id: keyIdOf(key), key };
    for (const k of [key, ...oldKeys]) this.byId.set(keyIdOf(k), k);
  }

  /** A cipher with a random key that lives as long as the process (tests). */
  static random(): DataCipher {
    return new DataCipher(crypto.randomBytes(KEY_BYTES));
  }

  get keyId(): string {
    return this.current.id;
  }

  encrypt(plain: string): string {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv("aes-256-gcm", this.current.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString("base64url"));
    return [VERSION, this.current.id, ...parts].join(".");
  }

  /** The text `encrypt` was given; throws when the value is malformed, altered or its key is unknown. */
  decrypt(stored: string): string {
    const [version, keyId, iv, body, tag, ...rest] = stored.split(".");
    if (version !== VERSION || rest.length > 0 || iv === undefined || body === undefined || tag === undefined) {
      throw new Error("Not an encrypted value.");
    }
    const key = this.byId.get(keyId!);
    if (!key) throw new Error(`No key with id ${keyId} (DATA_ENCRYPTION_KEY or DATA_ENCRYPTION_OLD_KEYS).`);
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  }

  /** Whether `stored` was written with an older key (to write it again with the current one). */
  isStale(stored: string): boolean {
    return stored.split(".")[1] !== this.current.id;
  }
}

/**
 * The cipher of this process: DATA_ENCRYPTION_KEY (and old keys) from the environment; in
 * development and tests without one, a random key generated once and kept in DATA_DIR (as the
 * session secret is). In production without a key: null (nothing can be encrypted; server/index.ts
 * refuses to start when something already is).
 */
export function resolveDataCipher(opts: { fromEnv?: string; oldKeys?: string; production: boolean; dataDir: string }): DataCipher | null {
  const old = (opts.oldKeys ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => parseEncryptionKey(k))
    .filter((k): k is Buffer => k !== null);
  if (opts.fromEnv) {
    const key = parseEncryptionKey(opts.fromEnv);
    if (!key) throw new Error(`DATA_ENCRYPTION_KEY must be ${ENCRYPTION_KEY_FORMAT}.`);
    return new DataCipher(key, old);
  }
  if (opts.production) return null;
  const file = path.join(opts.dataDir, ".data-encryption-key");
  let key: Buffer | null;
  try {
    key = parseEncryptionKey(fs.readFileSync(file, "utf8"));
    // Never replaced: the values it encrypted would be lost.
    if (!key) throw new Error(`${file} does not hold a key (${ENCRYPTION_KEY_FORMAT}).`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    fs.mkdirSync(opts.dataDir, { recursive: true });
    key = crypto.randomBytes(KEY_BYTES);
    fs.writeFileSync(file, key.toString("base64"), { mode: 0o600 });
  }
  return new DataCipher(key, old);
}

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertKey,
  assertPrefix,
  type ByteRange,
  type PutOptions,
  type Storage,
  type StorageObjectInfo,
  type StorageRead,
  StorageUnavailableError,
} from "./storage";

/** Temporary files live here, under the root; never listed as objects. */
export const LOCAL_TMP_FOLDER = "tmp";

/** Objects as files under `root` (UPLOAD_DIR): "videos/x.mp4" is <root>/videos/x.mp4. */
export class LocalStorage implements Storage {
  readonly driver = "local" as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertKey(key);
    const absolute = path.resolve(this.root, key);
    if (!absolute.startsWith(this.root + path.sep)) throw new Error("storage key leaves the root");
    return absolute;
  }

  async check(): Promise<void> {
    try {
      await fs.promises.mkdir(this.root, { recursive: true });
      await fs.promises.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
    } catch (err) {
      throw new StorageUnavailableError("check", err);
    }
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  private async tmpPath(): Promise<string> {
    const dir = path.join(this.root, LOCAL_TMP_FOLDER);
    await fs.promises.mkdir(dir, { recursive: true });
    return path.join(dir, `put-${crypto.randomBytes(12).toString("hex")}`);
  }

  async put(key: string, body: Buffer | string | Readable): Promise<void> {
    const target = this.pathOf(key);
    const tmp = await this.tmpPath();
    try {
      if (body instanceof Readable) await pipeline(body, fs.createWriteStream(tmp));
      else await fs.promises.writeFile(tmp, body);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(tmp, target);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
  }

  async putFile(key: string, filePath: string, options: PutOptions = {}): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    if (options.keepSource) return this.put(key, fs.createReadStream(filePath));
    try {
      await fs.promises.rename(filePath, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
      // Another file system (a temp folder elsewhere): copy, then remove the original.
      await this.put(key, fs.createReadStream(filePath));
      await fs.promises.rm(filePath, { force: true });
    }
  }

  async stat(key: string): Promise<StorageObjectInfo | null> {
    const stat = await fs.promises.stat(this.pathOf(key)).catch(() => undefined);
    return stat?.isFile() ? { key, size: stat.size, lastModified: stat.mtime } : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StorageRead | null> {
    const filePath = this.pathOf(key);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(filePath, "r");
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return null;
      throw err;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    const { range } = options;
    const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    return { body, size: stat.size, range };
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertPrefix(prefix);
    let count = 0;
    for await (const _ of this.list(prefix)) count += 1;
    await fs.promises.rm(this.pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
    return count;
  }

  async *list(prefix: string): AsyncIterable<StorageObjectInfo> {
    // Walks the folder that holds the prefix, then keeps the keys that start with it.
    const slash = prefix.lastIndexOf("/");
    const base = slash >= 0 ? prefix.slice(0, slash) : "";
    if (base) assertKey(base);
    yield* this.walk(base, prefix);
  }

  private async *walk(folder: string, prefix: string): AsyncIterable<StorageObjectInfo> {
    const dir = folder ? path.join(this.root, folder) : this.root;
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (!folder && entry.name === LOCAL_TMP_FOLDER) continue;
      if (entry.isDirectory()) {
        if (prefix.startsWith(`${key}/`) || key.startsWith(prefix)) yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const stat = await fs.promises.stat(path.join(dir, entry.name)).catch(() => undefined);
        if (stat) yield { key, size: stat.size, lastModified: stat.mtime };
      }
    }
  }

  async presign(): Promise<string | null> {
    return null;
  }
}

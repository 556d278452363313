// The storage contract (docs/decisions/015): the same suite for the local driver and for S3 on a
// real S3-compatible server (s3rver).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../../test/s3-server";
import { readEnv } from "../env";
import { assertKey, contentTypeOf, keyOfRef, LocalStorage, type Storage } from "./index";
import { copyLocalFiles } from "./migrate";
import { scaled } from "../../test/timeout-scale";

const execFileAsync = promisify(execFile);

async function text(storage: Storage, key: string, range?: { start: number; end: number }): Promise<string | null> {
  const read = await storage.get(key, { range });
  if (!read) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

async function keys(storage: Storage, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list(prefix)) found.push(object.key);
  return found.sort();
}

let s3: TestS3;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-storage-"));
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Storage>][] = [
  ["local", async () => new LocalStorage(fs.mkdtempSync(path.join(scratch, "local-")))],
  ["s3", () => s3.storage()],
];

describe.each(drivers)("storage driver: %s", (_name, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });

  it("puts, reads, stats and deletes an object", async () => {
    expect(await storage.exists("images/a.png")).toBe(false);
    expect(await storage.get("images/a.png")).toBeNull();
    expect(await storage.stat("images/a.png")).toBeNull();
    await storage.put("images/a.png", Buffer.from("hello world"));
    expect(await storage.exists("images/a.png")).toBe(true);
    expect(await text(storage, "images/a.png")).toBe("hello world");
    const info = await storage.stat("images/a.png");
    expect(info?.size).toBe(11);
    expect(Math.abs(Date.now() - info!.lastModified.getTime())).toBeLessThan(60_000);
    await storage.delete("images/a.png");
    expect(await storage.exists("images/a.png")).toBe(false);
    await storage.delete("images/a.png"); // already gone: not an error
  });

  it("reads byte ranges and reports the whole size", async () => {
    await storage.put("videos/r.mp4", "0123456789");
    const read = await storage.get("videos/r.mp4", { range: { start: 2, end: 5 } });
    expect(read?.size).toBe(10);
    expect(await text(storage, "videos/r.mp4", { start: 2, end: 5 })).toBe("2345");
    expect(await text(storage, "videos/r.mp4", { start: 9, end: 9 })).toBe("9");
  });

  it("stores streams and moves temporary files in", async () => {
    await storage.put("documents/s.txt", Readable.from([Buffer.from("a"), Buffer.from("b")]));
    expect(await text(storage, "documents/s.txt")).toBe("ab");
    const tmp = path.join(scratch, `tmp-${Math.random().toString(36).slice(2)}`);
    fs.writeFileSync(tmp, "from disk");
    await storage.putFile("videos/moved.mp4", tmp, { contentType: "video/mp4" });
    expect(fs.existsSync(tmp)).toBe(false);
    expect(await text(storage, "videos/moved.mp4")).toBe("from disk");
  });

  it("replaces an object written again", async () => {
    await storage.put("images/twice.png", "one");
    await storage.put("images/twice.png", "two");
    expect(await text(storage, "images/twice.png")).toBe("two");
  });

  it("lists and deletes everything under a prefix, and nothing else", async () => {
    await storage.put("streams/7/abc/master.m3u8", "#EXTM3U");
    await storage.put("streams/7/abc/240p/seg_000.ts", "x");
    await storage.put("streams/7/abc/240p/index.m3u8", "y");
    await storage.put("streams/70/keep.ts", "z");
    expect(await keys(storage, "streams/7/")).toEqual([
      "streams/7/abc/240p/index.m3u8",
      "streams/7/abc/240p/seg_000.ts",
      "streams/7/abc/master.m3u8",
    ]);
    expect(await storage.deletePrefix("streams/7/")).toBe(3);
    expect(await keys(storage, "streams/7/")).toEqual([]);
    expect(await keys(storage, "streams/")).toEqual(["streams/70/keep.ts"]);
    expect(await storage.deletePrefix("streams/nothing/")).toBe(0);
    await expect(storage.deletePrefix("streams")).rejects.toThrow(/ends with/);
  });

  it("refuses keys that could leave their folder", async () => {
    for (const key of ["../x", "a/../b", "/abs", "a//b", "a\\b", ".hidden", "a/./b", ""]) {
      await expect(storage.put(key, "x"), key).rejects.toThrow(/invalid storage key/);
    }
  });

  it("presigns a short-lived URL on S3 only", async () => {
    await storage.put("documents/p.txt", "signed");
    const url = await storage.presign("documents/p.txt", { expiresIn: 60, contentDisposition: "attachment" });
    if (storage.driver === "local") {
      expect(url).toBeNull();
      expect(storage.localPath("documents/p.txt")).toMatch(/documents[/\\]p\.txt$/);
      return;
    }
    expect(url).toMatch(/X-Amz-Expires=60/);
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("signed");
    expect(res.headers.get("content-disposition")).toBe("attachment");
    expect(storage.localPath("documents/p.txt")).toBeNull();
  });
});

describe("storage keys", () => {
  it("maps upload references to keys and back", () => {
    expect(keyOfRef("/uploads/videos/abc.mp4")).toBe("videos/abc.mp4");
    for (const ref of ["/uploads/tmp/x", "/uploads/videos/../x", "https://x.test/a.mp4", null, "/uploads/videos/a/b.mp4"]) {
      expect(keyOfRef(ref), String(ref)).toBeNull();
    }
    expect(() => assertKey("streams/1/ab/720p/seg_000.ts")).not.toThrow();
    expect(contentTypeOf("streams/1/master.m3u8")).toBe("application/vnd.apple.mpegurl");
    expect(contentTypeOf("a.unknown")).toBe("application/octet-stream");
  });
});

describe("npm run storage:migrate", () => {
  it(
    "copies the local files into the bucket, and a second run copies nothing",
    async () => {
      const root = fs.mkdtempSync(path.join(scratch, "migrate-"));
      const local = new LocalStorage(root);
      await local.put("images/a.png", "png");
      await local.put("videos/b.mp4", "mp4 bytes");
      await local.put("streams/3/run/240p/seg_000.ts", "ts");
      fs.mkdirSync(path.join(root, "tmp"), { recursive: true });
      fs.writeFileSync(path.join(root, "tmp", "upload-in-flight"), "x");
      const bucket = await s3.storage();
      expect(await copyLocalFiles(local, bucket)).toEqual({ copied: 3, skipped: 0 });
      expect(await keys(bucket, "")).toEqual(["images/a.png", "streams/3/run/240p/seg_000.ts", "videos/b.mp4"]);
      expect(await text(bucket, "videos/b.mp4")).toBe("mp4 bytes");
      expect((await bucket.stat("streams/3/run/240p/seg_000.ts"))?.size).toBe(2);
      expect(fs.existsSync(path.join(root, "videos", "b.mp4"))).toBe(true); // the local files stay

      // Through the command itself, with the environment an operator sets.
      await local.put("documents/c.pdf", "pdf");
      const env = {
        ...process.env,
        NODE_ENV: "test",
        UPLOAD_DIR: root,
        STORAGE_DRIVER: "s3",
        S3_ENDPOINT: s3.config.endpoint,
        S3_REGION: "us-east-1",
        S3_BUCKET: bucket.bucket,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
      };
      const cli = path.join(__dirname, "migrate-cli.ts");
      const { stdout } = await execFileAsync(process.execPath, ["--import", "tsx", cli], { env });
      expect(stdout).toMatch(/Done: 1 copied, 3 already there/);
      expect(await text(bucket, "documents/c.pdf")).toBe("pdf");
      const again = await execFileAsync(process.execPath, ["--import", "tsx", cli], { env });
      expect(again.stdout).toMatch(/Done: 0 copied, 4 already there/);
    },
    scaled(60_000),
  );

  it("says what is missing when STORAGE_DRIVER=s3 lacks its settings", () => {
    expect(() => readEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "b" })).toThrow(
      /STORAGE_DRIVER=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => readEnv({ STORAGE_DRIVER: "disk" })).toThrow(/STORAGE_DRIVER must be "local" or "s3"/);
    expect(() =>
      readEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", S3_ENDPOINT: "minio:9000" }),
    ).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(readEnv({}).STORAGE_DRIVER).toBe("local");
  });
});

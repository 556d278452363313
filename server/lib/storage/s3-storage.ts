import fs from "node:fs";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  assertKey,
  assertPrefix,
  contentTypeOf,
  type ByteRange,
  type PresignOptions,
  type PutOptions,
  type Storage,
  type StorageObjectInfo,
  type StorageRead,
  StorageUnavailableError,
} from "./storage";

export interface S3StorageConfig {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

function isMissing(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata?.httpStatusCode === 404;
  }
  return false;
}

// Node's words for a connection that was refused, lost or never made, and the SDK's for a timeout.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
const TIMEOUT_NAMES = new Set(["TimeoutError", "RequestTimeout", "RequestTimeoutException"]);

/** The store is down or failing on its side (not: no such key, access denied, a bad request). */
function isUnavailable(err: unknown): boolean {
  if (err instanceof S3ServiceException) return (err.$metadata?.httpStatusCode ?? 0) >= 500 || TIMEOUT_NAMES.has(err.name);
  const e = err as { code?: unknown; name?: unknown } | undefined;
  return (typeof e?.code === "string" && NETWORK_CODES.has(e.code)) || (typeof e?.name === "string" && TIMEOUT_NAMES.has(e.name));
}

/** Runs one call to the store; an outage becomes a StorageUnavailableError (503, not "database"). */
async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw isUnavailable(err) ? new StorageUnavailableError(operation, err) : err;
  }
}

/** Objects in one bucket of any S3-compatible store (AWS S3, Cloudflare R2, MinIO...). */
export class S3Storage implements Storage {
  readonly driver = "s3" as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Some S3-compatible stores reject the newer default checksums.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // A store that does not accept the connection fails the call in seconds instead of hanging it.
      requestHandler: { connectionTimeout: 5_000 },
    });
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      // A missing bucket or refused credentials also leave every file unreachable.
      throw new StorageUnavailableError("check", err);
    }
  }

  localPath(): string | null {
    return null;
  }

  async put(key: string, body: Buffer | string | Readable, options: PutOptions = {}): Promise<void> {
    assertKey(key);
    // PutObject needs a length: a stream of unknown size is collected first (small objects only;
    // large files go through putFile, which knows the size).
    let payload: Buffer | string = body as Buffer | string;
    if (body instanceof Readable) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
      payload = Buffer.concat(chunks);
    }
    await call("put", () =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: payload, ContentType: options.contentType ?? contentTypeOf(key) }),
      ),
    );
  }

  async putFile(key: string, filePath: string, options: PutOptions = {}): Promise<void> {
    assertKey(key);
    const { size } = await fs.promises.stat(filePath);
    await call("put", () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: fs.createReadStream(filePath),
          ContentLength: size,
          ContentType: options.contentType ?? contentTypeOf(key),
        }),
      ),
    );
    if (!options.keepSource) await fs.promises.rm(filePath, { force: true });
  }

  async stat(key: string): Promise<StorageObjectInfo | null> {
    assertKey(key);
    try {
      const head = await call("stat", () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
      return { key, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StorageRead | null> {
    assertKey(key);
    const { range } = options;
    try {
      const out = await call("get", () =>
        this.client.send(
          new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        ),
      );
      const body = out.Body as Readable;
      // "bytes 0-99/1234": the whole size is after the slash.
      const total = out.ContentRange ? Number(out.ContentRange.split("/")[1]) : (out.ContentLength ?? 0);
      return { body, size: total, range };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    try {
      await call("delete", () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertPrefix(prefix);
    let count = 0;
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const objects = batch.map((Key) => ({ Key }));
      batch = [];
      await call("delete", () =>
        this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } })),
      );
    };
    for await (const object of this.list(prefix)) {
      batch.push(object.key);
      count += 1;
      if (batch.length === 1000) await flush();
    }
    await flush();
    return count;
  }

  async *list(prefix: string): AsyncIterable<StorageObjectInfo> {
    let token: string | undefined;
    do {
      const page = await call("list", () =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token })),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async presign(key: string, options: PresignOptions = {}): Promise<string> {
    assertKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.contentDisposition,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresIn ?? 300 });
  }
}

import type { Readable } from "node:stream";

/**
 * One place for every uploaded file (docs/decisions/015-object-storage.md): images, documents,
 * videos, captions and transcoded streams. Keys are relative, "/"-separated paths such as
 * "videos/ab12.mp4" or "streams/12/ab/720p/seg_000.ts"; an upload's public reference is
 * "/uploads/<key>" (see keyOfRef). Two drivers: local disk under UPLOAD_DIR, and S3.
 */
export interface StorageObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
}

/** A byte range, both ends inclusive (as in HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StorageRead {
  body: Readable;
  /** The whole object's size, not the range's. */
  size: number;
  /** The part returned when a range was asked for. */
  range?: ByteRange;
}

export interface PutOptions {
  contentType?: string;
  /** putFile: copy the file and leave it where it is (storage:migrate). */
  keepSource?: boolean;
}

export interface PresignOptions {
  /** Seconds; default 300. */
  expiresIn?: number;
  contentType?: string;
  /** e.g. "attachment". */
  contentDisposition?: string;
}

export interface Storage {
  readonly driver: "local" | "s3";
  /**
   * Resolves when the store answers (the bucket exists and can be reached; the local folder exists
   * and is writable); otherwise rejects with a StorageUnavailableError. Cheap: for readiness checks.
   */
  check(): Promise<void>;
  /** Writes an object from bytes, text or a stream (replacing any object of that key). */
  put(key: string, body: Buffer | string | Readable, options?: PutOptions): Promise<void>;
  /** Moves a temporary file into storage (renamed on local disk, uploaded and deleted on S3; kept with keepSource). */
  putFile(key: string, filePath: string, options?: PutOptions): Promise<void>;
  /** Reads an object, or a byte range of it; null when there is no such object. */
  get(key: string, options?: { range?: ByteRange }): Promise<StorageRead | null>;
  /** Size and date, or null when there is no such object. */
  stat(key: string): Promise<StorageObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end with "/"); answers how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every object under `prefix` ("" for all), in no particular order. */
  list(prefix: string): AsyncIterable<StorageObjectInfo>;
  /**
   * A short-lived URL to read the object directly from the store (S3), or null when the driver
   * has none (local disk: the app streams the file). Issue it only after the access check.
   */
  presign(key: string, options?: PresignOptions): Promise<string | null>;
  /** The object's path on this machine's disk (local driver), or null (S3): ffmpeg reads it in place. */
  localPath(key: string): string | null;
}

/**
 * The file store could not be reached or failed on its side (refused or lost connection, timeout,
 * a 5xx from S3): not the request's fault and not the database's. The API answers 503
 * STORAGE_UNAVAILABLE (server/middleware/error-handler.ts). The original error is its `cause`.
 */
export class StorageUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`storage unavailable (${operation}): ${(cause as Error)?.message?.split("\n")[0] ?? String(cause)}`, { cause });
    this.name = "StorageUnavailableError";
  }
}

/** True when the error, or one it wraps, says the file store is unavailable. */
export function isStorageUnavailable(err: unknown): boolean {
  let e = err as { cause?: unknown } | undefined;
  for (let i = 0; e && typeof e === "object" && i < 4; i++) {
    if (e instanceof StorageUnavailableError) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Whether the store answers now: `{ ok: true }`, or `{ ok: false, reason }` (no keys or secrets). */
export async function checkStorage(storage: Storage): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await storage.check();
    return { ok: true };
  } catch (err) {
    return { ok: false, reason: ((err as Error)?.message ?? String(err)).split("\n")[0].slice(0, 300) };
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,254}){0,8}$/;

/** Keys are plain segments: no "..", no leading "/", no backslashes or URL escapes. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split("/").some((s) => s === "." || s === ".." || s.includes(".."))) {
    throw new Error(`invalid storage key: ${JSON.stringify(key).slice(0, 80)}`);
  }
}

export function assertPrefix(prefix: string): void {
  if (!prefix.endsWith("/")) throw new Error("a storage prefix ends with /");
  assertKey(prefix.slice(0, -1));
}

// "/uploads/<folder>/<name>": one plain file name, no separators, no "..", no URL escapes.
const UPLOAD_REF = /^\/uploads\/(images|documents|videos|captions)\/([A-Za-z0-9][A-Za-z0-9._-]{0,254})$/;

/**
 * The storage key of an uploaded file from its public reference ("/uploads/videos/x.mp4" ->
 * "videos/x.mp4"), or null for anything else: external URLs, null, other folders, unsafe names.
 */
export function keyOfRef(ref: string | null | undefined): string | null {
  if (typeof ref !== "string") return null;
  const match = UPLOAD_REF.exec(ref);
  if (!match || match[2].includes("..")) return null;
  return `${match[1]}/${match[2]}`;
}

export function refOfKey(key: string): string {
  return `/uploads/${key}`;
}

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  ico: "image/x-icon",
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  avi: "video/x-msvideo",
  m3u8: "application/vnd.apple.mpegurl",
  ts: "video/mp2t",
  m4s: "video/iso.segment",
  vtt: "text/vtt; charset=utf-8",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
  zip: "application/zip",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The Content-Type of a key from its extension (application/octet-stream when unknown). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext] : "application/octet-stream";
}

/** Where a chapter's HLS streams live (docs/decisions/016): everything under it goes with the chapter. */
export const chapterStreamsPrefix = (chapterId: number) => `streams/${chapterId}/`;

import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Storage } from "../../lib/storage";
import type { DocumentUploadResponse, ImageUploadResponse, VideoUploadResponse } from "@shared/schemas/uploads";
import { badRequest } from "../../lib/app-error";
import { detectUploadType, UPLOAD_KINDS, type StoredType, type UploadKind } from "./upload-types";
import { readVideoDuration } from "./video-duration";

/** A file as the upload middleware received it, in the temporary folder. */
export interface ReceivedFile {
  path: string;
  originalname: string;
  size: number;
}

export interface StoredUpload<Body> {
  /** The file's storage key, so the route can take it back if the answer cannot be delivered. */
  key: string;
  body: Body;
}

interface Placed {
  url: string;
  key: string;
  type: StoredType;
  /** Read from the file before it left this machine (videos only). */
  duration?: number;
}

/**
 * Checks the received file's type from its bytes and moves it into storage under a random name
 * with the detected extension (docs/decisions/015). On any failure the temporary file is deleted.
 */
async function place(storage: Storage, kind: UploadKind, file: ReceivedFile): Promise<Placed> {
  try {
    if (file.size === 0) throw badRequest("The uploaded file is empty");
    const type = await detectUploadType(kind, file.path, file.originalname);
    const duration = kind === "video" ? await readVideoDuration(file.path, type.ext) : undefined;
    const { folder } = UPLOAD_KINDS[kind];
    const key = `${folder}/${crypto.randomBytes(16).toString("hex")}.${type.ext}`;
    await storage.putFile(key, file.path, { contentType: type.mime });
    return { url: `/uploads/${key}`, key, type, duration };
  } catch (err) {
    await fs.rm(file.path, { force: true });
    throw err;
  }
}

// Bidirectional overrides and other invisible formatting characters could disguise a name
// ("invoice\u202Efdp.exe"); path separators and control characters have no place in it.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The uploader's file name, safe to show and to offer as a download name. */
export function sanitizeFileName(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? "";
  let name = base.normalize("NFC").replace(UNSAFE_NAME_CHARACTERS, "").replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  if (name.length > 200) {
    const ext = path.extname(name).slice(0, 20);
    name = name.slice(0, 200 - ext.length) + ext;
  }
  return name || "file";
}

export async function storeImage(storage: Storage, file: ReceivedFile): Promise<StoredUpload<ImageUploadResponse>> {
  const placed = await place(storage, "image", file);
  return { key: placed.key, body: { url: placed.url } };
}

export async function storeDocument(storage: Storage, file: ReceivedFile): Promise<StoredUpload<DocumentUploadResponse>> {
  const placed = await place(storage, "document", file);
  return {
    key: placed.key,
    body: { url: placed.url, name: sanitizeFileName(file.originalname), type: placed.type.mime, size: file.size },
  };
}

export async function storeVideo(storage: Storage, file: ReceivedFile): Promise<StoredUpload<VideoUploadResponse>> {
  const placed = await place(storage, "video", file);
  const { duration } = placed;
  return {
    key: placed.key,
    body: duration === undefined ? { url: placed.url, size: file.size } : { url: placed.url, duration, size: file.size },
  };
}

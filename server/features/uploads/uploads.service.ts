import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
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
  /** Where the file now lives, so the route can take it back if the answer cannot be delivered. */
  absolutePath: string;
  body: Body;
}

interface Placed {
  url: string;
  absolutePath: string;
  type: StoredType;
}

/**
 * Checks the received file's type from its bytes and moves it into its public folder under a
 * random name with the detected extension. On any failure the temporary file is deleted.
 */
async function place(uploadDir: string, kind: UploadKind, file: ReceivedFile): Promise<Placed> {
  try {
    if (file.size === 0) throw badRequest("The uploaded file is empty");
    const type = await detectUploadType(kind, file.path, file.originalname);
    const { folder } = UPLOAD_KINDS[kind];
    const name = `${crypto.randomBytes(16).toString("hex")}.${type.ext}`;
    const absolutePath = path.join(uploadDir, folder, name);
    await fs.rename(file.path, absolutePath);
    return { url: `/uploads/${folder}/${name}`, absolutePath, type };
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

export async function storeImage(uploadDir: string, file: ReceivedFile): Promise<StoredUpload<ImageUploadResponse>> {
  const placed = await place(uploadDir, "image", file);
  return { absolutePath: placed.absolutePath, body: { url: placed.url } };
}

export async function storeDocument(uploadDir: string, file: ReceivedFile): Promise<StoredUpload<DocumentUploadResponse>> {
  const placed = await place(uploadDir, "document", file);
  return {
    absolutePath: placed.absolutePath,
    body: { url: placed.url, name: sanitizeFileName(file.originalname), type: placed.type.mime, size: file.size },
  };
}

export async function storeVideo(uploadDir: string, file: ReceivedFile): Promise<StoredUpload<VideoUploadResponse>> {
  const placed = await place(uploadDir, "video", file);
  const duration = await readVideoDuration(placed.absolutePath, placed.type.ext);
  return {
    absolutePath: placed.absolutePath,
    body: duration === undefined ? { url: placed.url, size: file.size } : { url: placed.url, duration, size: file.size },
  };
}

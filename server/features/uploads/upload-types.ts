import fs from "node:fs";
import path from "node:path";
import { fileTypeFromFile, type FileTypeResult } from "file-type";
import { LIMITS } from "@shared/constants";
import { UPLOAD_FIELDS } from "@shared/schemas/uploads";
import { AppError } from "../../lib/app-error";

export type UploadKind = "image" | "document" | "video";
export type UploadFolder = "images" | "documents" | "videos";

export interface UploadKindRule {
  field: string;
  folder: UploadFolder;
  maxBytes: number;
  /** Listed in the 415 message. */
  allowed: string;
}

/** docs/product-rules.md §3: what each upload call takes. */
export const UPLOAD_KINDS: Record<UploadKind, UploadKindRule> = {
  image: { field: UPLOAD_FIELDS.image, folder: "images", maxBytes: LIMITS.imageBytes, allowed: "PNG, JPG, GIF, WebP" },
  document: {
    field: UPLOAD_FIELDS.document,
    folder: "documents",
    maxBytes: LIMITS.documentBytes,
    allowed: "PDF, DOC, DOCX, PPT, PPTX, XLS, XLSX, ZIP, TXT",
  },
  video: { field: UPLOAD_FIELDS.video, folder: "videos", maxBytes: LIMITS.videoBytes, allowed: "MP4, WebM, MOV, AVI" },
};

/** The type we store the file as: `ext` names the stored file, `mime` is reported for documents. */
export interface StoredType {
  ext: string;
  mime: string;
}

// Keyed by the extension file-type detects from the bytes. SVG (detected as xml or nothing) and
// HTML (nothing) are in none of these lists, so they are always refused.
const IMAGE_TYPES: Record<string, StoredType> = {
  png: { ext: "png", mime: "image/png" },
  jpg: { ext: "jpg", mime: "image/jpeg" },
  gif: { ext: "gif", mime: "image/gif" },
  webp: { ext: "webp", mime: "image/webp" },
};

const VIDEO_TYPES: Record<string, StoredType> = {
  mp4: { ext: "mp4", mime: "video/mp4" },
  m4v: { ext: "mp4", mime: "video/mp4" }, // Apple's brand of MP4 (iTunes/QuickTime exports)
  webm: { ext: "webm", mime: "video/webm" },
  mov: { ext: "mov", mime: "video/quicktime" },
  avi: { ext: "avi", mime: "video/x-msvideo" },
};

const DOCUMENT_TYPES: Record<string, StoredType> = {
  pdf: { ext: "pdf", mime: "application/pdf" },
  docx: { ext: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  pptx: { ext: "pptx", mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation" },
  xlsx: { ext: "xlsx", mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  zip: { ext: "zip", mime: "application/zip" },
};

// Old Office files are all Compound File Binary containers; the bytes say "CFB", only the name
// says which program made it. CFB is accepted only under one of these names.
const LEGACY_OFFICE_TYPES: Record<string, StoredType> = {
  doc: { ext: "doc", mime: "application/msword" },
  ppt: { ext: "ppt", mime: "application/vnd.ms-powerpoint" },
  xls: { ext: "xls", mime: "application/vnd.ms-excel" },
};

const TEXT_TYPE: StoredType = { ext: "txt", mime: "text/plain" };

// The start of a document that a browser would sniff as HTML (WHATWG MIME sniffing), or SVG/XML.
const MARKUP_START =
  /^\s*(?:<(?:!doctype\s+html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg)[\s>/]|<!--|<\?xml)/i;

/** TXT has no magic bytes: valid UTF-8, no NUL byte, and not HTML or SVG in disguise. */
async function isPlainText(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let head = "";
  try {
    for await (const chunk of fs.createReadStream(filePath)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      const text = decoder.decode(bytes, { stream: true });
      if (head.length < 1024) head += text.slice(0, 1024);
    }
    decoder.decode(); // throws when the file ends inside a multi-byte sequence
  } catch {
    return false;
  }
  return !MARKUP_START.test(head);
}

// Own keys only: a name such as "x.constructor" must not find Object.prototype members.
function lookup(table: Record<string, StoredType>, key: string | undefined): StoredType | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

function nameExtension(originalName: string): string {
  return path.extname(originalName).slice(1).toLowerCase();
}

async function storedTypeFor(
  kind: UploadKind,
  detected: FileTypeResult | undefined,
  filePath: string,
  originalName: string,
): Promise<StoredType | undefined> {
  if (kind === "image") return lookup(IMAGE_TYPES, detected?.ext);
  if (kind === "video") return lookup(VIDEO_TYPES, detected?.ext);
  if (detected?.ext === "cfb") return lookup(LEGACY_OFFICE_TYPES, nameExtension(originalName));
  if (detected) return lookup(DOCUMENT_TYPES, detected.ext);
  if (nameExtension(originalName) === "txt" && (await isPlainText(filePath))) return TEXT_TYPE;
  return undefined;
}

export function unsupportedType(kind: UploadKind): AppError {
  return new AppError(415, `Unsupported file type. Allowed: ${UPLOAD_KINDS[kind].allowed}`);
}

/**
 * The type of an uploaded file, decided from its first bytes (the name only tells old Office
 * files apart and marks plain text). Throws 415 for anything else.
 */
export async function detectUploadType(kind: UploadKind, filePath: string, originalName: string): Promise<StoredType> {
  const detected = await fileTypeFromFile(filePath);
  const stored = await storedTypeFor(kind, detected, filePath, originalName);
  if (!stored) throw unsupportedType(kind);
  return stored;
}

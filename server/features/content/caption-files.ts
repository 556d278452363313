// Every read and write of caption files (docs/decisions/017-captions-and-player.md), through the storage interface (local
// disk or S3, docs/decisions/015-object-storage.md): the received upload, the stored WebVTT under
// "captions/<random>.vtt" (reference "/uploads/captions/<random>.vtt"), and its removal.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import type { Logger } from "../../lib/logger";
import { keyOfRef, refOfKey, type Storage } from "../../lib/storage";
import { removeUploadedFiles } from "../uploads";

const FOLDER = "captions";
const isCaptionRef = (ref: string) => ref.startsWith(`/uploads/${FOLDER}/`);

/** The bytes of an upload as the multipart middleware received it; the temporary file goes at once. */
export async function readReceivedCaption(tmpPath: string): Promise<Buffer> {
  try {
    return await fs.readFile(tmpPath);
  } finally {
    await fs.rm(tmpPath, { force: true });
  }
}

/** Stores WebVTT text under a new random name; answers its reference. */
export async function saveCaptionFile(storage: Storage, vtt: string): Promise<string> {
  const key = `${FOLDER}/${crypto.randomBytes(16).toString("hex")}.vtt`;
  await storage.put(key, vtt, { contentType: "text/vtt; charset=utf-8" });
  return refOfKey(key);
}

/** The stored WebVTT text, or null when the reference is not a caption file or it is gone. */
export async function readCaptionFile(storage: Storage, ref: string): Promise<string | null> {
  const key = isCaptionRef(ref) ? keyOfRef(ref) : null;
  if (!key) return null;
  // A missing object is "no captions"; a storage failure is an error (500), not a 404.
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString("utf8");
}

/** Removes caption files (best effort: a file that cannot be removed is logged, not an error). */
export async function deleteCaptionFiles(storage: Storage, refs: string[], logger: Logger): Promise<void> {
  const captions = refs.filter(isCaptionRef);
  if (!captions.length) return;
  await removeUploadedFiles(storage, captions, (error, key) =>
    logger.warn("could not remove a caption file", { key, error: (error as Error)?.message }),
  );
}

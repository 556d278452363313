// Every read and write of caption files (issue 15 item 8), in one place so that the storage
// interface (local disk or S3, issue 15 item 1) can take them over: the received upload, the
// stored WebVTT under "/uploads/captions/<random>.vtt", and its removal.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../../lib/logger";
import { removeUploadedFiles, resolveUploadPath } from "../uploads";

const FOLDER = "captions";

/** The bytes of an upload as the multipart middleware received it; the temporary file goes at once. */
export async function readReceivedCaption(tmpPath: string): Promise<Buffer> {
  try {
    return await fs.readFile(tmpPath);
  } finally {
    await fs.rm(tmpPath, { force: true });
  }
}

/** Stores WebVTT text under a new random name; answers its reference. */
export async function saveCaptionFile(uploadDir: string, vtt: string): Promise<string> {
  const folder = path.join(uploadDir, FOLDER);
  await fs.mkdir(folder, { recursive: true });
  const name = `${crypto.randomBytes(16).toString("hex")}.vtt`;
  await fs.writeFile(path.join(folder, name), vtt, { encoding: "utf8", flag: "wx" });
  return `/uploads/${FOLDER}/${name}`;
}

/** The stored WebVTT text, or null when the reference is not a caption file or it is gone. */
export async function readCaptionFile(uploadDir: string, ref: string): Promise<string | null> {
  const file = ref.startsWith(`/uploads/${FOLDER}/`) ? resolveUploadPath(uploadDir, ref) : null;
  if (!file) return null;
  return fs.readFile(file, "utf8").catch(() => null);
}

/** Removes caption files (best effort: a file that cannot be removed is logged, not an error). */
export async function deleteCaptionFiles(uploadDir: string, refs: string[], logger: Logger): Promise<void> {
  const captions = refs.filter((ref) => ref.startsWith(`/uploads/${FOLDER}/`));
  if (!captions.length) return;
  await removeUploadedFiles(uploadDir, captions, (error, filePath) =>
    logger.warn("could not remove a caption file", { filePath, error: (error as Error)?.message }),
  );
}

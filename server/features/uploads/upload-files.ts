import fs from "node:fs";
import path from "node:path";
import { keyOfRef, type Storage } from "../../lib/storage";
import type { UploadFolder } from "./upload-types";

export const UPLOAD_FOLDERS: UploadFolder[] = ["images", "documents", "videos"];
export const TMP_FOLDER = "tmp";

// "/uploads/<folder>/<name>": one plain file name, no separators, no "..", no URL escapes.
const UPLOAD_REF = /^\/uploads\/(images|documents|videos|captions)\/([A-Za-z0-9][A-Za-z0-9._-]{0,254})$/;

/**
 * The absolute path of an uploaded file from its public reference ("/uploads/videos/x.mp4"),
 * or null for anything else: external URLs, null, other folders, names that could leave the folder.
 */
export function resolveUploadPath(uploadDir: string, ref: string | null | undefined): string | null {
  if (typeof ref !== "string") return null;
  const match = UPLOAD_REF.exec(ref);
  if (!match || match[2].includes("..")) return null;
  const folder = path.resolve(uploadDir, match[1]);
  const absolute = path.resolve(folder, match[2]);
  return path.dirname(absolute) === folder ? absolute : null;
}

/**
 * Deletes the uploaded files behind `refs` (see keyOfRef) from storage; anything else is ignored,
 * as are files that are already gone. Best effort, never throws: it runs after the rows that
 * pointed at the files are gone, so a file that cannot be removed is reported to `onError`.
 */
export async function removeUploadedFiles(
  storage: Storage,
  refs: (string | null | undefined)[],
  onError?: (error: unknown, key: string) => void,
): Promise<void> {
  const keys = new Set<string>();
  for (const ref of refs) {
    const key = keyOfRef(ref);
    if (key) keys.add(key);
  }
  await Promise.all([...keys].map((key) => storage.delete(key).catch((error: unknown) => onError?.(error, key))));
}

/** Creates the upload folders (start-up, once); with S3 only the temporary one is on this disk. */
export function ensureUploadFolders(uploadDir: string, storage?: Storage): void {
  const folders = !storage || storage.driver === "local" ? [...UPLOAD_FOLDERS, TMP_FOLDER] : [TMP_FOLDER];
  for (const folder of folders) fs.mkdirSync(path.join(uploadDir, folder), { recursive: true });
}

/**
 * Removes temporary files older than `maxAgeMs` (left by a crash mid-upload). Uploads in flight
 * are younger, so this is safe while the server runs. Best effort; answers how many it removed.
 */
export async function sweepStaleUploads(tmpDir: string, maxAgeMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
  let removed = 0;
  const entries = await fs.promises.readdir(tmpDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const filePath = path.join(tmpDir, entry.name);
    try {
      const { mtimeMs } = await fs.promises.stat(filePath);
      if (now - mtimeMs < maxAgeMs) continue;
      await fs.promises.rm(filePath, { force: true });
      removed += 1;
    } catch {
      // gone meanwhile or not ours to remove: nothing to do
    }
  }
  return removed;
}

import fs from "node:fs";
import path from "node:path";
import type { Db } from "../../db/client";
import { removeUploadedFiles } from "../uploads";
import { unreferencedUploads } from "./course-files";

export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const FOLDERS = ["images", "documents", "videos", "captions"] as const;

/**
 * Deletes uploaded files that nothing references 24 hours after they were written: an upload
 * whose form was never saved, or a file a crash kept from being removed. The grace period leaves
 * time to save the form that uses a fresh upload. `alsoReferenced` names refs kept elsewhere
 * (the platform logo and favicon live in the settings). Answers the refs it removed.
 */
export async function sweepOrphanUploads(db: Db, uploadDir: string, alsoReferenced: string[] = [], now = Date.now()): Promise<string[]> {
  const old: string[] = [];
  for (const folder of FOLDERS) {
    const entries = await fs.promises.readdir(path.join(uploadDir, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const stat = await fs.promises.stat(path.join(uploadDir, folder, entry.name)).catch(() => undefined);
      if (stat && now - stat.mtimeMs >= ORPHAN_GRACE_MS) old.push(`/uploads/${folder}/${entry.name}`);
    }
  }
  const keep = new Set(alsoReferenced);
  const removed: string[] = [];
  for (let i = 0; i < old.length; i += 500) {
    const orphans = (await unreferencedUploads(db, old.slice(i, i + 500))).filter((ref) => !keep.has(ref));
    await removeUploadedFiles(uploadDir, orphans);
    removed.push(...orphans);
  }
  return removed;
}

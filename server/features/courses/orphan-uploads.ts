import type { Db } from "../../db/client";
import { keyOfRef, type Storage } from "../../lib/storage";
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
export async function sweepOrphanUploads(db: Db, storage: Storage, alsoReferenced: string[] = [], now = Date.now()): Promise<string[]> {
  const old: string[] = [];
  for (const folder of FOLDERS) {
    for await (const object of storage.list(`${folder}/`)) {
      const ref = `/uploads/${object.key}`;
      if (keyOfRef(ref) && now - object.lastModified.getTime() >= ORPHAN_GRACE_MS) old.push(ref);
    }
  }
  const keep = new Set(alsoReferenced);
  const removed: string[] = [];
  for (let i = 0; i < old.length; i += 500) {
    const orphans = (await unreferencedUploads(db, old.slice(i, i + 500))).filter((ref) => !keep.has(ref));
    await removeUploadedFiles(storage, orphans);
    removed.push(...orphans);
  }
  return removed;
}

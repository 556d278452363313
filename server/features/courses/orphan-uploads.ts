import type { Db } from "../../db/client";
import { chapterStreamsPrefix, keyOfRef, type Storage } from "../../lib/storage";
import { removeUploadedFiles } from "../uploads";
import { unreferencedUploads } from "./course-files";
import { chapterStreamStates } from "./course-files.repo";

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

// A transcode run's output: streams/<chapter id>/<run>/ (video-transcode.service.ts).
const STREAM_FOLDER = /^streams\/(\d+)\/([^/]+)\//;
const MAX_ID = 2 ** 31 - 1; // chapters.id is a PostgreSQL integer

/**
 * Deletes HLS output no chapter plays, 24 hours after its newest file was written: the run of a
 * chapter that was deleted, or of a video that was replaced, when the removal after the commit
 * failed or the process stopped before it. A run's folder stays while it is its chapter's stream
 * or the transcode the chapter is running. Answers the folders removed.
 */
export async function sweepOrphanStreams(db: Db, storage: Storage, now = Date.now()): Promise<string[]> {
  const newest = new Map<string, { chapterId: number; at: number }>();
  for await (const object of storage.list("streams/")) {
    const match = STREAM_FOLDER.exec(object.key);
    if (!match) continue;
    const seen = newest.get(match[0]);
    const at = object.lastModified.getTime();
    if (!seen || at > seen.at) newest.set(match[0], { chapterId: Number(match[1]), at });
  }
  const old = [...newest].filter(([, { at }]) => now - at >= ORPHAN_GRACE_MS);
  const removed: string[] = [];
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const ids = [...new Set(batch.map(([, { chapterId }]) => chapterId).filter((id) => id <= MAX_ID))];
    const live = new Set<string>();
    for (const chapter of await chapterStreamStates(db, ids)) {
      if (chapter.videoStream) live.add(chapter.videoStream);
      if (chapter.videoStatus === "processing" && chapter.videoJob) live.add(`${chapterStreamsPrefix(chapter.id)}${chapter.videoJob}/`);
    }
    for (const [folder] of batch) {
      if (live.has(folder)) continue;
      await storage.deletePrefix(folder);
      removed.push(folder);
    }
  }
  return removed;
}

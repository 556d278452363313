import type { Db, Tx } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { Storage } from "../../lib/storage";
import { removeUploadedFiles } from "../uploads";
import { uploadRefsInUse } from "./course-files.repo";

const UPLOAD_REF = /^\/uploads\/(images|documents|videos|captions)\//;

/**
 * Of `refs`, the uploaded files that nothing references any more. One file may back several rows
 * (the demo catalogue's chapters share one sample video), so a file is only removed once no
 * course, chapter, caption track, guideline or profile points at it. Call inside the deleting transaction.
 */
export async function unreferencedUploads(db: Db | Tx, refs: (string | null | undefined)[]): Promise<string[]> {
  const candidates = [...new Set(refs.filter((r): r is string => !!r && UPLOAD_REF.test(r)))];
  if (!candidates.length) return [];
  const used = await uploadRefsInUse(db, candidates);
  return candidates.filter((r) => !used.has(r));
}

/**
 * Removes files after the transaction that dropped their rows has committed. The rows are gone
 * for good by then, so a file that cannot be removed is only logged (an orphan, not an error).
 */
export async function discardUploads(storage: Storage, refs: string[], logger: Logger): Promise<void> {
  if (!refs.length) return;
  await removeUploadedFiles(storage, refs, (error, key) =>
    logger.warn("could not remove an uploaded file", { key, error: (error as Error)?.message }),
  );
}

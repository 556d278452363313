import type { LocalStorage } from "./local-storage";
import { contentTypeOf, type Storage } from "./storage";

export interface MigrateResult {
  copied: number;
  /** Already in the target with the same size (an earlier run). */
  skipped: number;
}

/**
 * Copies every file under the local UPLOAD_DIR (images, documents, videos, streams...; not tmp/)
 * into `target` under the same key. Idempotent: an object already there with the same size is
 * left alone, so a run that stopped half-way can simply be started again. Never deletes.
 */
export async function copyLocalFiles(
  source: LocalStorage,
  target: Storage,
  log: (line: string) => void = () => {},
): Promise<MigrateResult> {
  const result: MigrateResult = { copied: 0, skipped: 0 };
  for await (const object of source.list("")) {
    const existing = await target.stat(object.key);
    if (existing && existing.size === object.size) {
      result.skipped += 1;
      continue;
    }
    await target.putFile(object.key, source.localPath(object.key), { keepSource: true, contentType: contentTypeOf(object.key) });
    result.copied += 1;
    log(`copied ${object.key} (${object.size} bytes)`);
  }
  return result;
}

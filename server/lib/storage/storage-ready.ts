import type { Storage } from "./storage";

/** Long enough for a store across a region, short enough for a load balancer's probe. */
export const STORAGE_READY_TIMEOUT_MS = 2_000;

/**
 * Resolves when uploads could be stored now, throws otherwise (the readiness check, GET
 * /api/health/ready): the driver's own check (the local folder is writable; S3 answers a
 * HeadBucket, one cheap request and no object read), within `timeoutMs`.
 */
export async function checkStorageReady(storage: Storage, timeoutMs = STORAGE_READY_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("storage did not answer in time")), timeoutMs);
  });
  try {
    await Promise.race([storage.check(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

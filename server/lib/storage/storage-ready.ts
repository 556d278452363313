import fs from "node:fs";
import { HeadBucketCommand } from "@aws-sdk/client-s3";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** Long enough for a store across a region, short enough for a load balancer's probe. */
export const STORAGE_READY_TIMEOUT_MS = 2_000;

/**
 * Resolves when uploads could be stored now, throws otherwise (the readiness check, GET
 * /api/health/ready): the local driver's folder is writable; S3 answers a HeadBucket (one cheap
 * request, no object read) within `timeoutMs`.
 */
export async function checkStorageReady(storage: Storage, timeoutMs = STORAGE_READY_TIMEOUT_MS): Promise<void> {
  if (storage instanceof LocalStorage) {
    // The folder is made on the first upload; a fresh install is ready if it can be made.
    await fs.promises.mkdir(storage.root, { recursive: true });
    await fs.promises.access(storage.root, fs.constants.W_OK);
    return;
  }
  if (storage instanceof S3Storage) {
    await storage.client.send(new HeadBucketCommand({ Bucket: storage.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    return;
  }
  // Another implementation (a test's wrapper): one cheap look-up, in the same time.
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("storage did not answer in time")), timeoutMs);
  });
  try {
    await Promise.race([storage.exists("ready-probe"), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

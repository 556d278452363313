import type { Env } from "../env";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** The storage STORAGE_DRIVER names (checkStorageEnv has made sure S3 has what it needs). */
export function createStorage(env: Env, uploadDir: string): Storage {
  if (env.STORAGE_DRIVER !== "s3") return new LocalStorage(uploadDir);
  return new S3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  });
}

/** For the start-up log line: never the keys. */
export function describeStorage(storage: Storage): Record<string, string> {
  if (storage instanceof S3Storage) return { driver: "s3", bucket: storage.bucket };
  if (storage instanceof LocalStorage) return { driver: "local", root: storage.root };
  return { driver: storage.driver };
}

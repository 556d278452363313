// A real S3-compatible server for the tests (s3rver: the S3 REST API over a temporary folder).
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { S3Storage, type S3StorageConfig } from "../lib/storage";

export interface TestS3 {
  config: S3StorageConfig;
  /** A fresh storage on its own bucket. */
  storage(bucket?: string): Promise<S3Storage>;
  close(): Promise<void>;
}

let buckets = 0;

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [] });
  const address = (await server.run()) as AddressInfo;
  const config: S3StorageConfig = {
    endpoint: `http://127.0.0.1:${address.port}`,
    region: "us-east-1",
    bucket: "unused",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    config,
    async storage(bucket = `test-bucket-${++buckets}`) {
      const storage = new S3Storage({ ...config, bucket });
      const { CreateBucketCommand } = await import("@aws-sdk/client-s3");
      await storage.client.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
      return storage;
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

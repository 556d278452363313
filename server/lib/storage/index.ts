export * from "./storage";
export { LocalStorage } from "./local-storage";
export { S3Storage, type S3StorageConfig } from "./s3-storage";
export { createStorage, describeStorage } from "./create-storage";
export { sendStoredObject } from "./send-object";

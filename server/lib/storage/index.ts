export * from "./storage";
export { LocalStorage, LOCAL_TMP_FOLDER } from "./local-storage";
export { S3Storage, type S3StorageConfig } from "./s3-storage";
export { createStorage, describeStorage } from "./create-storage";
export { sendStoredObject, type SendObjectOptions } from "./send-object";

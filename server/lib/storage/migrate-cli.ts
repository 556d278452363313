// `npm run storage:migrate`: copies the files under UPLOAD_DIR into the S3 bucket that
// STORAGE_DRIVER=s3 and S3_* name (docs/decisions/015-object-storage.md). Safe to run again.
import { ConfigError, readEnv, resolveFromRoot } from "../env";
import { createStorage } from "./create-storage";
import { LocalStorage } from "./local-storage";
import { copyLocalFiles } from "./migrate";

async function main(): Promise<number> {
  let env;
  try {
    env = readEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`storage:migrate: ${err.message}`);
      return 1;
    }
    throw err;
  }
  if (env.STORAGE_DRIVER !== "s3") {
    console.error("storage:migrate copies UPLOAD_DIR into an S3 bucket: set STORAGE_DRIVER=s3 and the S3_* variables first.");
    return 1;
  }
  const uploadDir = resolveFromRoot(env.UPLOAD_DIR);
  const target = createStorage(env, uploadDir);
  console.log(`Copying ${uploadDir} into bucket ${env.S3_BUCKET}...`);
  const { copied, skipped } = await copyLocalFiles(new LocalStorage(uploadDir), target, (line) => console.log(line));
  console.log(`Done: ${copied} copied, ${skipped} already there. The local files are left in place.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`storage:migrate failed: ${(err as Error).message ?? String(err)}`);
    process.exit(1);
  },
);

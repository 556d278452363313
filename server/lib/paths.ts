import path from "node:path";
import { fileURLToPath } from "node:url";

// This file lives at server/lib/paths.ts in development and is bundled into dist/server/*.js in
// production: both sit two folders below the project root.
const here = path.dirname(fileURLToPath(import.meta.url));
export const projectRoot = path.resolve(here, "..", "..");
export const migrationsDir = path.join(projectRoot, "migrations");
export const clientDir = path.join(projectRoot, "client");
export const builtClientDir = path.join(projectRoot, "dist", "public");
export const sampleAssetsDir = path.join(projectRoot, "server", "db", "assets");

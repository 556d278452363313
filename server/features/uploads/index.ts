export { registerUploadRoutes, type UploadDeps } from "./uploads.routes";
export { removeUploadedFiles, resolveUploadPath } from "./upload-files";
export { UPLOAD_KINDS, type UploadKind } from "./upload-types";

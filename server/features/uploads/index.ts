export { registerUploadRoutes, type UploadDeps } from "./uploads.routes";
export { removeUploadedFiles, resolveUploadPath } from "./upload-files";
export { UPLOAD_KINDS } from "./upload-types";
// For other features that take an image (the learner's avatar): same checks, same folder.
export { ensureUploadFolders, sweepStaleUploads, TMP_FOLDER } from "./upload-files";
export { storeImage, type ReceivedFile } from "./uploads.service";

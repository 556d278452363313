import crypto from "node:crypto";
import fs from "node:fs";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import multer from "multer";
import { AppError, badRequest } from "../lib/app-error";
import { extendRequestDeadline, refuseDeclaredOver } from "./request-deadline";

/** Room for the multipart boundaries, part headers and the other fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 128 * 1024;

export interface SingleFileUploadOptions {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** Where the file is written while it arrives; the caller verifies it and moves it away. */
  tmpDir: string;
}

/** 10485760 -> "10 MB", 1024 -> "1 KB". */
export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${bytes} bytes`;
}

function discard(filePath: string | undefined) {
  if (filePath) fs.rm(filePath, { force: true }, () => {});
}

function toUploadError(err: unknown, field: string, maxBytes: number): unknown {
  if (err instanceof multer.MulterError) {
    switch (err.code) {
      case "LIMIT_FILE_SIZE":
        return new AppError(413, `File too large (max ${formatBytes(maxBytes)})`);
      case "LIMIT_UNEXPECTED_FILE":
        return badRequest(`Unexpected field "${err.field ?? ""}": send the file in the "${field}" field`);
      case "LIMIT_FILE_COUNT":
        return badRequest("Send one file at a time");
      default:
        return badRequest(`Invalid upload: ${err.message}`);
    }
  }
  // A disk problem (ENOSPC, EACCES, ...) is a server fault: let the error handler log it as a 500.
  if ((err as { syscall?: string } | null)?.syscall) return err;
  // Anything else comes from the multipart parser or an interrupted request.
  return badRequest("The upload was interrupted or is not valid multipart/form-data");
}

/**
 * Receives one file from `field` into `tmpDir` under a random name (req.file). Size and field
 * errors answer 413 / 400; a request without the file answers 400 "No file uploaded". multer
 * removes a partial file when the request fails or is aborted; the temporary file is also removed
 * when the response closes, so a handler that fails after this step cannot leave it behind.
 * Put it after the role guard, so nothing is written for a caller who may not upload.
 */
export function singleFileUpload({ field, maxBytes, tmpDir }: SingleFileUploadOptions): RequestHandler {
  const parse = multer({
    storage: multer.diskStorage({
      destination: tmpDir,
      filename: (req, _file, cb) => {
        // A request that is already gone must not create a file that nobody waits for.
        if (req.destroyed) return cb(new Error("Request closed"), "");
        cb(null, crypto.randomBytes(16).toString("hex"));
      },
    }),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10 * 1024, parts: 11, headerPairs: 100 },
    // Browsers send file names as raw UTF-8; busboy would read them as latin1.
    defParamCharset: "utf8",
  }).single(field);

  return (req: Request, res: Response, next: NextFunction) => {
    // A declared size over the limit is refused before the body is read; otherwise the caller (who
    // may upload: this runs after the role guard) gets the upload routes' long deadline.
    const tooLarge = refuseDeclaredOver(req, res, maxBytes + MULTIPART_OVERHEAD_BYTES);
    if (tooLarge) return next(new AppError(413, `File too large (max ${formatBytes(maxBytes)})`, undefined, tooLarge.code));
    extendRequestDeadline(req, res);
    res.once("close", () => discard(req.file?.path));
    parse(req, res, (err?: unknown) => {
      if (err) {
        discard(req.file?.path);
        return next(toUploadError(err, field, maxBytes));
      }
      if (!req.file) return next(badRequest("No file uploaded"));
      next();
    });
  };
}

import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import parseRange from "range-parser";
import { contentTypeOf, type ByteRange, type Storage } from "./storage";

export interface SendObjectOptions {
  contentType?: string;
  /** Extra headers (Cache-Control, Content-Disposition...). */
  headers?: Record<string, string>;
  /**
   * On S3, answer 302 to a short-lived presigned URL instead of streaming through the app. Only
   * for callers that already checked access; the local driver always streams.
   */
  redirect?: boolean;
}

/**
 * Answers a request with a stored object: 200, or 206 + Content-Range for one HTTP byte range,
 * 416 for a range past the end; HEAD answers the headers only. Answers false, without touching
 * the response, when there is no such object (the caller answers 404 its own way).
 */
export async function sendStoredObject(req: Request, res: Response, storage: Storage, key: string, options: SendObjectOptions = {}) {
  const contentType = options.contentType ?? contentTypeOf(key);
  if (options.redirect && storage.driver === "s3") {
    if (!(await storage.exists(key))) return false;
    const disposition = options.headers?.["Content-Disposition"];
    const url = await storage.presign(key, { expiresIn: 300, contentType, contentDisposition: disposition });
    if (url) {
      res.setHeader("Cache-Control", "private, no-store");
      res.redirect(302, url);
      return true;
    }
  }
  const info = await storage.stat(key);
  if (!info) return false;
  const size = info.size;
  let range: ByteRange | undefined;
  const header = req.headers.range;
  if (header && size > 0) {
    const parsed = parseRange(size, header, { combine: true });
    if (parsed === -1) {
      res.status(416).setHeader("Content-Range", `bytes */${size}`);
      res.json({ code: "RANGE_NOT_SATISFIABLE", message: "Range not satisfiable" });
      return true;
    }
    // A malformed header or several ranges: the whole object (allowed by RFC 9110).
    if (parsed !== -2 && parsed.type === "bytes" && parsed.length === 1) range = parsed[0];
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  res.setHeader("Content-Type", contentType);
  res.setHeader("Accept-Ranges", "bytes");
  res.setHeader("Last-Modified", info.lastModified.toUTCString());
  if (range) {
    res.status(206).setHeader("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
    res.setHeader("Content-Length", String(range.end - range.start + 1));
  } else {
    res.status(200).setHeader("Content-Length", String(size));
  }
  if (req.method === "HEAD" || size === 0) {
    res.end();
    return true;
  }
  const read = await storage.get(key, { range });
  if (!read) {
    // Removed between the two calls.
    res.removeHeader("Content-Length");
    return false;
  }
  try {
    await pipeline(read.body, res);
  } catch (err) {
    // The viewer closed the tab or seeked elsewhere: not an error worth reporting.
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "ERR_STREAM_PREMATURE_CLOSE" && code !== "ECONNRESET" && code !== "EPIPE") {
      if (!res.headersSent) throw err;
      res.destroy(err as Error);
    }
  }
  return true;
}

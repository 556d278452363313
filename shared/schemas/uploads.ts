import { z } from "zod";
import "../zod-messages"; // human validation messages

/**
 * Answers of the upload calls of docs/spec.md §7 (POST /api/upload, /api/upload/image, /api/upload/video).
 * The server checks the type from the file's bytes; `accept` below only helps the file picker.
 */

/** POST /api/upload/image, multipart field `image`: PNG, JPG, GIF, WebP up to 10 MB. */
export const imageUploadResponseSchema = z.object({
  url: z.string().startsWith("/uploads/images/"),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/** POST /api/upload, multipart field `file`: PDF, DOC(X), PPT(X), XLS(X), ZIP, TXT up to 50 MB. */
export const documentUploadResponseSchema = z.object({
  url: z.string().startsWith("/uploads/documents/"),
  /** The name the file had on the uploader's computer, cleaned of paths and control characters. */
  name: z.string(),
  /** The MIME type detected from the content, e.g. "application/pdf". */
  type: z.string(),
  size: z.number().int().nonnegative(),
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;

/** POST /api/upload/video, multipart field `video`: MP4, WebM, MOV, AVI up to 500 MB. */
export const videoUploadResponseSchema = z.object({
  url: z.string().startsWith("/uploads/videos/"),
  /** Whole seconds read from the file's metadata; absent when the file does not say. */
  duration: z.number().int().positive().optional(),
  size: z.number().int().nonnegative(),
});
export type VideoUploadResponse = z.infer<typeof videoUploadResponseSchema>;

/** Multipart field names and `accept` attributes for the file inputs. */
export const UPLOAD_FIELDS = { image: "image", document: "file", video: "video" } as const;
export const UPLOAD_ACCEPT = {
  image: ".png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp",
  document: ".pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.zip,.txt",
  video: ".mp4,.webm,.mov,.avi,video/mp4,video/webm,video/quicktime,video/x-msvideo",
} as const;

/** GET /uploads/documents/:name: a stored document's random name (no paths). */
export const documentParams = z.object({
  name: z
    .string()
    .max(255, "At most 255 characters")
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "Not a stored file name"),
});

/** GET /api/chapters/:id/stream/:rendition/:file: one rendition's playlist or segment (docs/product-rules.md §10). */
export const streamFileParams = z.object({
  id: z.coerce.number().int().positive(),
  rendition: z.string().regex(/^\d{2,4}p$/, "Not a rendition"),
  file: z.string().regex(/^(index\.m3u8|seg_\d{3,6}\.ts)$/, "Not a stream file"),
});

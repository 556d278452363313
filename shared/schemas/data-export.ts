import { z } from "zod";
import "../zod-messages";

// "Download my data" (docs/product-rules.md §15, docs/decisions/040-data-export.md).

/** A ready archive can be downloaded this long after it was made; the sweep then deletes it. */
export const DATA_EXPORT_VALID_HOURS = 24;
/** One export request per account in this many hours (a failed one does not count). */
export const DATA_EXPORT_INTERVAL_HOURS = 24;

/** POST /api/user/export takes no fields: anything sent is refused rather than ignored. */
export const dataExportRequestSchema = z.object({}).strict();

export const DATA_EXPORT_STATUSES = ["pending", "ready", "failed", "expired"] as const;

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when a ready archive can be downloaded. */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** GET this (signed in as the owner) for the zip while it is ready; null otherwise. */
  downloadPath: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /api/user/export: the latest request, and when another may be made (null: now). */
export const dataExportStateSchema = z.object({
  latest: dataExportSchema.nullable(),
  nextRequestAt: z.string().nullable(),
});
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const dataExportDownloadPath = (id: number) => `/api/user/exports/${id}`;

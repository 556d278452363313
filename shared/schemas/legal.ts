import { z } from "zod";
import "../zod-messages";

/** The public legal pages an admin edits (/privacy and /terms). */
export const LEGAL_KINDS = ["privacy", "terms"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
/** A legal text's length limit: long enough for a real policy, short enough for one page. */
export const LEGAL_BODY_MAX = 50_000;

export const legalKindParams = z.object({ kind: z.enum(LEGAL_KINDS) });

/** PATCH /api/admin/legal/:kind. */
export const legalDocumentUpdateSchema = z
  .object({
    body: z.string({ error: "Must be text" }).trim().min(1, "Required").max(LEGAL_BODY_MAX, `At most ${LEGAL_BODY_MAX} characters`),
  })
  .strict();

/** GET /api/legal/:kind: the admin's text, or the default shipped with the app (`updatedAt` null). */
export const legalDocumentSchema = z.object({
  kind: z.enum(LEGAL_KINDS),
  body: z.string(),
  updatedAt: z.string().nullable(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

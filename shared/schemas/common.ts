import { z } from "zod";
import { MAX_ID } from "../constants";
import "../zod-messages"; // human validation messages wherever a schema is used

/** A positive integer id from a route parameter. */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);
export const idParams = z.object({ id: idParam });

/** The JSON error body of docs/product-rules.md §1. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** Facts about the refusal a client can act on (`nextAttemptAt` of QUIZ_COOL_DOWN). */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * How far a list's count reads past the page (docs/decisions/021-maintained-payment-totals.md): an exact count of a large filtered
 * set on every page reads the whole set. A list answers its exact total up to offset + this many
 * rows; past that, `totalCapped` says more rows match than `total`, and the page shows "1,000+".
 */
export const LIST_COUNT_CAP = 1000;
/** A page's total: exact, or with totalCapped a lower bound (more rows than `total` match). */
export const pageTotalFields = { total: z.number().int(), totalCapped: z.boolean() };
/** The total of a page from a count that stopped after offset + LIST_COUNT_CAP + 1 rows. */
export function pageTotal(counted: number, offset: number): { total: number; totalCapped: boolean } {
  const cap = offset + LIST_COUNT_CAP;
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted, totalCapped: false };
}

export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);

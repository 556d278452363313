import { z } from "zod";
import "../zod-messages"; // human validation messages wherever a schema is used (issue 11 item 19)

/** A positive integer id from a route parameter. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idParam });

/** The JSON error body of PRODUCT.md §1. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);

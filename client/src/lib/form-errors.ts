import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "@/lib/api-client";

/** Puts the server's `errors: { field: message }` (docs/product-rules.md §1) under the matching form fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!isApiError(error) || !error.body?.errors) return;
  let focused = false;
  for (const [field, message] of Object.entries(error.body.errors)) {
    if (!(fields as readonly string[]).includes(field)) continue;
    setError(field as Path<T>, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
}

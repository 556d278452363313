// The audit log (docs/product-rules.md §15): read only, filtered, newest first, by cursor.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AuditPage } from "@shared/schemas/audit";
import { apiJson } from "@/lib/api-client";

export interface AuditFilters {
  actor: string;
  action: string;
  targetType: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { actor: "", action: "", targetType: "", from: "", to: "" };

/** The query string of the filters (and a page's cursor), without empty ones. */
export function auditSearch(filters: AuditFilters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const auditPageQueryOptions = (filters: AuditFilters, cursor?: string) =>
  queryOptions({
    queryKey: ["admin", "audit", filters, cursor ?? null] as const,
    queryFn: () => apiJson<AuditPage>("GET", `/api/admin/audit${auditSearch(filters, cursor)}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

// The public legal pages' text (GET /api/legal/:kind), edited by admins (PATCH /api/admin/legal/:kind).
import { queryOptions } from "@tanstack/react-query";
import type { LegalDocument, LegalKind } from "@shared/schemas/legal";
import { apiJson } from "@/lib/api-client";

export const legalKeys = {
  all: ["legal"] as const,
  document: (kind: LegalKind) => ["legal", kind] as const,
};

export const legalDocumentQueryOptions = (kind: LegalKind) =>
  queryOptions({
    queryKey: legalKeys.document(kind),
    queryFn: () => apiJson<LegalDocument>("GET", `/api/legal/${kind}`),
    staleTime: 60_000,
  });

// The legal pages' text and the financial products, as admins keep them (server/features/platform,
// server/features/learning). The legal keys match the public pages' (["legal", kind]) so a save
// refreshes /privacy and /terms too.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FinancialProduct, FinancialProductInput } from "@shared/schemas/learning";
import type { LegalDocument, LegalKind } from "@shared/schemas/legal";
import { apiJson } from "@/lib/api-client";

export const contentKeys = {
  legal: (kind: LegalKind) => ["legal", kind] as const,
  financialProducts: () => ["admin", "financial-products"] as const,
};

export const legalDocumentQueryOptions = (kind: LegalKind) =>
  queryOptions({
    queryKey: contentKeys.legal(kind),
    queryFn: () => apiJson<LegalDocument>("GET", `/api/legal/${kind}`),
    staleTime: 0,
  });

export function useSaveLegalDocument(kind: LegalKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiJson<LegalDocument>("PATCH", `/api/admin/legal/${kind}`, { body }),
    onSuccess: (doc) => queryClient.setQueryData(contentKeys.legal(kind), doc),
  });
}

export const adminFinancialProductsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.financialProducts(),
    queryFn: () => apiJson<FinancialProduct[]>("GET", "/api/admin/financial-products"),
    staleTime: 0,
  });

export function useSaveFinancialProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: FinancialProductInput }) =>
      id === undefined
        ? apiJson<FinancialProduct>("POST", "/api/admin/financial-products", input)
        : apiJson<FinancialProduct>("PATCH", `/api/admin/financial-products/${id}`, input),
    // The learners' list (["personal", "financial-products"]) too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.financialProducts() }),
        queryClient.invalidateQueries({ queryKey: ["personal", "financial-products"] }),
      ]),
  });
}

export function useDeleteFinancialProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>("DELETE", `/api/admin/financial-products/${id}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.financialProducts() }),
        queryClient.invalidateQueries({ queryKey: ["personal", "financial-products"] }),
      ]),
  });
}

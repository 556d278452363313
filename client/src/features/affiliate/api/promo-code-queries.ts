// The entrepreneur's promo codes (docs/product-rules.md §11, server/features/coupons). Keys under "entrepreneur".
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePromoCodeInput, PromoCode, PromoCodeList } from "@shared/schemas/coupons";
import { apiJson } from "@/lib/api-client";

export const promoCodeKeys = { all: () => ["entrepreneur", "promo-codes"] as const };

export const promoCodesQueryOptions = () =>
  queryOptions({
    queryKey: promoCodeKeys.all(),
    queryFn: () => apiJson<PromoCodeList>("GET", "/api/entrepreneur/promo-codes"),
    staleTime: 0,
  });

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePromoCodeInput) => apiJson<PromoCode>("POST", "/api/entrepreneur/promo-codes", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.all() }),
  });
}

/** Turns one of the entrepreneur's own codes off (buyers can no longer use it) or on again. */
export function useSetPromoCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiJson<PromoCode>("PATCH", `/api/entrepreneur/promo-codes/${id}`, { active }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.all() }),
  });
}

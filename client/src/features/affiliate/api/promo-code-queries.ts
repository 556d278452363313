// The entrepreneur's promo codes (issue 16, server/features/coupons). Keys under "entrepreneur".
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

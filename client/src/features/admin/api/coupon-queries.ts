// Admin coupons (docs/product-rules.md §11). Keys sit under ["admin", "coupons"].
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Coupon, CouponList, CreateCouponInput, UpdateCouponInput } from "@shared/schemas/coupons";
import { apiJson } from "@/lib/api-client";

export const couponKeys = {
  all: () => ["admin", "coupons"] as const,
};

export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: couponKeys.all(),
    queryFn: () => apiJson<CouponList>("GET", "/api/admin/coupons"),
  });

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCouponInput) => apiJson<Coupon>("POST", "/api/admin/coupons", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all() }),
  });
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateCouponInput }) => apiJson<Coupon>("PATCH", `/api/admin/coupons/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all() }),
  });
}

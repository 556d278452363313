// Payment calls of the checkout (server/features/payments). Every key starts with "checkout".
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentType } from "@shared/constants";
import type { CouponPreview } from "@shared/schemas/coupons";
import type { Payment, PaymentIntent, TestConfirmInput } from "@shared/schemas/payments";
import { apiJson } from "@/lib/api-client";

export const checkoutKeys = {
  intent: (courseId: number, paymentType: PaymentType, affiliateCode: string | null, couponCode: string | null = null) =>
    ["checkout", "intent", courseId, paymentType, affiliateCode, couponCode] as const,
  payment: (paymentIntentId: string) => ["checkout", "payment", paymentIntentId] as const,
};

function intentBody(courseId: number, paymentType: PaymentType, affiliateCode: string | null, couponCode: string | null) {
  return { courseId, paymentType, ...(affiliateCode ? { affiliateCode } : {}), ...(couponCode ? { couponCode } : {}) };
}

/**
 * A payment intent for this course, type, affiliate and coupon (docs/spec.md §4: a new one whenever they
 * change). The server reuses a pending payment for the same choice, so asking again is harmless.
 */
export const paymentIntentQueryOptions = (
  courseId: number,
  paymentType: PaymentType,
  affiliateCode: string | null,
  couponCode: string | null = null,
) =>
  queryOptions({
    queryKey: checkoutKeys.intent(courseId, paymentType, affiliateCode, couponCode),
    queryFn: () =>
      apiJson<PaymentIntent>("POST", "/api/create-payment-intent", intentBody(courseId, paymentType, affiliateCode, couponCode)),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: { silentErrors: true },
  });

const PENDING_POLL_MS = 2000;
const PENDING_POLL_LIMIT_MS = 30_000;

/** The buyer's payment as the server knows it; polled while the provider has not confirmed it yet. */
export const paymentQueryOptions = (paymentIntentId: string, startedAt: number) =>
  queryOptions({
    queryKey: checkoutKeys.payment(paymentIntentId),
    queryFn: () => apiJson<Payment>("GET", `/api/payments/${encodeURIComponent(paymentIntentId)}`),
    retry: false,
    meta: { silentErrors: true },
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && Date.now() - startedAt < PENDING_POLL_LIMIT_MS ? PENDING_POLL_MS : false,
  });

/** The test provider's card confirmation. */
export function useConfirmTestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestConfirmInput) => apiJson<Payment>("POST", "/api/payments/test/confirm", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["personal"] }),
  });
}

/** "Have a code?": what the code takes off this checkout; a 400 carries the reason it does not apply. */
export function useCouponPreview() {
  return useMutation({
    mutationFn: (query: { code: string; courseId: number; paymentType: PaymentType }) =>
      apiJson<CouponPreview>(
        "GET",
        `/api/coupons/preview?${new URLSearchParams({ ...query, courseId: String(query.courseId) }).toString()}`,
      ),
  });
}

/** A code that covers the whole price: the server fulfils the purchase at once, without a card. */
export function useFreeCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { courseId: number; paymentType: PaymentType; affiliateCode: string | null; couponCode: string }) =>
      apiJson<PaymentIntent>(
        "POST",
        "/api/create-payment-intent",
        intentBody(input.courseId, input.paymentType, input.affiliateCode, input.couponCode),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["personal"] }),
  });
}

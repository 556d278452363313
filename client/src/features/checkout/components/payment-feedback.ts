import { toast } from "@/hooks/use-toast";
import { activeLocale, i18n } from "@/i18n";
import type { ApiError } from "@/lib/api-client";

/** Where a confirmed payment lands (docs/spec.md §4): the success page, which asks the server. */
export function paymentSuccessHref(courseId: number, paymentIntentId: string): string {
  const query = new URLSearchParams({ courseId: String(courseId), payment_intent: paymentIntentId });
  return `/payment-success?${query.toString()}`;
}

/** docs/spec.md §8: an unexpected exception while paying. */
export function reportPaymentError(error: unknown) {
  console.error("payment error", error);
  toast({ title: i18n.t("checkout:payment.errorTitle"), description: i18n.t("checkout:payment.errorDescription"), variant: "destructive" });
}

/**
 * Why a code does not apply: the server's reason (its `couponCode` field message) in English, the
 * translation of its stable code in another language.
 */
export function couponRefusal(error: ApiError): string {
  const fallback = i18n.t("checkout:coupon.cannotUse");
  const translated = activeLocale() !== "en" && error.code !== null && i18n.exists(`errors:code.${error.code}`);
  return translated ? error.serverMessage(fallback) : (error.body?.errors?.couponCode ?? error.serverMessage(fallback));
}

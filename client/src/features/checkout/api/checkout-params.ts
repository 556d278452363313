// Reads both checkout link shapes of docs/spec.md §2: /checkout/{id}?type=one_time|subscription&affiliate=
// and /checkout?courseId={id}&type=one-time|monthly.
import type { PaymentType } from "@shared/constants";
import { idParam } from "@shared/schemas/common";
import { affiliateCodeSchema } from "@shared/schemas/payments";

export interface CheckoutParams {
  courseId: number | null;
  paymentType: PaymentType;
  affiliateCode: string | null;
}

const TYPE_ALIASES: Record<string, PaymentType> = {
  one_time: "one_time",
  "one-time": "one_time",
  onetime: "one_time",
  subscription: "subscription",
  monthly: "subscription",
};

export function normalisePaymentType(value: string | null | undefined): PaymentType {
  return (value && TYPE_ALIASES[value.trim().toLowerCase()]) || "one_time";
}

export function parseCourseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const parsed = idParam.safeParse(value.trim());
  return parsed.success ? parsed.data : null;
}

export function readCheckoutParams(pathCourseId: string | undefined, search: string): CheckoutParams {
  const query = new URLSearchParams(search);
  const rawId = pathCourseId ?? query.get("courseId");
  // A mangled code is ignored like an unknown one (docs/product-rules.md §6): the checkout must still open.
  const affiliate = affiliateCodeSchema.safeParse(query.get("affiliate") ?? "");
  return {
    courseId: parseCourseId(rawId),
    paymentType: normalisePaymentType(query.get("type")),
    affiliateCode: affiliate.success && affiliate.data ? affiliate.data : null,
  };
}

/** The canonical checkout URL, keeping the affiliate code (docs/spec.md §4). */
export function checkoutHref(params: { courseId: number; paymentType: PaymentType; affiliateCode: string | null }): string {
  const query = new URLSearchParams({ type: params.paymentType });
  if (params.affiliateCode) query.set("affiliate", params.affiliateCode);
  return `/checkout/${params.courseId}?${query.toString()}`;
}

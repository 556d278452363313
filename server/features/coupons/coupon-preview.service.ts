import { centsToString, monthlyPriceCents } from "@shared/money";
import type { PaymentType } from "@shared/constants";
import { COURSE_NOT_FOUND } from "@shared/schemas/courses";
import type { CouponPreview } from "@shared/schemas/coupons";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { findCourse } from "../courses";
import type { SettingsService } from "../settings";
import { quoteCoupon } from "./coupon-rules.service";

/** The price a checkout charges before any coupon: the price, or the monthly instalment. */
export function basePriceCents(priceCents: number, paymentType: PaymentType): number {
  return paymentType === "one_time" ? priceCents : monthlyPriceCents(priceCents);
}

/** "Have a code?": what the code takes off this checkout, or the reason it does not apply (400). */
export async function previewCoupon(
  db: Db,
  settings: SettingsService,
  userId: number,
  query: { code: string; courseId: number; paymentType: PaymentType },
): Promise<CouponPreview> {
  const course = await findCourse(db, query.courseId);
  if (!course || !course.isPublished) throw notFound(COURSE_NOT_FOUND, "COURSE_NOT_FOUND");
  const quote = await quoteCoupon(db, settings, { ...query, baseCents: basePriceCents(course.priceCents, query.paymentType), userId });
  return {
    code: quote.code,
    paymentType: query.paymentType,
    description: quote.description,
    originalAmount: centsToString(quote.originalCents),
    discount: centsToString(quote.discountCents),
    amount: centsToString(quote.amountCents),
  };
}

import { centsToString } from "@shared/money";
import type { PaymentType } from "@shared/constants";
import type { Coupon, PromoCode } from "@shared/schemas/coupons";
import type { CouponRow } from "./coupons.repo";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentCoupon(row: { coupon: CouponRow; uses: number; revenueCents: number; discountCents: number }): Coupon {
  const c = row.coupon;
  return {
    id: c.id,
    code: c.code,
    percentOff: c.percentOff,
    amountOff: c.amountOffCents === null ? null : centsToString(c.amountOffCents),
    courseIds: c.courseIds && c.courseIds.length > 0 ? c.courseIds : null,
    paymentTypes: c.paymentTypes as PaymentType[],
    startsAt: iso(c.startsAt),
    expiresAt: iso(c.expiresAt),
    maxRedemptions: c.maxRedemptions,
    perUserLimit: c.perUserLimit,
    active: c.active,
    createdAt: c.createdAt.toISOString(),
    redemptions: row.uses,
    revenue: centsToString(row.revenueCents),
    discountGiven: centsToString(row.discountCents),
  };
}

export function presentPromoCode(row: { coupon: CouponRow; uses: number; revenueCents: number; commissionCents: number }): PromoCode {
  return {
    id: row.coupon.id,
    code: row.coupon.code,
    percentOff: row.coupon.percentOff ?? 0,
    active: row.coupon.active,
    createdAt: row.coupon.createdAt.toISOString(),
    uses: row.uses,
    sales: centsToString(row.revenueCents),
    commissions: centsToString(row.commissionCents),
  };
}

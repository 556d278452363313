import { divideRoundHalfUp, formatUsd } from "@shared/money";
import type { PaymentType } from "@shared/constants";
import type { ErrorCode } from "@shared/error-codes";
import {
  COUPON_ALREADY_USED,
  COUPON_EXPIRED,
  COUPON_FREE_SUBSCRIPTION,
  COUPON_NOT_FOR_COURSE,
  COUPON_NOT_FOR_TYPE,
  COUPON_NOT_STARTED,
  COUPON_UNKNOWN,
  COUPON_USED_UP,
  couponExceedsInstalment,
} from "@shared/schemas/coupons";
import type { Db, Tx } from "../../db/client";
import { badRequest, conflict } from "../../lib/app-error";
import type { SettingsService } from "../settings";
import * as repo from "./coupons.repo";

export interface CouponQuote {
  couponId: number;
  code: string;
  /** "20% off", "$10.00 off the first month". */
  description: string;
  originalCents: number;
  discountCents: number;
  amountCents: number;
  /** A promo code: the entrepreneur it credits (null for a self-use, which earns nothing). Absent for an admin coupon. */
  promoOwner?: { id: number; code: string } | null;
}

/** The reason a code does not apply, on the couponCode field so a form shows it where it was typed. */
const refuse = (message: string, code: ErrorCode) => badRequest(message, { couponCode: message }, code);

/** Discount on one charge, in cents: a percentage rounded half up once, or a fixed amount up to the price. */
export function discountCents(coupon: Pick<repo.CouponRow, "percentOff" | "amountOffCents">, baseCents: number): number {
  if (coupon.percentOff !== null) return Math.min(baseCents, divideRoundHalfUp(baseCents * coupon.percentOff, 100));
  return Math.min(baseCents, coupon.amountOffCents ?? 0);
}

export function describeCoupon(coupon: Pick<repo.CouponRow, "percentOff" | "amountOffCents">, paymentType: PaymentType): string {
  const off = coupon.percentOff !== null ? `${coupon.percentOff}% off` : `${formatUsd(coupon.amountOffCents ?? 0)} off`;
  return paymentType === "subscription" ? `${off} the first month` : off;
}

/**
 * Whether a code applies to this buyer, course and payment option, and what it takes off
 * `baseCents` (the price, or the first monthly instalment). Throws 400 with the reason: unknown
 * (also deactivated, or a promo code whose owner is no longer an active entrepreneur), not yet
 * valid, expired, not for this course or option, used up, already used by this buyer. Limits are
 * checked again, under a lock, when the payment succeeds (redeemCoupon). A promo code takes off at
 * most today's `maxAffiliateDiscount` (lowered since the code was made: capped; 0: codes off).
 */
export async function quoteCoupon(
  db: Db,
  settings: SettingsService,
  request: { code: string; courseId: number; paymentType: PaymentType; baseCents: number; userId: number },
  now: Date = new Date(),
): Promise<CouponQuote> {
  const found = await repo.findCouponByCode(db, request.code.trim().toUpperCase());
  // A promo code whose owner's account is gone (owner NULL) is never read as an admin coupon.
  const isPromo = found?.coupon.kind === "promo";
  if (!found || !found.coupon.active || (isPromo && (found.coupon.ownerId === null || !found.ownerActive)))
    throw refuse(COUPON_UNKNOWN, "COUPON_UNKNOWN");
  const coupon = isPromo ? await capPromoCode(settings, found.coupon) : found.coupon;
  if (coupon.startsAt && coupon.startsAt > now) throw refuse(COUPON_NOT_STARTED, "COUPON_NOT_STARTED");
  if (coupon.expiresAt && coupon.expiresAt <= now) throw refuse(COUPON_EXPIRED, "COUPON_EXPIRED");
  if (coupon.courseIds && coupon.courseIds.length > 0 && !coupon.courseIds.includes(request.courseId)) {
    throw refuse(COUPON_NOT_FOR_COURSE, "COUPON_NOT_APPLICABLE");
  }
  if (!coupon.paymentTypes.includes(request.paymentType)) throw refuse(COUPON_NOT_FOR_TYPE, "COUPON_NOT_APPLICABLE");
  const discount = discountCents(coupon, request.baseCents);
  // A free first month with nothing on file would be a trial by another name.
  if (request.paymentType === "subscription" && discount >= request.baseCents)
    throw refuse(
      coupon.amountOffCents !== null
        ? couponExceedsInstalment(formatUsd(coupon.amountOffCents), formatUsd(request.baseCents))
        : COUPON_FREE_SUBSCRIPTION,
      "COUPON_NOT_APPLICABLE",
    );
  const used = await repo.countRedemptions(db, coupon.id, request.userId);
  if (coupon.maxRedemptions !== null && used.total >= coupon.maxRedemptions) throw refuse(COUPON_USED_UP, "COUPON_USED_UP");
  if (used.byUser >= coupon.perUserLimit) throw refuse(COUPON_ALREADY_USED, "COUPON_ALREADY_USED");

  const quote: CouponQuote = {
    couponId: coupon.id,
    code: coupon.code,
    description: describeCoupon(coupon, request.paymentType),
    originalCents: request.baseCents,
    discountCents: discount,
    amountCents: request.baseCents - discount,
  };
  if (isPromo && coupon.ownerId !== null) {
    quote.promoOwner =
      coupon.ownerId === request.userId || !found.ownerAffiliateCode ? null : { id: coupon.ownerId, code: found.ownerAffiliateCode };
  }
  return quote;
}

/** A promo code's percentage under the platform's current ceiling; 0 turns promo codes off (unknown). */
async function capPromoCode(settings: SettingsService, coupon: repo.CouponRow): Promise<repo.CouponRow> {
  const { maxAffiliateDiscount } = await settings.get();
  if (maxAffiliateDiscount <= 0) throw refuse(COUPON_UNKNOWN, "COUPON_UNKNOWN");
  if (coupon.percentOff === null || coupon.percentOff <= maxAffiliateDiscount) return coupon;
  return { ...coupon, percentOff: maxAffiliateDiscount };
}

/** How long the price a checkout quoted holds (docs/product-rules.md §11): within it a coupon valid when the
 *  checkout opened still applies; after it the coupon must still be valid when the payment succeeds. */
export const QUOTE_HOLD_MS = 24 * 3600 * 1000;

/**
 * Counts a use, inside the fulfilment transaction of the payment that used the coupon. The coupon
 * row is locked first, so of two payments racing for its last use one waits and then finds it
 * gone: 409, and the caller's transaction writes nothing (the payment is not fulfilled).
 * A checkout confirmed more than QUOTE_HOLD_MS after it opened must still find the coupon active,
 * started and not expired, and a promo code's owner still an active entrepreneur (409 with the
 * preview's code otherwise). A trial's start reserves its use this way; the first paid instalment
 * takes it over (takeOverReservedRedemption).
 */
export async function redeemCoupon(
  tx: Tx,
  use: { couponId: number; paymentId: number; userId: number | null; discountCents: number; openedAt: Date },
  now: Date = new Date(),
): Promise<void> {
  const coupon = await repo.lockCoupon(tx, use.couponId);
  if (!coupon) return; // a coupon cannot be deleted once used; nothing to count against
  if (now.getTime() - use.openedAt.getTime() > QUOTE_HOLD_MS) await refuseIfNoLongerValid(tx, coupon, now);
  const used = await repo.countRedemptions(tx, coupon.id, use.userId ?? 0);
  if (coupon.maxRedemptions !== null && used.total >= coupon.maxRedemptions) throw conflict(COUPON_USED_UP, undefined, "COUPON_USED_UP");
  if (use.userId !== null && used.byUser >= coupon.perUserLimit) throw conflict(COUPON_ALREADY_USED, undefined, "COUPON_ALREADY_USED");
  await repo.insertRedemption(tx, { couponId: coupon.id, paymentId: use.paymentId, userId: use.userId, discountCents: use.discountCents });
}

/** A stale checkout's coupon, checked again on its locked row: deactivated, not started, expired, or an owner gone. */
async function refuseIfNoLongerValid(tx: Tx, coupon: repo.CouponRow, now: Date): Promise<void> {
  const ownerGone = coupon.kind === "promo" && (coupon.ownerId === null || !(await repo.isActiveEntrepreneur(tx, coupon.ownerId)));
  if (!coupon.active || ownerGone) throw conflict(COUPON_UNKNOWN, undefined, "COUPON_UNKNOWN");
  if (coupon.startsAt && coupon.startsAt > now) throw conflict(COUPON_NOT_STARTED, undefined, "COUPON_NOT_STARTED");
  if (coupon.expiresAt && coupon.expiresAt <= now) throw conflict(COUPON_EXPIRED, undefined, "COUPON_EXPIRED");
}

/**
 * The first paid instalment after a free trial takes over the use its trial's start reserved
 * (docs/product-rules.md §11): the redemption then names the payment that carried the discount, so uses,
 * revenue and promo-code sales count the money once. A reservation no longer held (a trial start
 * redelivered after its release, say) is counted anew without the limits: the provider has already
 * given the discount. (An instalment of a cancelled trial never gets here: the renewal check in
 * fulfilPayment refuses it first, and the Stripe webhook refunds it.)
 */
export async function takeOverReservedRedemption(
  tx: Tx,
  use: { couponId: number; trialPaymentId: number; paymentId: number; userId: number | null; discountCents: number },
): Promise<void> {
  await repo.lockCoupon(tx, use.couponId);
  if (await repo.moveRedemption(tx, use.trialPaymentId, use.paymentId, use.discountCents)) return;
  await repo.insertRedemption(tx, {
    couponId: use.couponId,
    paymentId: use.paymentId,
    userId: use.userId,
    discountCents: use.discountCents,
  });
}

/** Whether a payment still holds its coupon's use (a trial's reservation not released). */
export async function holdsRedemption(db: Db | Tx, paymentId: number): Promise<boolean> {
  return repo.holdsRedemption(db, paymentId);
}

/** A full refund gives the use back (docs/product-rules.md §11); so does cancelling a trial, whose discount will never be given. */
export async function releaseCouponRedemption(tx: Tx, paymentId: number): Promise<void> {
  await repo.releaseRedemption(tx, paymentId);
}

/**
 * The errors that mean "this coupon cannot count for this payment any more": its limits reached
 * meanwhile by other checkouts, or (for a checkout older than QUOTE_HOLD_MS) the coupon deactivated,
 * expired or its owner gone. The payment must not stand: refused before charging, else refunded.
 */
export const COUPON_LIMIT_CODES: readonly string[] = [
  "COUPON_USED_UP",
  "COUPON_ALREADY_USED",
  "COUPON_UNKNOWN",
  "COUPON_NOT_STARTED",
  "COUPON_EXPIRED",
];

import { randomBytes } from "node:crypto";
import { centsToString } from "@shared/money";
import { COURSE_NOT_FOUND } from "@shared/schemas/courses";
import { ALREADY_OWNED, FREE_COURSE_NO_PAYMENT, type PaymentIntent } from "@shared/schemas/payments";
import type { PaymentType } from "@shared/constants";
import type { Db } from "../../db/client";
import { AppError, badRequest, conflict, notFound } from "../../lib/app-error";
import { linkVisitorOf, resolveAffiliate } from "../affiliate";
import { hasCourseAccess } from "../content";
import { basePriceCents, COUPON_LIMIT_CODES, quoteCoupon, QUOTE_HOLD_MS, type CouponQuote } from "../coupons";
import { findCourse } from "../courses";
import type { SettingsService } from "../settings";
import { findUserById } from "../users";
import type { PaymentProvider } from "./providers/provider";
import { fulfilPayment } from "./fulfil-payment.service";
import * as repo from "./payments.repo";
import { paymentIntentIdOf } from "./payments.presenter";
import { recordPaymentFailure } from "./record-failure.service";

const DAY_MS = 24 * 3600 * 1000;
/** Why a purchase a coupon pays in full can be refused at fulfilment (409). */
const FREE_CHECKOUT_REFUSALS: readonly string[] = [...COUPON_LIMIT_CODES, "ALREADY_OWNED"];

export interface IntentRequest {
  userId: number;
  courseId: number;
  paymentType: PaymentType;
  /** From the checkout query; else the ref cookie; else the buyer's referrer (docs/product-rules.md §6). */
  affiliateCode: string | null;
  cookieCode: string | null;
  /** The browser's gsm_vid cookie: the link visitor it is, if it followed an affiliate link. */
  visitorId?: string | null;
  /** "Have a code?" (docs/product-rules.md §11): a coupon, or an entrepreneur's promo code. */
  couponCode?: string | null;
}

/**
 * POST /api/create-payment-intent: the amount comes from the database only (one_time = price,
 * subscription = price / 12 to the cent), less a coupon's discount computed here. A pending
 * payment for the same choice is reused. A one-time purchase a coupon pays in full is fulfilled
 * at once, without a card, through the same fulfilment as any payment.
 */
export async function createPaymentIntent(
  db: Db,
  settings: SettingsService,
  provider: PaymentProvider,
  request: IntentRequest,
): Promise<PaymentIntent> {
  const course = await findCourse(db, request.courseId);
  if (!course || !course.isPublished) throw notFound(COURSE_NOT_FOUND, "COURSE_NOT_FOUND");
  const buyer = await findUserById(db, request.userId);
  if (!buyer) throw notFound("User not found");
  if (await hasCourseAccess(db, buyer, course.id)) throw conflict(ALREADY_OWNED, undefined, "ALREADY_OWNED");
  if (course.priceCents <= 0) throw badRequest(FREE_COURSE_NO_PAYMENT, undefined, "FREE_COURSE");

  const baseCents = basePriceCents(course.priceCents, request.paymentType);
  const coupon = request.couponCode
    ? await quoteCoupon(db, settings, {
        code: request.couponCode,
        courseId: course.id,
        paymentType: request.paymentType,
        baseCents,
        userId: buyer.id,
      })
    : null;
  const firstChargeCents = coupon ? coupon.amountCents : baseCents;
  const monthlyTrialDays = await trialDaysFor(db, settings, buyer.id, course.id, "subscription");
  const trialDays = request.paymentType === "subscription" ? monthlyTrialDays : 0;
  const trialEndsAt = trialDays > 0 ? new Date(Date.now() + trialDays * DAY_MS) : null;
  // A trial charges nothing now; a coupon's discount then applies to the first paid instalment.
  const amountCents = trialEndsAt ? 0 : firstChargeCents;
  const discountCents = coupon?.discountCents ?? 0;
  const affiliate = await attribute(db, buyer, request, coupon);
  // The link visitor this purchase came from, for the entrepreneur's conversion rate: this browser,
  // else the one the buyer signed up from, when it visited the attributed entrepreneur's links.
  const visitorId = affiliate ? await linkVisitorOf(db, affiliate.id, [request.visitorId, buyer.signupVisitorId]) : null;
  const common = {
    userId: buyer.id,
    courseId: course.id,
    courseTitle: course.title,
    provider: provider.name,
    type: request.paymentType,
    amountCents,
    discountCents,
    couponId: coupon?.couponId ?? null,
    couponCode: coupon?.code ?? null,
    affiliateCode: affiliate?.code ?? null,
    affiliateUserId: affiliate?.id ?? null,
    visitorId,
    trialEndsAt,
  };

  if (amountCents === 0 && !trialEndsAt) {
    // Paid in full by the coupon: a zero-amount payment, fulfilled now (no provider, no commission).
    const ref = `free_${randomBytes(12).toString("hex")}`;
    const row = await repo.insertPayment(db, {
      ...common,
      providerRef: ref,
      clientSecret: `${ref}_secret_${randomBytes(16).toString("hex")}`,
      providerSubscriptionId: null,
    });
    if (!row) throw new Error("payment reference collision");
    try {
      await fulfilPayment(db, settings, row.id, { refuseIfOwned: true });
    } catch (error) {
      // The coupon's last use went to another checkout meanwhile, or the course was bought: the
      // zero payment is recorded as failed with the reason (never left pending), and the buyer gets the 409.
      if (error instanceof AppError && FREE_CHECKOUT_REFUSALS.includes(error.code)) await recordPaymentFailure(db, row, error.message);
      throw error;
    }
    return present((await repo.findPaymentById(db, row.id))!, baseCents, true, null, monthlyTrialDays);
  }

  const reusable = await repo.findReusablePending(db, {
    userId: buyer.id,
    courseId: course.id,
    type: request.paymentType,
    provider: provider.name,
    amountCents,
    affiliateUserId: affiliate?.id ?? null,
    couponId: coupon?.couponId ?? null,
    // The quoted price holds for a day; an older pending checkout is not reused but opened afresh (docs/product-rules.md §11).
    openedAfter: new Date(Date.now() - QUOTE_HOLD_MS),
  });
  const payment =
    reusable ??
    (await (async () => {
      const charge = await provider.openCharge({
        userId: buyer.id,
        userEmail: buyer.email,
        courseId: course.id,
        courseTitle: course.title,
        // A trial charges nothing now: the provider is told the first paid instalment's amount.
        amountCents: trialEndsAt ? firstChargeCents : amountCents,
        discountCents,
        type: request.paymentType,
        trialDays,
      });
      const row = await repo.insertPayment(db, {
        ...common,
        providerRef: charge.providerRef,
        clientSecret: charge.clientSecret,
        providerSubscriptionId: charge.providerSubscriptionId,
        trialEndsAt: charge.trialEndsAt ?? trialEndsAt,
      });
      if (!row) throw new Error("payment reference collision");
      return row;
    })());
  return present(payment, baseCents, false, payment.trialEndsAt ? firstChargeCents : null, monthlyTrialDays);
}

/**
 * A learner's first monthly subscription to a course starts with the free trial
 * (`subscriptionTrialDays`, 0 = off; docs/product-rules.md §11), once per learner and course, with either
 * provider: the test provider bills its end with the card on file (subscription-renewals.service.ts),
 * Stripe with a trialing subscription (providers/stripe-provider.ts). Answers the trial's days, 0 for none.
 */
async function trialDaysFor(db: Db, settings: SettingsService, userId: number, courseId: number, type: PaymentType): Promise<number> {
  if (type !== "subscription") return 0;
  const { subscriptionTrialDays } = await settings.get();
  if (subscriptionTrialDays <= 0 || (await repo.hadSubscription(db, userId, courseId))) return 0;
  return subscriptionTrialDays;
}

/**
 * The trial's end the checkout shows as the first charge date. The test provider measures the
 * trial from the confirmation (fulfil-payment.service.ts), so a pending checkout answers its
 * length from now; Stripe counts it from the subscription's creation, as stored.
 */
function shownTrialEnd(payment: repo.PaymentRow): string | null {
  if (!payment.trialEndsAt) return null;
  if (payment.provider === "stripe" || payment.status !== "pending") return payment.trialEndsAt.toISOString();
  return new Date(Date.now() + payment.trialEndsAt.getTime() - payment.createdAt.getTime()).toISOString();
}

function present(
  payment: repo.PaymentRow,
  baseCents: number,
  fulfilled: boolean,
  firstChargeCents: number | null,
  monthlyTrialDays: number,
): PaymentIntent {
  return {
    clientSecret: payment.clientSecret!,
    paymentIntentId: paymentIntentIdOf(payment),
    provider: payment.provider,
    amount: centsToString(payment.amountCents),
    originalAmount: centsToString(baseCents),
    discount: centsToString(payment.discountCents),
    couponCode: payment.couponCode,
    paymentType: payment.type,
    affiliateCode: payment.affiliateCode,
    fulfilled,
    trialEndsAt: shownTrialEnd(payment),
    firstChargeAmount: firstChargeCents === null ? null : centsToString(firstChargeCents),
    monthlyTrialDays,
  };
}

/**
 * Attribution order (docs/product-rules.md §11): an entrepreneur's promo code wins over everything (its
 * self-use credits no one); then the first code that names an active entrepreneur other than the
 * buyer; then the buyer's referrer.
 */
async function attribute(db: Db, buyer: { id: number; referredById: number | null }, request: IntentRequest, coupon: CouponQuote | null) {
  if (coupon && coupon.promoOwner !== undefined) return coupon.promoOwner;
  for (const code of [request.affiliateCode, request.cookieCode]) {
    if (!code) continue;
    const affiliate = await resolveAffiliate(db, code);
    if (affiliate) return affiliate.id === buyer.id ? null : affiliate;
  }
  if (buyer.referredById !== null && buyer.referredById !== buyer.id) {
    const referrer = await findUserById(db, buyer.referredById);
    if (referrer?.affiliateCode) return resolveAffiliate(db, referrer.affiliateCode);
  }
  return null;
}

import { centsToString, commissionCents } from "@shared/money";
import { ALREADY_OWNED, SUBSCRIPTION_ENDED, TRIAL_ALREADY_USED } from "@shared/schemas/payments";
import type { Db, Tx } from "../../db/client";
import { conflict } from "../../lib/app-error";
import { insertSaleCommission } from "../affiliate";
import { hasCourseAccess } from "../content";
import { redeemCoupon, takeOverReservedRedemption } from "../coupons";
import { queueEmail } from "../email";
import { extendSubscriptionAccess, grantLifetimeAccess, lockLiveSubscription, startTrialAccess } from "../enrollments";
import type { SettingsService } from "../settings";
import * as repo from "./payments.repo";

/**
 * Fulfils a payment on its provider's confirmation, in one transaction (docs/product-rules.md §5): the
 * payment succeeds, the buyer gets access (lifetime, or one more month for an instalment) and the
 * affiliate's commission is created. The conditional status change makes it idempotent: the same
 * confirmation arriving twice, even at the same moment, changes nothing the second time.
 * Answers whether this call did the fulfilment.
 *
 * `refuseIfOwned`: before the charge counts, the buyer must not have access already (another
 * payment for the course, confirmed a moment earlier): checked under a lock on buyer and course,
 * so two different payments for one course cannot both go through; 409 and nothing written.
 * `afterTrialOf`: the first paid instalment after that trial start (a payment id), which takes
 * over the coupon use the trial reserved (docs/product-rules.md §11).
 * `renewal`: the subscription must still be live (not cancelled, not refunded) with its enrollment
 * row locked, so a cancel or refund landing meanwhile wins; 409 and nothing written.
 * A trial (whatever the options): once per person and course (docs/product-rules.md §11: the accounts of
 * one normalized email, and one card), checked again here
 * under the buyer+course lock, since a stale pending trial checkout can be confirmed after another
 * trial or subscription of the course succeeded; 409 TRIAL_ALREADY_USED and nothing written.
 */
export async function fulfilPayment(
  db: Db,
  settings: SettingsService,
  paymentId: number,
  options: { refuseIfOwned?: boolean; renewal?: boolean; afterTrialOf?: number } = {},
): Promise<boolean> {
  const { commissionRate } = await settings.get();
  return db.transaction(async (tx) => {
    const payment = await repo.markSucceeded(tx, paymentId);
    if (!payment) return false;
    if (options.refuseIfOwned && payment.userId !== null && payment.courseId !== null) {
      await repo.lockBuyerCourse(tx, payment.userId, payment.courseId);
      if (await hasCourseAccess(tx, { id: payment.userId, role: "personal" }, payment.courseId))
        throw conflict(ALREADY_OWNED, undefined, "ALREADY_OWNED");
    }
    if (payment.trialEndsAt && payment.userId !== null && payment.courseId !== null) {
      // Once per person: their other accounts (the same normalized email) and the same card count.
      await repo.lockBuyerCourse(tx, payment.userId, payment.courseId);
      await repo.lockPersonCourse(tx, payment.userId, payment.courseId, payment.cardFingerprint);
      const { id, userId, courseId, cardFingerprint } = payment;
      if (await repo.hadOtherSubscription(tx, { id, userId, courseId, cardFingerprint }))
        throw conflict(TRIAL_ALREADY_USED, undefined, "TRIAL_ALREADY_USED");
    }
    if (
      options.renewal &&
      !(payment.userId !== null && payment.courseId !== null && (await lockLiveSubscription(tx, payment.userId, payment.courseId)))
    ) {
      throw conflict(SUBSCRIPTION_ENDED, undefined, "SUBSCRIPTION_ENDED");
    }
    // The coupon's use counts with the payment; its limits reached meanwhile (or, for a checkout
    // older than a day, the coupon no longer valid) refuse the whole fulfilment (409). A trial's
    // start reserves the use; its first paid instalment takes it over.
    if (payment.couponId !== null && options.afterTrialOf !== undefined) {
      await takeOverReservedRedemption(tx, {
        couponId: payment.couponId,
        trialPaymentId: options.afterTrialOf,
        paymentId: payment.id,
        userId: payment.userId,
        discountCents: payment.discountCents,
      });
    } else if (payment.couponId !== null) {
      await redeemCoupon(tx, {
        couponId: payment.couponId,
        paymentId: payment.id,
        userId: payment.userId,
        discountCents: payment.discountCents,
        openedAt: payment.createdAt,
      });
    }
    await grantAccess(tx, payment);
    await createCommission(tx, payment, commissionRate);
    // The receipt (one per instalment) commits with the payment, or neither does. A trial's start
    // charges nothing: its first instalment brings the receipt.
    if (payment.userId !== null && !payment.trialEndsAt) {
      await queueEmail(tx, payment.userId, "purchase_receipt", {
        courseTitle: payment.courseTitle,
        amount: centsToString(payment.amountCents),
        type: payment.type,
        reference: payment.providerRef,
        ...(payment.discountCents > 0
          ? {
              originalAmount: centsToString(payment.amountCents + payment.discountCents),
              discount: centsToString(payment.discountCents),
              couponCode: payment.couponCode ?? "",
            }
          : {}),
      });
    }
    return true;
  });
}

async function grantAccess(tx: Tx, payment: repo.PaymentRow) {
  // A buyer or course deleted since keeps the money record only.
  if (payment.userId === null || payment.courseId === null) return;
  if (payment.type === "one_time") await grantLifetimeAccess(tx, payment.userId, payment.courseId);
  else if (payment.trialEndsAt) {
    // The test provider's trial runs its full length from the confirmation, however long ago the
    // checkout opened; Stripe's from the subscription's creation (at most a day before, as a
    // pending checkout is reused for a day only), and it bills at that end: access follows it.
    const length = payment.trialEndsAt.getTime() - payment.createdAt.getTime();
    const endsAt = payment.provider === "stripe" ? payment.trialEndsAt : new Date((payment.succeededAt ?? new Date()).getTime() + length);
    await repo.setTrialEnd(tx, payment.id, endsAt);
    await startTrialAccess(tx, payment.userId, payment.courseId, endsAt);
  } else await extendSubscriptionAccess(tx, payment.userId, payment.courseId, payment.succeededAt ?? new Date());
}

/**
 * The commission is the rate on what the buyer actually paid (after a coupon). None without an
 * affiliate, for a self-referral, for a purchase a coupon paid in full, or when the affiliate is
 * no longer an active entrepreneur.
 */
async function createCommission(tx: Tx, payment: repo.PaymentRow, ratePercent: number) {
  const affiliateId = payment.affiliateUserId;
  if (affiliateId === null || affiliateId === payment.userId || payment.amountCents <= 0) return;
  if (!(await repo.findActiveEntrepreneur(tx, affiliateId))) return;
  const amountCents = commissionCents(payment.amountCents, ratePercent);
  const created = await insertSaleCommission(tx, {
    entrepreneurId: affiliateId,
    paymentId: payment.id,
    buyerId: payment.userId,
    courseId: payment.courseId,
    saleAmountCents: payment.amountCents,
    amountCents,
    commissionRate: ratePercent,
    productType: "course",
    productName: payment.courseTitle,
  });
  if (created)
    await queueEmail(tx, affiliateId, "commission_earned", { amount: centsToString(amountCents), productName: payment.courseTitle });
}

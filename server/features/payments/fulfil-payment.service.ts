import { centsToString, commissionCents } from "@shared/money";
import { ALREADY_OWNED, SUBSCRIPTION_ENDED } from "@shared/schemas/payments";
import type { Db, Tx } from "../../db/client";
import { conflict } from "../../lib/app-error";
import { hasCourseAccess } from "../content";
import { queueEmail } from "../email";
import type { SettingsService } from "../platform/settings.service";
import * as repo from "./payments.repo";

/**
 * Fulfils a payment on its provider's confirmation, in one transaction (PRODUCT.md §5): the
 * payment succeeds, the buyer gets access (lifetime, or one more month for an instalment) and the
 * affiliate's commission is created. The conditional status change makes it idempotent: the same
 * confirmation arriving twice, even at the same moment, changes nothing the second time.
 * Answers whether this call did the fulfilment.
 *
 * `refuseIfOwned`: before the charge counts, the buyer must not have access already (another
 * payment for the course, confirmed a moment earlier): checked under a lock on buyer and course,
 * so two different payments for one course cannot both go through; 409 and nothing written.
 * `renewal`: the subscription must still be live (not cancelled, not refunded) with its enrolment
 * row locked, so a cancel or refund landing meanwhile wins; 409 and nothing written.
 */
export async function fulfilPayment(
  db: Db,
  settings: SettingsService,
  paymentId: number,
  options: { refuseIfOwned?: boolean; renewal?: boolean } = {},
): Promise<boolean> {
  const { commissionRate } = await settings.get();
  return db.transaction(async (tx) => {
    const payment = await repo.markSucceeded(tx, paymentId);
    if (!payment) return false;
    if (options.refuseIfOwned && payment.userId !== null && payment.courseId !== null) {
      await repo.lockBuyerCourse(tx, payment.userId, payment.courseId);
      if (await hasCourseAccess(tx, { id: payment.userId, role: "personal" }, payment.courseId)) throw conflict(ALREADY_OWNED, undefined, "ALREADY_OWNED");
    }
    if (options.renewal && !(payment.userId !== null && payment.courseId !== null && (await repo.lockLiveSubscription(tx, payment.userId, payment.courseId)))) {
      throw conflict(SUBSCRIPTION_ENDED, undefined, "SUBSCRIPTION_ENDED");
    }
    await grantAccess(tx, payment);
    await createCommission(tx, payment, commissionRate);
    // The receipt (one per instalment) commits with the payment, or neither does.
    if (payment.userId !== null) {
      await queueEmail(tx, payment.userId, "purchase_receipt", {
        courseTitle: payment.courseTitle,
        amount: centsToString(payment.amountCents),
        type: payment.type,
        reference: payment.providerRef,
      });
    }
    return true;
  });
}

async function grantAccess(tx: Tx, payment: repo.PaymentRow) {
  // A buyer or course deleted since keeps the money record only.
  if (payment.userId === null || payment.courseId === null) return;
  if (payment.type === "one_time") await repo.grantLifetimeAccess(tx, payment.userId, payment.courseId);
  else await repo.extendSubscriptionAccess(tx, payment.userId, payment.courseId, payment.succeededAt ?? new Date());
}

/** No commission without an affiliate, for a self-referral, or when the affiliate is no longer an active entrepreneur. */
async function createCommission(tx: Tx, payment: repo.PaymentRow, ratePercent: number) {
  const affiliateId = payment.affiliateUserId;
  if (affiliateId === null || affiliateId === payment.userId) return;
  if (!(await repo.findActiveEntrepreneur(tx, affiliateId))) return;
  const amountCents = commissionCents(payment.amountCents, ratePercent);
  const created = await repo.insertSaleCommission(tx, {
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
  if (created) await queueEmail(tx, affiliateId, "commission_earned", { amount: centsToString(amountCents), productName: payment.courseTitle });
}

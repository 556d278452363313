import { recordAudit } from "../audit";
import { ALREADY_REFUNDED, ONLY_SUCCEEDED_REFUNDABLE, PAYMENT_NOT_FOUND } from "@shared/schemas/payments";
import { centsToString } from "@shared/money";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/app-error";
import type { PaymentProvider } from "./providers/provider";
import { reverseCommission } from "../affiliate";
import { releaseCouponRedemption } from "../coupons";
import { queueEmail } from "../email";
import { markSubscriptionCancelled, revokeAccess } from "../enrollments";
import * as repo from "./payments.repo";

/**
 * Admin refund (docs/product-rules.md §5): a refunded instalment first ends its subscription (no more charges
 * for a course taken back; harmless when it has ended already), then the provider gives the money
 * back (with an idempotency key, so a retry never refunds twice), then one transaction records it,
 * revokes the access the payment gave and reverses its commission. A failure at any step leaves
 * the payment refundable again.
 */
export async function refundPayment(db: Db, provider: PaymentProvider, paymentId: number): Promise<repo.PaymentRow> {
  const payment = await repo.findPaymentById(db, paymentId);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  if (payment.status === "refunded") throw conflict(ALREADY_REFUNDED, undefined, "ALREADY_REFUNDED");
  if (payment.status !== "succeeded") throw conflict(ONLY_SUCCEEDED_REFUNDABLE, undefined, "NOT_REFUNDABLE");
  if (payment.provider === "stripe" && provider.name !== "stripe") {
    throw conflict("This payment was made through Stripe, which is not configured now.", undefined, "STRIPE_NOT_CONFIGURED");
  }
  // The subscription stops first, a trial's too (Stripe would bill its end otherwise). A purchase
  // a coupon paid in full, or a free trial's start, took no money: nothing to send back.
  if (payment.provider === provider.name && payment.type === "subscription" && payment.providerSubscriptionId)
    await provider.cancelSubscription(payment.providerSubscriptionId);
  if (payment.provider === provider.name && payment.amountCents > 0)
    await provider.refund({ paymentId: payment.id, providerRef: payment.providerRef, clientSecret: payment.clientSecret });
  await applyRefund(db, payment.id);
  return (await repo.findPaymentById(db, payment.id))!;
}

/** Records a refund the provider made (also reached from Stripe's charge.refunded). Idempotent. */
export async function applyRefund(db: Db, paymentId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const payment = await repo.markRefunded(tx, paymentId);
    if (!payment) return false;
    if (payment.userId !== null && payment.courseId !== null && !(await repo.hasOtherLifetimePayment(tx, payment))) {
      await revokeAccess(tx, payment.userId, payment.courseId);
      if (payment.type === "subscription") await markSubscriptionCancelled(tx, payment.userId, payment.courseId);
    }
    await reverseCommission(tx, payment.id);
    // The coupon's use is given back (docs/product-rules.md §11).
    await releaseCouponRedemption(tx, payment.id);
    // By an admin (the request's user) or by the provider (Stripe's charge.refunded: no actor).
    await recordAudit(tx, {
      action: "payment.refunded",
      targetType: "payment",
      targetId: payment.id,
      details: {
        amount: centsToString(payment.refundedAmountCents || payment.amountCents),
        courseTitle: payment.courseTitle,
        userId: payment.userId,
      },
    });
    if (payment.userId !== null) {
      await queueEmail(tx, payment.userId, "refund_issued", {
        courseTitle: payment.courseTitle,
        amount: centsToString(payment.refundedAmountCents || payment.amountCents),
        reference: payment.providerRef,
      });
    }
    return true;
  });
}

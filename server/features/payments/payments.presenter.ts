import { centsToString } from "@shared/money";
import type { AdminPayment, Payment } from "@shared/schemas/payments";
import { intentIdOfClientSecret } from "./providers/provider";
import type { PaymentRow } from "./payments.repo";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The reference the browser uses: the payment intent (for a subscription, its first invoice's). */
export function paymentIntentIdOf(row: PaymentRow): string {
  if (row.providerRef.startsWith("in_") && row.clientSecret) return intentIdOfClientSecret(row.clientSecret);
  return row.providerRef;
}

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    paymentIntentId: paymentIntentIdOf(row),
    status: row.status,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    amount: centsToString(row.amountCents),
    discount: centsToString(row.discountCents),
    couponCode: row.couponCode,
    trialEndsAt: iso(row.trialEndsAt),
    type: row.type,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
    succeededAt: iso(row.succeededAt),
  };
}

export function presentAdminPayment({ payment, username }: { payment: PaymentRow; username: string | null }): AdminPayment {
  return {
    ...presentPayment(payment),
    // A trial's start charged nothing, so it took nothing off: the quoted discount is taken, and
    // shown, on the first paid instalment (the learner's own view keeps it, to say what will come off).
    discount: payment.trialEndsAt ? centsToString(0) : centsToString(payment.discountCents),
    provider: payment.provider,
    userId: payment.userId,
    username,
    refundedAmount: centsToString(payment.refundedAmountCents),
    refundedAt: iso(payment.refundedAt),
    affiliateCode: payment.affiliateCode,
  };
}

import type { AdminPayment } from "@shared/schemas/payments";

/** A payment row of the admin payments list: a $99 one-time purchase that succeeded, unless told otherwise. */
export function makeAdminPayment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: 9,
    paymentIntentId: "test_pi_9",
    status: "succeeded",
    courseId: 4,
    courseTitle: "Growth Marketing",
    amount: "99.00",
    discount: "0.00",
    couponCode: null,
    trialEndsAt: null,
    type: "one_time",
    failureMessage: null,
    createdAt: "2026-11-20T00:00:00.000Z",
    succeededAt: "2026-11-20T00:00:00.000Z",
    provider: "test",
    userId: 5,
    username: "user5",
    refundedAmount: "0.00",
    refundedAt: null,
    affiliateCode: null,
    ...overrides,
  };
}

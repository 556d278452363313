import type { PaymentType } from "@shared/constants";

/** What a provider needs to open a charge for one payment row. */
export interface ChargeRequest {
  userId: number;
  userEmail: string;
  courseId: number;
  courseTitle: string;
  /** What is charged now (after a coupon); for a trial, what its first paid instalment will be. */
  amountCents: number;
  /** A coupon's discount on this charge; for a subscription, on its first instalment only. */
  discountCents?: number;
  type: PaymentType;
  /** A free trial (docs/product-rules.md §11): nothing is charged now; the first instalment when it ends. */
  trialDays?: number | null;
}

/** The provider's references for the charge it opened. */
export interface OpenedCharge {
  /** The idempotency key of the payment row: a payment intent id, an invoice id for a subscription,
   *  or the SetupIntent id for a Stripe trial's start (its card is saved, nothing charged). */
  providerRef: string;
  clientSecret: string;
  providerSubscriptionId: string | null;
  /** A trial's end as the provider will bill it (Stripe counts the trial from the subscription's creation). */
  trialEndsAt?: Date | null;
}

export interface RefundRequest {
  paymentId: number;
  providerRef: string;
  clientSecret: string | null;
}

/**
 * One server flow, two providers (docs/product-rules.md §5): Stripe when it is configured, otherwise the
 * built-in test provider. Fulfilment never happens here: it follows the provider's confirmation.
 */
export interface PaymentProvider {
  readonly name: "test" | "stripe";
  openCharge(request: ChargeRequest): Promise<OpenedCharge>;
  refund(request: RefundRequest): Promise<void>;
  /** Stops renewals at the end of the paid period (one never paid for ends now); nothing when they have already stopped. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** The invoice a payment intent paid (a subscription instalment), or null: how a refund or a
   *  failure reported for an intent finds an instalment's payment row, which is keyed by invoice. */
  invoiceOfPaymentIntent(paymentIntentId: string): Promise<string | null>;
  /** How the provider tells one card from another across customers (Stripe's `card.fingerprint`), or null. */
  cardFingerprint?(paymentMethodId: string): Promise<string | null>;
}

/** "pi_123_secret_abc" -> "pi_123": the payment intent a client secret belongs to. */
export function intentIdOfClientSecret(clientSecret: string): string {
  const at = clientSecret.indexOf("_secret_");
  return at > 0 ? clientSecret.slice(0, at) : clientSecret;
}

import type Stripe from "stripe";
import type { PaymentProvider } from "./provider";
import { StripePaymentProvider } from "./stripe-provider";
import { TestPaymentProvider } from "./test-provider";

export interface PaymentProviderDeps {
  /** Set when Stripe is configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, VITE_STRIPE_PUBLIC_KEY). */
  stripe?: { client: Stripe; webhookSecret: string };
  /** Replaces the provider chosen from `stripe` (tests watch refunds through it). */
  paymentProvider?: PaymentProvider;
}

export type { PaymentProvider } from "./provider";

/** Stripe when it is configured (all three keys), else the built-in test provider (docs/product-rules.md §5). */
export function paymentProviderFor(deps: PaymentProviderDeps): PaymentProvider {
  if (deps.paymentProvider) return deps.paymentProvider;
  return deps.stripe ? new StripePaymentProvider(deps.stripe.client) : new TestPaymentProvider();
}

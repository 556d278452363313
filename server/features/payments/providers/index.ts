import type { AppDeps } from "../../../app-deps";
import type { PaymentProvider } from "./provider";
import { StripePaymentProvider } from "./stripe-provider";
import { TestPaymentProvider } from "./test-provider";

export type { PaymentProvider } from "./provider";

/** Stripe when it is configured (all three keys), else the built-in test provider (docs/product-rules.md §5). */
export function paymentProviderFor(deps: Pick<AppDeps, "stripe" | "paymentProvider">): PaymentProvider {
  if (deps.paymentProvider) return deps.paymentProvider;
  return deps.stripe ? new StripePaymentProvider(deps.stripe.client) : new TestPaymentProvider();
}

import { randomBytes } from "node:crypto";
import type { ChargeRequest, OpenedCharge, PaymentProvider } from "./provider";

/**
 * The embedded default provider (docs/decisions/004-test-payment-provider.md): no network, no
 * real money. The browser confirms with POST /api/payments/test/confirm and a test card number.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = "test" as const;

  async openCharge(_request: ChargeRequest): Promise<OpenedCharge> {
    const providerRef = `test_pi_${randomBytes(12).toString("hex")}`;
    return { providerRef, clientSecret: `${providerRef}_secret_${randomBytes(16).toString("hex")}`, providerSubscriptionId: null };
  }

  async refund(): Promise<void> {
    // Nothing left the platform, so nothing to send back.
  }

  async cancelSubscription(): Promise<void> {
    // Test subscriptions renew only when told to; nothing to stop.
  }
}

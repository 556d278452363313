import { randomBytes } from "node:crypto";
import type { ChargeRequest, OpenedCharge, PaymentProvider } from "./provider";

/**
 * The embedded default provider (docs/decisions/004-test-payment-provider.md): no network, no
 * real money. The browser confirms with POST /api/payments/test/confirm and a test card number.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = "test" as const;

  async openCharge(request: ChargeRequest): Promise<OpenedCharge> {
    const providerRef = `test_pi_${randomBytes(12).toString("hex")}`;
    // A subscription gets an id of its own: the monthly billing (subscription-renewals.service.ts)
    // bills its next instalments with the test card on file.
    const providerSubscriptionId = request.type === "subscription" ? `test_sub_${randomBytes(12).toString("hex")}` : null;
    return { providerRef, clientSecret: `${providerRef}_secret_${randomBytes(16).toString("hex")}`, providerSubscriptionId };
  }

  async refund(): Promise<void> {
    // Nothing left the platform, so nothing to send back.
  }

  async invoiceOfPaymentIntent(): Promise<string | null> {
    return null; // test instalments are keyed by their own reference, never by an invoice
  }

  async cancelSubscription(): Promise<void> {
    // The monthly billing skips cancelled enrolments; nothing to tell anyone else.
  }
}

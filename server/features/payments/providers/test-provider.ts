import { createHash } from "node:crypto";
import { randomBytes } from "node:crypto";
import { CARD_EXPIRED, CARD_NUMBER_INVALID, isExpired, parseExpiry, passesLuhn } from "@shared/card-checks";
import { CARD_DECLINED, TEST_CARDS } from "@shared/schemas/payments";
import type { ChargeRequest, OpenedCharge, PaymentProvider } from "./provider";

const ACCEPTED_CARDS: ReadonlySet<string> = new Set([TEST_CARDS.success, TEST_CARDS.successMastercard, TEST_CARDS.successAmex]);

/**
 * What Stripe's test mode would answer for this card: null when it is charged, otherwise the
 * decline message. The shape (digits, MM/YY, CVC length) was checked by the request schema.
 */
/**
 * The test provider's card fingerprint: a hash of the number, so the same card on two accounts is
 * the same card (the free trial is once per person; docs/product-rules.md §11). Like Stripe's, it
 * does not give the number back.
 */
export function testCardFingerprint(cardNumber: string): string {
  return createHash("sha256")
    .update(`gsm-test-card:${cardNumber.replace(/\D/g, "")}`)
    .digest("hex")
    .slice(0, 32);
}

export function testCardDecline(card: { cardNumber: string; expiry: string }, now: Date): string | null {
  if (!passesLuhn(card.cardNumber)) return CARD_NUMBER_INVALID;
  const expiry = parseExpiry(card.expiry);
  if (!expiry || isExpired(expiry, now)) return CARD_EXPIRED;
  return ACCEPTED_CARDS.has(card.cardNumber) ? null : CARD_DECLINED;
}

/**
 * The embedded default provider (docs/decisions/004-payments.md): no network, no
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
    // The monthly billing skips cancelled enrollments; nothing to tell anyone else.
  }
}

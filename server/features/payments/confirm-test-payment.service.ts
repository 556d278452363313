import { PAYMENT_NOT_FOUND } from "@shared/schemas/payments";
import type { Db } from "../../db/client";
import { AppError, conflict, notFound } from "../../lib/app-error";
import { COUPON_LIMIT_CODES } from "../coupons";
import type { SettingsService } from "../settings";
import { fulfilPayment } from "./fulfil-payment.service";
import * as repo from "./payments.repo";
import { testCardDecline, testCardFingerprint } from "./providers/test-provider";
import { recordPaymentFailure } from "./record-failure.service";

/**
 * The test provider's confirmation (POST /api/payments/test/confirm): a card that passes
 * testCardDecline (Luhn, expiry date, a known good number) succeeds; any other is declined. A
 * declined payment may be retried; a confirmed one answers as it is, so a double click or a retry
 * changes nothing.
 */
export async function confirmTestPayment(
  db: Db,
  settings: SettingsService,
  user: { id: number; role: "admin" | "entrepreneur" | "personal" },
  input: { clientSecret: string; cardNumber: string; expiry: string },
  now: Date = new Date(),
): Promise<repo.PaymentRow> {
  const payment = await repo.findPaymentByClientSecret(db, user.id, input.clientSecret);
  if (!payment || payment.provider !== "test") throw notFound(PAYMENT_NOT_FOUND);
  if (payment.status === "succeeded") return payment;
  if (payment.status === "refunded") throw conflict("This payment was refunded; start a new checkout.");
  const decline = testCardDecline(input, now);
  if (decline) {
    await recordPaymentFailure(db, payment, decline);
    throw new AppError(402, decline);
  }
  // The card, for the free trial's once-per-person rule (read by fulfilPayment).
  const fingerprint = testCardFingerprint(input.cardNumber);
  if (payment.cardFingerprint !== fingerprint) await repo.setCardFingerprint(db, payment.id, fingerprint);
  // Bought meanwhile in another tab or with another payment: do not charge twice (409). The same
  // payment confirmed a moment ago by a parallel call answers as it is. A coupon whose last use
  // went to another checkout meanwhile refuses this one before the card is charged (409).
  try {
    await fulfilPayment(db, settings, payment.id, { refuseIfOwned: true });
  } catch (error) {
    if (error instanceof AppError && COUPON_LIMIT_CODES.includes(error.code)) await recordPaymentFailure(db, payment, error.message);
    throw error;
  }
  return (await repo.findPaymentById(db, payment.id))!;
}

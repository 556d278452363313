import { CARD_DECLINED, PAYMENT_NOT_FOUND, TEST_CARDS } from "@shared/schemas/payments";
import type { Db } from "../../db/client";
import { AppError, conflict, notFound } from "../../lib/app-error";
import type { SettingsService } from "../platform/settings.service";
import { fulfilPayment } from "./fulfil-payment.service";
import * as repo from "./payments.repo";

/**
 * The test provider's confirmation (POST /api/payments/test/confirm): 4242 4242 4242 4242
 * succeeds, any other card is declined. A declined payment may be retried; a confirmed one
 * answers as it is, so a double click or a retry changes nothing.
 */
export async function confirmTestPayment(
  db: Db,
  settings: SettingsService,
  user: { id: number; role: "admin" | "entrepreneur" | "personal" },
  input: { clientSecret: string; cardNumber: string },
): Promise<repo.PaymentRow> {
  const payment = await repo.findPaymentByClientSecret(db, user.id, input.clientSecret);
  if (!payment || payment.provider !== "test") throw notFound(PAYMENT_NOT_FOUND);
  if (payment.status === "succeeded") return payment;
  if (payment.status === "refunded") throw conflict("This payment was refunded; start a new checkout.");
  if (input.cardNumber !== TEST_CARDS.success) {
    await repo.markFailed(db, payment.id, CARD_DECLINED);
    throw new AppError(402, CARD_DECLINED);
  }
  // Bought meanwhile in another tab or with another payment: do not charge twice (409). The same
  // payment confirmed a moment ago by a parallel call answers as it is.
  await fulfilPayment(db, settings, payment.id, { refuseIfOwned: true });
  return (await repo.findPaymentById(db, payment.id))!;
}

import { centsToString } from "@shared/money";
import type { Db } from "../../db/client";
import { queueEmail } from "../email";
import * as repo from "./payments.repo";

/**
 * A declined or failed payment: recorded, and the buyer told once (the first failure of that
 * payment; a redelivered webhook or a second decline of the same checkout sends nothing more).
 * `refunded`: the provider charged and refunded it; recorded with the failure, so it can never be
 * fulfilled later.
 */
export async function recordPaymentFailure(
  db: Db,
  payment: repo.PaymentRow,
  message: string,
  options: { refunded?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const first = await repo.markFailed(tx, payment.id, message);
    if (options.refunded) await repo.markFailedRefunded(tx, payment.id);
    if (!first || payment.userId === null) return;
    const courseId = payment.courseId ?? 0;
    await queueEmail(tx, payment.userId, "payment_failed", {
      courseTitle: payment.courseTitle,
      amount: centsToString(payment.amountCents),
      courseId,
      refunded: options.refunded === true,
    });
  });
}

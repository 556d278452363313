import type { Db } from "../../db/client";
import { SUBSCRIPTION_ENDED } from "@shared/schemas/payments";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import type { SettingsService } from "../platform/settings.service";
import { fulfilPayment } from "./fulfil-payment.service";
import * as repo from "./payments.repo";
import { findDueTestRenewals } from "./subscription-renewals.repo";

const HOUR_MS = 3600 * 1000;
/** Bill in the last two hours (the run is hourly), so access runs on without a gap; give up on a
 *  month that ended a week ago. */
const BILL_AHEAD_MS = 2 * HOUR_MS;
const LAPSED_AFTER_MS = 7 * 24 * HOUR_MS;
const BATCH = 200;

/**
 * The test provider's monthly billing (Stripe bills renewals itself and reports them through
 * invoice.paid). Each subscription whose paid month ends within two hours gets its next instalment: a payment row keyed by the
 * subscription and the end of the month it renews, so two processes or two runs bill it once,
 * fulfilled as any payment is (one more month of access, the affiliate's commission at today's
 * rate). The test card on file always succeeds. Answers how many instalments this run billed.
 */
export async function renewDueTestSubscriptions(db: Db, settings: SettingsService, now = new Date()): Promise<number> {
  let billed = 0;
  for (;;) {
    const due = await findDueTestRenewals(db, {
      dueBy: new Date(now.getTime() + BILL_AHEAD_MS),
      lapsedBefore: new Date(now.getTime() - LAPSED_AFTER_MS),
      limit: BATCH,
    });
    let billedNow = 0;
    for (const renewal of due) {
      const origin = await repo.findPaymentById(db, renewal.originPaymentId);
      if (!origin) continue;
      const providerRef = `${renewal.subscriptionId}_${renewal.accessUntil.toISOString()}`;
      const row =
        (await repo.insertPayment(db, {
          userId: origin.userId,
          courseId: origin.courseId,
          courseTitle: origin.courseTitle,
          provider: "test",
          providerRef,
          clientSecret: null,
          providerSubscriptionId: renewal.subscriptionId,
          type: "subscription",
          amountCents: origin.amountCents,
          affiliateCode: origin.affiliateCode,
          affiliateUserId: origin.affiliateUserId,
        })) ?? (await repo.findPaymentByProviderRef(db, "test", providerRef));
      if (!row) continue;
      try {
        if (await fulfilPayment(db, settings, row.id, { renewal: true })) billedNow++;
      } catch (error) {
        // Cancelled or refunded since it was found due: the instalment is not charged.
        if (!(error instanceof AppError && error.code === "SUBSCRIPTION_ENDED")) throw error;
        await repo.markFailed(db, row.id, SUBSCRIPTION_ENDED);
      }
    }
    billed += billedNow;
    // A full batch that billed nothing would come back unchanged: stop rather than spin.
    if (due.length < BATCH || billedNow === 0) return billed;
  }
}

/** The hourly job's body (server/jobs): logs what it billed; a failure is retried by the queue. */
export async function runTestSubscriptionRenewals(deps: { db: Db; settings: SettingsService; logger: Logger }): Promise<void> {
  const billed = await renewDueTestSubscriptions(deps.db, deps.settings);
  if (billed) deps.logger.info("subscription instalments billed", { billed, provider: "test" });
}

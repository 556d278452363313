import type { Db } from "../../db/client";
import { SUBSCRIPTION_ENDED } from "@shared/schemas/payments";
import { AppError } from "../../lib/app-error";
import { describeError, silentLogger, type Logger } from "../../lib/logger";
import { monthlyPriceCents } from "@shared/money";
import { holdsRedemption } from "../coupons";
import { findCourse } from "../courses";
import type { SettingsService } from "../settings";
import { fulfilPayment } from "./fulfil-payment.service";
import * as repo from "./payments.repo";
import { findDueTestRenewals, type DueRenewal } from "./subscription-renewals.repo";

const HOUR_MS = 3600 * 1000;
/** Bill a paid month in its last two hours (the run is hourly), so access runs on without a gap;
 *  a free trial only once it has ended (a cancel in its last hours must charge nothing); give up
 *  on a month that ended a week ago. */
const BILL_AHEAD_MS = 2 * HOUR_MS;
const LAPSED_AFTER_MS = 7 * 24 * HOUR_MS;
/** Due subscriptions fetched at a time; the run goes on while a full batch billed something. */
const BATCH = 200;

/**
 * The test provider's monthly billing (Stripe bills renewals itself and reports them through
 * invoice.paid). Each subscription whose paid month ends within two hours, or whose free trial has
 * ended, gets its next instalment: a payment row keyed by the subscription and the end of the
 * month it renews, so two processes or two runs bill it once,
 * fulfilled as any payment is (one more month of access, the affiliate's commission at today's
 * rate). The test card on file always succeeds. Answers how many instalments this run billed.
 * `batch` is the number of due subscriptions read at a time (a parameter for the tests only).
 */
export async function renewDueTestSubscriptions(
  db: Db,
  settings: SettingsService,
  now = new Date(),
  logger: Logger = silentLogger,
  batch = BATCH,
): Promise<number> {
  let billed = 0;
  for (;;) {
    const due = await findDueTestRenewals(db, {
      now,
      dueBy: new Date(now.getTime() + BILL_AHEAD_MS),
      lapsedBefore: new Date(now.getTime() - LAPSED_AFTER_MS),
      limit: batch,
    });
    let billedNow = 0;
    for (const renewal of due) {
      // One subscription's failure is logged and left for the next run; the others still renew.
      try {
        if (await renewOne(db, settings, renewal, now, logger)) billedNow++;
      } catch (error) {
        logger.error("subscription instalment failed", {
          provider: "test",
          userId: renewal.userId,
          courseId: renewal.courseId,
          originPaymentId: renewal.originPaymentId,
          ...describeError(error),
        });
      }
    }
    billed += billedNow;
    // A full batch that billed nothing would come back unchanged: stop rather than spin.
    if (due.length < batch || billedNow === 0) return billed;
  }
}

/** Bills one due subscription's next instalment; answers whether this call billed it. */
async function renewOne(db: Db, settings: SettingsService, renewal: DueRenewal, now: Date, logger: Logger): Promise<boolean> {
  const origin = await repo.findPaymentById(db, renewal.originPaymentId);
  if (!origin) return false;
  // A trial is billed at its end, not ahead (the query already holds to this).
  if (origin.trialEndsAt && renewal.accessUntil > now) return false;
  const instalment = await instalmentAfter(db, origin);
  if (!instalment) return false;
  if (instalment.amountCents <= 0) {
    // The course was made free meanwhile: nothing to charge (and no zero-amount payment).
    logger.warn("subscription instalment skipped: nothing to charge", {
      provider: "test",
      userId: renewal.userId,
      courseId: renewal.courseId,
      originPaymentId: renewal.originPaymentId,
    });
    return false;
  }
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
      ...instalment,
      affiliateCode: origin.affiliateCode,
      affiliateUserId: origin.affiliateUserId,
      visitorId: origin.visitorId,
    })) ?? (await repo.findPaymentByProviderRef(db, "test", providerRef));
  if (!row) return false;
  try {
    return await fulfilPayment(db, settings, row.id, { renewal: true, ...(origin.trialEndsAt ? { afterTrialOf: origin.id } : {}) });
  } catch (error) {
    // Cancelled or refunded since it was found due: the instalment is not charged.
    if (!(error instanceof AppError && error.code === "SUBSCRIPTION_ENDED")) throw error;
    await repo.markFailed(db, row.id, SUBSCRIPTION_ENDED);
    return false;
  }
}

/**
 * The next instalment after `origin`, the latest paid one. A subscription keeps the instalment it
 * was taken out at (as a Stripe subscription keeps its price); a coupon took its discount off the
 * first paid month only, so later months are the full instalment. After a free trial (which charged
 * nothing) comes the first paid month: the course's monthly price when the trial ends, less the
 * coupon quoted at checkout while the trial still holds its use (a cancelled trial gave it back).
 * That instalment carries the coupon, and its fulfilment takes over the trial's reserved use.
 */
async function instalmentAfter(
  db: Db,
  origin: repo.PaymentRow,
): Promise<{ amountCents: number; discountCents: number; couponId: number | null; couponCode: string | null } | null> {
  if (!origin.trialEndsAt)
    return { amountCents: origin.amountCents + origin.discountCents, discountCents: 0, couponId: null, couponCode: null };
  const course = origin.courseId === null ? undefined : await findCourse(db, origin.courseId);
  if (!course) return null;
  const full = monthlyPriceCents(course.priceCents);
  if (full <= 0) return { amountCents: 0, discountCents: 0, couponId: null, couponCode: null }; // made free since: skipped
  const held = origin.couponId !== null && (await holdsRedemption(db, origin.id));
  const discountCents = held ? Math.min(origin.discountCents, full - 1) : 0;
  return discountCents > 0
    ? { amountCents: full - discountCents, discountCents, couponId: origin.couponId, couponCode: origin.couponCode }
    : { amountCents: full, discountCents: 0, couponId: null, couponCode: null };
}

/** The hourly job's body (server/jobs): logs what it billed; a subscription that failed is logged and tried again next run. */
export async function runTestSubscriptionRenewals(deps: { db: Db; settings: SettingsService; logger: Logger }): Promise<void> {
  const billed = await renewDueTestSubscriptions(deps.db, deps.settings, new Date(), deps.logger);
  if (billed) deps.logger.info("subscription instalments billed", { billed, provider: "test" });
}

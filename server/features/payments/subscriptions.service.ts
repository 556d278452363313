import { COURSE_NOT_FOUND } from "@shared/schemas/courses";
import { NOT_A_SUBSCRIPTION } from "@shared/schemas/payments";
import type { Db, Tx } from "../../db/client";
import { conflict, notFound } from "../../lib/app-error";
import type { PaymentProvider } from "./providers/provider";
import { releaseCouponRedemption } from "../coupons";
import { queueEmail } from "../email";
import { markSubscriptionCancelled } from "../enrollments";
import * as repo from "./payments.repo";
import type { Enrollment } from "@shared/schemas/learning";
import { findEnrollment, findEnrollmentCard, presentEnrollment } from "../learning";

/**
 * The learner cancels a monthly subscription: no more instalments, and access runs to the end of
 * the month already paid (docs/product-rules.md §5). Cancelling twice is harmless. Answers the enrollment as
 * My Courses shows it.
 */
export async function cancelSubscription(db: Db, provider: PaymentProvider, userId: number, courseId: number): Promise<Enrollment> {
  const enrollment = await findEnrollment(db, userId, courseId);
  if (!enrollment) throw notFound(COURSE_NOT_FOUND);
  if (enrollment.accessUntil === null) throw conflict(NOT_A_SUBSCRIPTION);
  if (!enrollment.subscriptionCancelledAt) {
    if (provider.name === "stripe") await stopStripeSubscriptions(db, provider, userId, courseId);
    await db.transaction((tx) => endSubscription(tx, userId, courseId));
  }
  const card = await findEnrollmentCard(db, userId, courseId);
  if (!card) throw notFound(COURSE_NOT_FOUND);
  return presentEnrollment(card);
}

/**
 * Records the end of a subscription, whoever ended it (the learner's cancel, or Stripe's
 * customer.subscription.deleted): no more instalments, access to the end of the month paid.
 * Once: only the call that marks it cancelled gives back a trial's coupon use and emails the
 * learner (an optional email), so a cancel followed by Stripe's event tells them once.
 */
export async function endSubscription(tx: Tx, userId: number, courseId: number): Promise<void> {
  const ended = await markSubscriptionCancelled(tx, userId, courseId);
  if (!ended) return;
  // Cancelled during its free trial: no instalment will carry the coupon's discount, so the
  // use its start reserved is given back (after the first paid month it has moved: nothing).
  const trialPaymentId = await repo.findTrialStartId(tx, userId, courseId);
  if (trialPaymentId !== null) await releaseCouponRedemption(tx, trialPaymentId);
  if (!ended.accessUntil) return; // a lifetime enrollment: nothing ends
  const courseTitle = await repo.findCourseTitle(tx, courseId);
  await queueEmail(tx, userId, "subscription_cancelled", {
    courseTitle: courseTitle ?? "your course",
    accessUntil: ended.accessUntil.toISOString(),
  });
}

/**
 * Stops the Stripe subscription that gives access (the one of the latest succeeded payment, not the
 * newest row: every Stripe trial checkout opens its own subscription, and a checkout opened and
 * left may be newer than the one the learner confirmed), then every other subscription of the
 * course that never gave access, so none of them can bill later. Before anything is written: a
 * Stripe failure leaves the subscription uncancelled, and the learner can try again.
 */
async function stopStripeSubscriptions(db: Db, provider: PaymentProvider, userId: number, courseId: number): Promise<void> {
  const live = await repo.findAccessSubscriptionId(db, userId, courseId);
  if (live) await provider.cancelSubscription(live);
  const unstarted = await repo.findUnstartedSubscriptionIds(db, { userId, courseId, provider: "stripe", except: live });
  for (const subscriptionId of unstarted) await provider.cancelSubscription(subscriptionId);
}

import type Stripe from "stripe";
import type { Db } from "../../db/client";
import { AppError, badRequest } from "../../lib/app-error";
import { COUPON_LIMIT_CODES } from "../coupons";
import type { Logger } from "../../lib/logger";
import type { SettingsService } from "../settings";
import { fulfilPayment } from "./fulfil-payment.service";
import * as repo from "./payments.repo";
import { recordPaymentFailure } from "./record-failure.service";
import type { PaymentProvider } from "./providers/provider";
import { applyRefund } from "./refund-payment.service";
import { endSubscription } from "./subscriptions.service";

export interface WebhookDeps {
  db: Db;
  settings: SettingsService;
  logger: Logger;
  stripe: Stripe;
  webhookSecret: string;
  provider: PaymentProvider;
}

/** Stripe's default tolerance; it applies to signatures from the future as much as to old ones. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Verifies the signature (400 and nothing written when missing, wrong, stale or from the future), then handles the event. */
export function verifyStripeEvent(deps: WebhookDeps, rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
  if (!rawBody || !Buffer.isBuffer(rawBody) || !signature) throw badRequest("Missing Stripe signature");
  // constructEvent refuses signatures older than the tolerance but accepts any future one: a
  // captured request signed ahead of time (a skewed or compromised clock) must not stay replayable.
  // Exactly one timestamp: Stripe's parser keeps the last `t=`, so a header carrying two could
  // show this check one and Stripe's the other.
  const timestamps = [...signature.matchAll(/(?:^|,)\s*t=([^,]*)/g)].map((m) => Number(m[1]));
  const timestamp = timestamps.length === 1 ? timestamps[0] : NaN;
  if (!Number.isInteger(timestamp) || timestamp > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
    throw badRequest("Invalid Stripe signature");
  }
  try {
    return deps.stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The payment row an intent pays: a one-time purchase by the intent, an instalment by its invoice. */
async function paymentOfIntent(deps: WebhookDeps, intentId: string) {
  const direct = await repo.findPaymentByProviderRef(deps.db, "stripe", intentId);
  if (direct) return direct;
  const invoiceId = await deps.provider.invoiceOfPaymentIntent(intentId);
  return invoiceId ? repo.findPaymentByProviderRef(deps.db, "stripe", invoiceId) : undefined;
}

/** Why a charge Stripe has taken cannot stand: a coupon used up or gone meanwhile, or (a renewal) the subscription was cancelled or refunded. */
const CHARGE_REFUSALS: readonly string[] = [...COUPON_LIMIT_CODES, "SUBSCRIPTION_ENDED"];

/**
 * Fulfils a payment Stripe has charged. When its coupon's limits were reached meanwhile by other
 * checkouts (docs/product-rules.md §11), or a renewal arrives for a subscription the learner cancelled (or an
 * admin refunded), the charge cannot stand: the subscription is stopped, the charge refunded
 * (idempotency key per payment) and the payment recorded as failed and refunded with the reason,
 * so the buyer is told and no later delivery can fulfil it (once a use of the coupon is released,
 * say). A renewal (`options.renewal`) never reopens a cancelled subscription's course.
 */
async function fulfilOrRefund(
  deps: WebhookDeps,
  payment: repo.PaymentRow,
  options: { renewal?: boolean; afterTrialOf?: number } = {},
): Promise<void> {
  try {
    await fulfilPayment(deps.db, deps.settings, payment.id, options);
  } catch (error) {
    if (!(error instanceof AppError && CHARGE_REFUSALS.includes(error.code))) throw error;
    if (payment.type === "subscription" && payment.providerSubscriptionId)
      await deps.provider.cancelSubscription(payment.providerSubscriptionId);
    await deps.provider.refund({ paymentId: payment.id, providerRef: payment.providerRef, clientSecret: payment.clientSecret });
    await recordPaymentFailure(deps.db, payment, `${error.message} Your payment was refunded.`, { refunded: true });
  }
}

/** Refusals that keep a trial from starting: nothing was charged, so the subscription just stops. */
const TRIAL_REFUSALS: readonly string[] = ["ALREADY_OWNED", "TRIAL_ALREADY_USED", ...COUPON_LIMIT_CODES];

/**
 * A Stripe trial starts when its card is saved (setup_intent.succeeded): the subscription is
 * trialing from its creation, but only a saved card makes it one the learner can convert, as the
 * test provider asks for its card too. Access until the trial's end, no charge, no commission. A
 * start refused under the buyer+course lock (owned meanwhile, a second trial, a coupon gone)
 * stops the Stripe subscription, which charged nothing, and records the reason.
 */
async function startStripeTrial(deps: WebhookDeps, payment: repo.PaymentRow): Promise<void> {
  try {
    await fulfilPayment(deps.db, deps.settings, payment.id, { refuseIfOwned: true });
  } catch (error) {
    if (!(error instanceof AppError && TRIAL_REFUSALS.includes(error.code))) throw error;
    if (payment.providerSubscriptionId) await deps.provider.cancelSubscription(payment.providerSubscriptionId);
    await recordPaymentFailure(deps.db, payment, error.message);
  }
}

/** What a coupon took off an invoice, in cents. */
const invoiceDiscountCents = (invoice: Stripe.Invoice) =>
  (invoice.total_discount_amounts ?? []).reduce((sum, discount) => sum + discount.amount, 0);

/**
 * Every handler is idempotent through the payment's state (see fulfilPayment, applyRefund), so
 * Stripe's retries and duplicate deliveries change nothing the second time.
 */
export async function handleStripeEvent(deps: WebhookDeps, event: Stripe.Event): Promise<void> {
  const { db } = deps;
  switch (event.type) {
    case "payment_intent.succeeded": {
      // Subscription invoices are fulfilled by invoice.paid; their intents are not payment rows.
      const payment = await repo.findPaymentByProviderRef(db, "stripe", event.data.object.id);
      if (payment) await fulfilOrRefund(deps, payment);
      return;
    }
    case "setup_intent.succeeded": {
      const setup = event.data.object;
      const payment = await repo.findPaymentByProviderRef(db, "stripe", setup.id);
      if (!payment?.trialEndsAt) return;
      // The saved card, for the trial's once-per-person rule (docs/product-rules.md §11).
      const method = setup.payment_method;
      const fingerprint = typeof method === "string" ? await deps.provider.cardFingerprint?.(method) : (method?.card?.fingerprint ?? null);
      if (fingerprint && payment.cardFingerprint !== fingerprint) {
        await repo.setCardFingerprint(db, payment.id, fingerprint);
        payment.cardFingerprint = fingerprint;
      }
      await startStripeTrial(deps, payment);
      return;
    }
    case "setup_intent.setup_failed": {
      const setup = event.data.object;
      const payment = await repo.findPaymentByProviderRef(db, "stripe", setup.id);
      if (payment) await recordPaymentFailure(db, payment, setup.last_setup_error?.message ?? "Your card could not be saved.");
      return;
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      const payment = await paymentOfIntent(deps, intent.id);
      if (payment) await recordPaymentFailure(db, payment, intent.last_payment_error?.message ?? "Payment failed");
      return;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      if (!charge.refunded) return; // a partial refund leaves access and commission as they are
      const intentId = idOf(charge.payment_intent);
      const payment = intentId ? await paymentOfIntent(deps, intentId) : undefined;
      if (!payment) return;
      // Refunded from Stripe's dashboard: an instalment's subscription must stop billing too, or
      // the next invoice.paid would reopen the course.
      if (payment.type === "subscription" && payment.providerSubscriptionId)
        await deps.provider.cancelSubscription(payment.providerSubscriptionId);
      await applyRefund(db, payment.id);
      return;
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      if (!invoice.id) return;
      const existing = await repo.findPaymentByProviderRef(db, "stripe", invoice.id);
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? existing?.providerSubscriptionId ?? null;
      const origin = subscriptionId ? await repo.findSubscriptionOrigin(db, subscriptionId) : undefined;
      // A subscription's first invoice (or a one-off invoice): its checkout's own payment row.
      if (existing && (!origin || existing.id === origin.id)) {
        await fulfilOrRefund(deps, existing);
        return;
      }
      let instalment = existing;
      if (!instalment) {
        // A trial's $0 invoice changes nothing: the trial started with its card (setup_intent.succeeded).
        if (!origin || invoice.amount_paid <= 0) return;
        // The first paid invoice after a trial carries the coupon quoted at checkout (Stripe took its
        // once-only discount off this invoice) and takes over the use the trial's start reserved.
        const afterTrial = origin.trialEndsAt !== null && origin.status === "succeeded";
        const discountCents = afterTrial && origin.couponId !== null ? invoiceDiscountCents(invoice) : 0;
        // A renewal: a new payment row for this instalment (the invoice id keeps it unique).
        await repo.insertPayment(db, {
          userId: origin.userId,
          courseId: origin.courseId,
          courseTitle: origin.courseTitle,
          provider: "stripe",
          providerRef: invoice.id,
          clientSecret: null,
          providerSubscriptionId: subscriptionId,
          type: "subscription",
          amountCents: invoice.amount_paid,
          discountCents,
          couponId: discountCents > 0 ? origin.couponId : null,
          couponCode: discountCents > 0 ? origin.couponCode : null,
          affiliateCode: origin.affiliateCode,
          affiliateUserId: origin.affiliateUserId,
          visitorId: origin.visitorId,
        });
        instalment = await repo.findPaymentByProviderRef(db, "stripe", invoice.id);
      }
      // A renewal (also when Stripe delivers it again): it extends a live subscription only. One the
      // learner cancelled, or an admin refunded, that Stripe billed all the same is refunded and
      // reopens nothing.
      if (instalment && origin)
        await fulfilOrRefund(deps, instalment, {
          renewal: true,
          ...(origin.trialEndsAt !== null && instalment.couponId !== null ? { afterTrialOf: origin.id } : {}),
        });
      return;
    }
    case "customer.subscription.deleted": {
      // Only a subscription that gave access ends it: one stopped because its start was refused (a
      // second trial, a coupon used up) must not cancel the learner's live subscription of the course.
      // Ended by Stripe (unpaid, the trial's end without a card, the dashboard) or after the learner's
      // own cancel: endSubscription emails the learner once either way.
      const subscriptionId = event.data.object.id;
      const origin = await repo.findSubscriptionOrigin(db, subscriptionId);
      const { userId, courseId } = origin ?? {};
      if (userId && courseId && (await repo.subscriptionGaveAccess(db, subscriptionId)))
        await db.transaction((tx) => endSubscription(tx, userId, courseId));
      return;
    }
    default:
      deps.logger.debug("stripe event ignored", { type: event.type });
  }
}

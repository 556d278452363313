import type { Router } from "express";
import { idParams, paginationQuery } from "@shared/schemas/common";
import {
  adminPaymentsQuery,
  createPaymentIntentSchema,
  paymentRefParams,
  payoutRunSchema,
  subscriptionCourseParams,
  testConfirmSchema,
  TEST_PROVIDER_INACTIVE,
} from "@shared/schemas/payments";
import type { CoreDeps } from "../../app-deps";
import type { SettingsService } from "../settings";
import { notFound } from "../../lib/app-error";
import { requireAuth } from "../../middleware/require-auth";
import { requireRole } from "../../middleware/require-role";
import { input, validate } from "../../middleware/validate";
import { readAffiliateCookie, readVisitorCookie } from "../affiliate";
import { couponGuessLimiters } from "../coupons";
import { requireVerifiedEmail, verificationRequired } from "../auth";
import { confirmTestPayment } from "./confirm-test-payment.service";
import { createPaymentIntent } from "./create-intent.service";
import { getAdminPayment, getOwnPayment, listAdminPayments } from "./payment-lookup.service";
import { presentPayment } from "./payments.presenter";
import { listPayouts, previewMonthlyPayout, runMonthlyPayout } from "./payouts.service";
import { paymentProviderFor, type PaymentProviderDeps } from "./providers";
import { refundPayment } from "./refund-payment.service";
import { handleStripeEvent, verifyStripeEvent } from "./stripe-webhook.service";
import { cancelSubscription } from "./subscriptions.service";
import { STRIPE_WEBHOOK_PATH } from "../../lib/api-paths";

export type PaymentsDeps = Pick<CoreDeps, "db" | "logger"> & PaymentProviderDeps & { settings: SettingsService };

/** Buyers: the roles that can own courses (admins manage, they do not buy). */
const buyersOnly = requireRole("personal", "entrepreneur");

export function registerPaymentRoutes(router: Router, deps: PaymentsDeps) {
  const { db, settings } = deps;
  const provider = paymentProviderFor(deps);
  const verifiedEmail = requireVerifiedEmail(deps);
  const couponGuessLimit = couponGuessLimiters(deps);

  router.post(
    "/api/create-payment-intent",
    buyersOnly,
    verifiedEmail,
    ...couponGuessLimit,
    validate({ body: createPaymentIntentSchema }),
    async (req, res) => {
      const body = input(req, "body", createPaymentIntentSchema);
      res.json(
        await createPaymentIntent(db, settings, provider, {
          userId: req.user!.id,
          courseId: body.courseId,
          paymentType: body.paymentType,
          affiliateCode: body.affiliateCode || null,
          cookieCode: readAffiliateCookie(req),
          visitorId: readVisitorCookie(req),
          couponCode: body.couponCode || null,
        }),
      );
    },
  );

  // Checked again at confirmation: an intent opened while verification was off is not paid once it is on.
  router.post("/api/payments/test/confirm", buyersOnly, verifiedEmail, validate({ body: testConfirmSchema }), async (req, res) => {
    if (provider.name !== "test") throw notFound(TEST_PROVIDER_INACTIVE);
    const payment = await confirmTestPayment(db, settings, req.user!, input(req, "body", testConfirmSchema));
    res.json(presentPayment(payment));
  });

  router.get("/api/payments/:paymentIntentId", requireAuth, validate({ params: paymentRefParams }), async (req, res) => {
    res.json(await getOwnPayment(db, req.user!.id, input(req, "params", paymentRefParams).paymentIntentId));
  });

  router.post(
    "/api/personal/subscriptions/:courseId/cancel",
    buyersOnly,
    validate({ params: subscriptionCourseParams }),
    async (req, res) => {
      res.json(await cancelSubscription(db, provider, req.user!.id, input(req, "params", subscriptionCourseParams).courseId));
    },
  );

  // Stripe calls this with a signed raw body (app.ts skips JSON parsing for it); no session.
  router.post(STRIPE_WEBHOOK_PATH, async (req, res) => {
    if (!deps.stripe) throw notFound();
    const webhook = { db, settings, logger: deps.logger, stripe: deps.stripe.client, webhookSecret: deps.stripe.webhookSecret, provider };
    const event = verifyStripeEvent(webhook, req.body as Buffer, req.get("stripe-signature"));
    await handleStripeEvent(webhook, event);
    res.json({ received: true });
  });

  // ----- admin: payments, refunds, payouts -----
  router.get("/api/admin/payments", requireRole("admin"), validate({ query: adminPaymentsQuery }), async (req, res) => {
    res.json(await listAdminPayments(db, input(req, "query", adminPaymentsQuery)));
  });

  router.post("/api/admin/payments/:id/refund", requireRole("admin"), validate({ params: idParams }), async (req, res) => {
    const refunded = await refundPayment(db, provider, input(req, "params", idParams).id);
    res.json(await getAdminPayment(db, refunded.id));
  });

  router.get("/api/admin/payouts", requireRole("admin"), validate({ query: paginationQuery }), async (req, res) => {
    res.json(await listPayouts(db, input(req, "query", paginationQuery)));
  });

  // What the run below would pay, from the same code, so the admin confirms names and amounts first.
  router.get("/api/admin/payouts/preview", requireRole("admin"), async (_req, res) => {
    res.json(await previewMonthlyPayout(db, new Date(), { onlyVerified: await verificationRequired(settings) }));
  });

  router.post("/api/admin/payouts/run", requireRole("admin"), validate({ body: payoutRunSchema }), async (_req, res) => {
    // Entrepreneurs who have not verified their email wait for a later run (docs/product-rules.md §9).
    res.json(await runMonthlyPayout(db, new Date(), { onlyVerified: await verificationRequired(settings) }));
  });
}

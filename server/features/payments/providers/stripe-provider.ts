import type Stripe from "stripe";
import type { ChargeRequest, OpenedCharge, PaymentProvider, RefundRequest } from "./provider";
import { intentIdOfClientSecret } from "./provider";
import { AppError } from "../../../lib/app-error";

/**
 * Stripe: a PaymentIntent for a one-time purchase; a Subscription (first invoice incomplete until
 * the Payment Element confirms it) for monthly access, or, for a free trial, a trialing
 * Subscription whose pending SetupIntent saves the card (docs/decisions/020-trial-and-coupons.md).
 * Webhooks do the fulfilment.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe" as const;

  constructor(private readonly stripe: Stripe) {}

  async openCharge(request: ChargeRequest): Promise<OpenedCharge> {
    const metadata = { userId: String(request.userId), courseId: String(request.courseId), type: request.type };
    if (request.type === "one_time") {
      const intent = await this.stripe.paymentIntents.create({
        amount: request.amountCents,
        currency: "usd",
        automatic_payment_methods: { enabled: true },
        description: request.courseTitle,
        receipt_email: request.userEmail,
        metadata,
      });
      if (!intent.client_secret) throw new Error("Stripe returned a payment intent without a client secret");
      return { providerRef: intent.id, clientSecret: intent.client_secret, providerSubscriptionId: null };
    }
    const customer = await this.customerFor(request);
    const product = await this.productFor(request);
    // A coupon takes its discount off the first invoice only; later months are billed at the full instalment.
    const discountCents = request.discountCents ?? 0;
    const discounts =
      discountCents > 0
        ? [
            {
              coupon: (
                await this.stripe.coupons.create({ amount_off: discountCents, currency: "usd", duration: "once", max_redemptions: 1 })
              ).id,
            },
          ]
        : undefined;
    const trialDays = request.trialDays ?? 0;
    const subscription = await this.stripe.subscriptions.create({
      customer,
      items: [
        { price_data: { currency: "usd", product, unit_amount: request.amountCents + discountCents, recurring: { interval: "month" } } },
      ],
      // A once-only coupon is not used up by the trial's $0 invoice: Stripe applies coupons to an
      // invoice's balance only, so it takes its discount off the first paid instalment.
      discounts,
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      metadata,
      ...(trialDays > 0
        ? {
            // A trial: the first invoice is $0, and the card is saved through the subscription's
            // pending SetupIntent (confirmed in the browser with confirmSetup). A trial that ends
            // without a card is cancelled, never billed.
            trial_period_days: trialDays,
            trial_settings: { end_behavior: { missing_payment_method: "cancel" as const } },
            expand: ["pending_setup_intent"],
          }
        : { expand: ["latest_invoice.confirmation_secret"] }),
    });
    if (trialDays > 0) {
      const setup = subscription.pending_setup_intent as Stripe.SetupIntent | null;
      if (!setup?.id || !setup.client_secret || !subscription.trial_end)
        throw new Error("Stripe returned a trial subscription without a pending SetupIntent");
      return {
        providerRef: setup.id,
        clientSecret: setup.client_secret,
        providerSubscriptionId: subscription.id,
        trialEndsAt: new Date(subscription.trial_end * 1000),
      };
    }
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (!invoice?.id || !clientSecret) throw new Error("Stripe returned a subscription without a payable first invoice");
    return { providerRef: invoice.id, clientSecret, providerSubscriptionId: subscription.id };
  }

  async refund(request: RefundRequest): Promise<void> {
    // A one-time purchase is keyed by its intent; an instalment by its invoice, whose paid intent
    // Stripe tells (renewals have no client secret to read it from).
    const paymentIntent = request.providerRef.startsWith("pi_")
      ? request.providerRef
      : request.clientSecret
        ? intentIdOfClientSecret(request.clientSecret)
        : await this.paymentIntentOfInvoice(request.providerRef);
    if (!paymentIntent) throw new AppError(409, "Stripe has no paid charge for this payment to refund.");
    await this.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-payment-${request.paymentId}` });
  }

  async invoiceOfPaymentIntent(paymentIntentId: string): Promise<string | null> {
    const { data } = await this.stripe.invoicePayments.list({
      payment: { type: "payment_intent", payment_intent: paymentIntentId },
      limit: 1,
    });
    const invoice = data[0]?.invoice;
    return typeof invoice === "string" ? invoice : (invoice?.id ?? null);
  }

  private async paymentIntentOfInvoice(invoiceId: string): Promise<string | null> {
    const { data } = await this.stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
    const intent = data[0]?.payment.payment_intent;
    return typeof intent === "string" ? intent : (intent?.id ?? null);
  }

  async cardFingerprint(paymentMethodId: string): Promise<string | null> {
    const method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    return method.card?.fingerprint ?? null;
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    // Stripe refuses to update a subscription that has already ended: there is nothing to stop.
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    if (subscription.status === "canceled" || subscription.status === "incomplete_expired" || subscription.cancel_at_period_end) return;
    // An incomplete one (its first invoice never paid) has no paid period, and Stripe lets it change
    // only its metadata: it is cancelled now.
    if (subscription.status === "incomplete") {
      await this.stripe.subscriptions.cancel(subscriptionId);
      return;
    }
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  }

  private async customerFor(request: ChargeRequest): Promise<string> {
    const found = await this.stripe.customers.search({ query: `metadata['userId']:'${request.userId}'`, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const created = await this.stripe.customers.create({ email: request.userEmail, metadata: { userId: String(request.userId) } });
    return created.id;
  }

  private async productFor(request: ChargeRequest): Promise<string> {
    const found = await this.stripe.products.search({ query: `metadata['courseId']:'${request.courseId}'`, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const created = await this.stripe.products.create({ name: request.courseTitle, metadata: { courseId: String(request.courseId) } });
    return created.id;
  }
}

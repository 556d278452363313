import Stripe from "stripe";
import type { ChargeRequest, OpenedCharge, PaymentProvider, RefundRequest } from "./provider";
import { intentIdOfClientSecret } from "./provider";

/**
 * Stripe: a PaymentIntent for a one-time purchase; a Subscription (first invoice incomplete until
 * the Payment Element confirms it) for monthly access. Webhooks do the fulfilment.
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
    const subscription = await this.stripe.subscriptions.create({
      customer,
      items: [{ price_data: { currency: "usd", product, unit_amount: request.amountCents, recurring: { interval: "month" } } }],
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription" },
      expand: ["latest_invoice.confirmation_secret"],
      metadata,
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (!invoice?.id || !clientSecret) throw new Error("Stripe returned a subscription without a payable first invoice");
    return { providerRef: invoice.id, clientSecret, providerSubscriptionId: subscription.id };
  }

  async refund(request: RefundRequest): Promise<void> {
    const paymentIntent = request.providerRef.startsWith("pi_")
      ? request.providerRef
      : intentIdOfClientSecret(request.clientSecret ?? "");
    await this.stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-payment-${request.paymentId}` });
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
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

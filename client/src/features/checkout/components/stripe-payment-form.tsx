// Loaded only when Stripe is the active provider, so the test-mode checkout never downloads it.
import { useMemo, useState, type FormEvent } from "react";
import { loadStripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { toast } from "@/hooks/use-toast";
import { PayButton } from "./pay-button";
import { reportPaymentError } from "./payment-feedback";
import { useTranslation } from "@/i18n/react";
import { activeLocale } from "@/i18n";

const publishableKey = import.meta.env.VITE_STRIPE_PUBLIC_KEY as string | undefined;
let stripePromise: ReturnType<typeof loadStripe> | undefined;
const getStripe = () => (stripePromise ??= loadStripe(publishableKey ?? ""));

interface StripePaymentFormProps {
  courseId: number;
  clientSecret: string;
  amountLabel: string;
  /** A free trial: the client secret is the trialing subscription's SetupIntent, which saves the card (nothing is charged). */
  trial?: boolean;
}

function PaymentForm({ courseId, amountLabel, trial = false }: Omit<StripePaymentFormProps, "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const { t } = useTranslation("checkout");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      // Stripe adds payment_intent (or, for a trial, setup_intent) to the return address; the server
      // fulfils on its webhook.
      const confirmParams = { return_url: `${window.location.origin}/payment-success?courseId=${courseId}` };
      const { error } = trial
        ? await stripe.confirmSetup({ elements, confirmParams })
        : await stripe.confirmPayment({ elements, confirmParams });
      if (error) toast({ title: t("payment.failed"), description: error.message ?? t("payment.notCompleted"), variant: "destructive" });
    } catch (err) {
      reportPaymentError(err);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="form-stripe">
      <PaymentElement />
      <PayButton processing={processing} disabled={!stripe} amountLabel={amountLabel} label={trial ? t("page.startTrial") : undefined} />
    </form>
  );
}

export default function StripePaymentForm({ courseId, clientSecret, amountLabel, trial }: StripePaymentFormProps) {
  // Stripe's own texts (the card fields, its error messages) in the reader's language.
  const options = useMemo(() => ({ clientSecret, locale: activeLocale() }), [clientSecret]);
  return (
    <Elements stripe={getStripe()} options={options} key={clientSecret}>
      <PaymentForm courseId={courseId} amountLabel={amountLabel} trial={trial} />
    </Elements>
  );
}

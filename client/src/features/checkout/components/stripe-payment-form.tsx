// Loaded only when Stripe is the active provider, so the test-mode checkout never downloads it.
import { useMemo, useRef, useState, type FormEvent } from "react";
import { loadStripe, type StripeElementsOptions } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { parseMoneyToCents } from "@shared/money";
import { PayButton } from "./pay-button";
import { PaymentRefusal } from "./payment-refusal";
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
  /** What is charged now ("80.00"), the server's figure: the Payment Element shows it in wallets. */
  amount: string;
  /** A monthly subscription: its first invoice is what the client secret pays. */
  subscription?: boolean;
  /** A free trial: the client secret is the trialing subscription's SetupIntent, which saves the card (nothing is charged). */
  trial?: boolean;
  /** A new intent is on its way (a code applied): the card stays typed, paying waits for it. */
  preparing?: boolean;
}

function PaymentForm({ courseId, clientSecret, amountLabel, trial = false, preparing = false }: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t } = useTranslation("checkout");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || preparing) return;
    setProcessing(true);
    setRefusal(null);
    try {
      // The Elements were opened without an intent (deferred): they check the card, then confirm the
      // intent the server holds now. Stripe adds payment_intent (or, for a trial, setup_intent) to the
      // return address; the server fulfils on its webhook.
      const checked = await elements.submit();
      if (checked.error) return; // the Payment Element shows the field's own message
      const confirmParams = { return_url: `${window.location.origin}/payment-success?courseId=${courseId}` };
      const { error } = trial
        ? await stripe.confirmSetup({ elements, clientSecret, confirmParams })
        : await stripe.confirmPayment({ elements, clientSecret, confirmParams });
      if (error) setRefusal(error.message ?? t("payment.notCompleted"));
    } catch (err) {
      reportPaymentError(err);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="form-stripe">
      <PaymentElement onChange={() => setRefusal(null)} />
      <PaymentRefusal message={refusal} />
      <PayButton
        processing={processing}
        disabled={!stripe || preparing}
        amountLabel={amountLabel}
        label={trial ? t("page.startTrial") : undefined}
      />
    </form>
  );
}

/**
 * Stripe's Payment Element in deferred-intent mode: the Elements are created from the mode and
 * amount, not from a client secret, which cannot change once set. A code applied (a new intent, a
 * new amount) updates them in place, so the card the buyer typed stays; the current client secret
 * is used only when paying.
 */
export default function StripePaymentForm(props: StripePaymentFormProps) {
  const { amount, subscription = false, trial = false } = props;
  const mode = trial ? "setup" : subscription ? "subscription" : "payment";
  const locale = useRef(activeLocale()).current;
  // Stripe's own texts (the card fields, its error messages) in the reader's language.
  const options = useMemo<StripeElementsOptions>(
    () => (mode === "setup" ? { mode, currency: "usd", locale } : { mode, currency: "usd", amount: parseMoneyToCents(amount), locale }),
    [mode, amount, locale],
  );
  return (
    <Elements stripe={getStripe()} options={options}>
      <PaymentForm {...props} />
    </Elements>
  );
}

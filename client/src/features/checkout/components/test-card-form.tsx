import { useState, type FormEvent } from "react";
import { FlaskConical } from "lucide-react";
import { useLocation } from "wouter";
import { CARD_EXPIRED, CARD_NUMBER_INVALID, cardDigits, isExpired, parseExpiry, passesLuhn } from "@shared/card-checks";
import { CARD_DECLINED, testConfirmSchema } from "@shared/schemas/payments";
import { Badge } from "@/components/ui/badge";
import { TextField } from "@/components/ui/form-field";
import { PaymentRefusal } from "./payment-refusal";
import { PayButton } from "./pay-button";
import { isApiError, isUnauthorizedError } from "@/lib/api-client";
import { useConfirmTestPayment } from "../api/checkout-queries";
import { paymentSuccessHref, reportPaymentError } from "./payment-feedback";
import { useTranslation } from "@/i18n/react";

/** "4242424242424242" -> "4242 4242 4242 4242" as the buyer types. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

// The test provider's cards (docs/product-rules.md §5): numbers, the same in every language.
const SUCCEEDING_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

type CardField = "cardNumber" | "expiry" | "cvc";
type CardErrors = Partial<Record<CardField, string>>;
/** What the buyer has typed; the checkout page keeps it, so a new payment intent (a code applied) does not wipe it. */
export type CardInput = Record<CardField, string>;
export const EMPTY_CARD: CardInput = { cardNumber: "", expiry: "", cvc: "" };

/** The messages the server would answer with, per field: its schema first, then the card checks. */
function cardErrors(card: CardInput & { clientSecret: string }, now: Date): CardErrors {
  const parsed = testConfirmSchema.safeParse(card);
  const errors: CardErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CardField;
      errors[field] ??= issue.message;
    }
  }
  // Each field's own check, so correcting one field clears its message whatever the others hold.
  if (!errors.cardNumber && !passesLuhn(cardDigits(card.cardNumber))) errors.cardNumber = CARD_NUMBER_INVALID;
  const expiry = parseExpiry(card.expiry);
  if (!errors.expiry && (!expiry || isExpired(expiry, now))) errors.expiry = CARD_EXPIRED;
  return errors;
}

interface TestCardFormProps {
  courseId: number;
  clientSecret: string;
  paymentIntentId: string;
  amountLabel: string;
  /** The submit button's words when it does not pay now ("Start free trial"). */
  submitLabel?: string;
  /** The card as typed, held by the checkout page: it outlives this intent. */
  card: CardInput;
  onCardChange(card: CardInput): void;
  /** A new intent is on its way (a code applied): the fields stay, paying waits for it. */
  preparing?: boolean;
}

/**
 * The built-in test provider's card form (docs/product-rules.md §5), clearly marked Test mode. It mirrors the
 * server's checks (the request schema, then Luhn and the expiry date) so a typo is caught before
 * the call; the server still decides. A refusal shows beside the form, where the buyer is looking.
 */
export function TestCardForm(props: TestCardFormProps) {
  const { courseId, clientSecret, paymentIntentId, amountLabel, submitLabel, card, onCardChange, preparing = false } = props;
  const [, navigate] = useLocation();
  const [errors, setErrors] = useState<CardErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = useConfirmTestPayment();
  const { t } = useTranslation("checkout");

  const change = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    onCardChange(next);
    setRefusal(null);
    // A message already shown goes as soon as the field is right (a corrected expiry date); a new one waits for Pay.
    if (errors[field]) setErrors((shown) => ({ ...shown, [field]: cardErrors({ ...next, clientSecret }, new Date())[field] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (preparing) return;
    const found = cardErrors({ clientSecret, ...card }, new Date());
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    confirm.mutate(
      { clientSecret, ...card },
      {
        onSuccess: (payment) => navigate(paymentSuccessHref(courseId, payment.paymentIntentId || paymentIntentId)),
        onError: (err) => {
          if (isUnauthorizedError(err) || (isApiError(err) && err.status === 503)) return; // handled globally
          if (isApiError(err) && err.status === 402) {
            // The test provider's refusals are its fixed English sentences: a field's goes under
            // that field (translated there), the decline is said in the reader's language.
            const message = err.body?.message ?? CARD_DECLINED;
            if (message === CARD_EXPIRED) setErrors({ expiry: message });
            else if (message === CARD_NUMBER_INVALID) setErrors({ cardNumber: message });
            else setRefusal(message === CARD_DECLINED ? t("payment.declined") : err.serverMessage(t("payment.declined")));
            return;
          }
          if (isApiError(err) && err.status === 409) {
            setRefusal(err.serverMessage(t("payment.declined")));
            return;
          }
          reportPaymentError(err);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid="form-test-card">
      <div className="flex items-center justify-between gap-2">
        <Badge variant="outline" className="gap-1 border-amber-500 text-amber-700 dark:text-amber-400" data-testid="badge-test-mode">
          <FlaskConical className="h-3.5 w-3.5" aria-hidden />
          {t("card.testMode")}
        </Badge>
        <span className="text-xs text-muted-foreground">{t("card.noRealMoney")}</span>
      </div>
      <TextField
        id="card-number"
        label={t("card.number")}
        testId="card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={SUCCEEDING_CARD}
        value={card.cardNumber}
        onChange={(e) => change("cardNumber", formatCardNumber(e.target.value))}
        error={errors.cardNumber}
        hint={t("card.hint", { success: SUCCEEDING_CARD, declined: DECLINED_CARD })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="card-expiry"
          label={t("card.expiry")}
          testId="card-expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12/34"
          value={card.expiry}
          onChange={(e) => change("expiry", formatExpiry(e.target.value))}
          error={errors.expiry}
        />
        <TextField
          id="card-cvc"
          label={t("card.cvc")}
          testId="card-cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          onChange={(e) => change("cvc", e.target.value.replace(/\D/g, "").slice(0, 4))}
          error={errors.cvc}
        />
      </div>
      <PaymentRefusal message={refusal} />
      <PayButton processing={confirm.isPending} disabled={preparing} amountLabel={amountLabel} label={submitLabel} />
    </form>
  );
}

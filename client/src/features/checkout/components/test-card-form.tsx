import { useState, type FormEvent } from "react";
import { FlaskConical } from "lucide-react";
import { useLocation } from "wouter";
import { CARD_EXPIRED, CARD_NUMBER_INVALID, isExpired, parseExpiry, passesLuhn } from "@shared/card-checks";
import { testConfirmSchema } from "@shared/schemas/payments";
import { Badge } from "@/components/ui/badge";
import { TextField } from "@/components/ui/form-field";
import { toast } from "@/hooks/use-toast";
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

type CardErrors = Partial<Record<"cardNumber" | "expiry" | "cvc", string>>;

/** The messages the server would answer with, per field: its schema first, then the card checks. */
function cardErrors(card: { clientSecret: string; cardNumber: string; expiry: string; cvc: string }, now: Date): CardErrors {
  const parsed = testConfirmSchema.safeParse(card);
  if (!parsed.success) {
    const errors: CardErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof CardErrors;
      errors[field] ??= issue.message;
    }
    return errors;
  }
  if (!passesLuhn(parsed.data.cardNumber)) return { cardNumber: CARD_NUMBER_INVALID };
  const expiry = parseExpiry(parsed.data.expiry);
  if (!expiry || isExpired(expiry, now)) return { expiry: CARD_EXPIRED };
  return {};
}

interface TestCardFormProps {
  courseId: number;
  clientSecret: string;
  paymentIntentId: string;
  amountLabel: string;
  /** The submit button's words when it does not pay now ("Start free trial"). */
  submitLabel?: string;
}

/**
 * The built-in test provider's card form (docs/product-rules.md §5), clearly marked Test mode. It mirrors the
 * server's checks (the request schema, then Luhn and the expiry date) so a typo is caught before
 * the call; the server still decides.
 */
export function TestCardForm({ courseId, clientSecret, paymentIntentId, amountLabel, submitLabel }: TestCardFormProps) {
  const [, navigate] = useLocation();
  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [errors, setErrors] = useState<CardErrors>({});
  const confirm = useConfirmTestPayment();
  const { t } = useTranslation("checkout");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardErrors({ clientSecret, cardNumber, expiry, cvc }, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    confirm.mutate(
      { clientSecret, cardNumber, expiry, cvc },
      {
        onSuccess: (payment) => navigate(paymentSuccessHref(courseId, payment.paymentIntentId || paymentIntentId)),
        onError: (err) => {
          if (isUnauthorizedError(err) || (isApiError(err) && err.status === 503)) return; // handled globally
          if (isApiError(err) && (err.status === 402 || err.status === 409)) {
            toast({ title: t("payment.failed"), description: err.serverMessage(t("payment.declined")), variant: "destructive" });
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
        value={cardNumber}
        onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
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
          value={expiry}
          onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          error={errors.expiry}
        />
        <TextField
          id="card-cvc"
          label={t("card.cvc")}
          testId="card-cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={cvc}
          onChange={(e) => setCvc(e.target.value.replace(/\D/g, "").slice(0, 4))}
          error={errors.cvc}
        />
      </div>
      <PayButton processing={confirm.isPending} amountLabel={amountLabel} label={submitLabel} />
    </form>
  );
}

import { useRef, type KeyboardEvent } from "react";
import { CreditCard, Repeat } from "lucide-react";
import { PAYMENT_TYPES, type PaymentType } from "@shared/constants";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { chargeFor } from "./checkout-summary";
import { useTranslation } from "@/i18n/react";

interface PaymentTypeChoiceProps {
  value: PaymentType;
  onChange: (value: PaymentType) => void;
  /** The course price: each option shows what it costs ("$129.00", "$10.75/month"). */
  price: string;
  /** An applied code, checked for one option: that option shows its price struck through and what is charged instead. */
  discounted?: { paymentType: PaymentType; originalAmount: string; amount: string } | null;
  /** The free trial this buyer's monthly subscription would start with (the server's answer; 0: none). */
  trialDays?: number;
}

const NEXT_KEYS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One-time or monthly, as a radio group (WAI-ARIA radio group pattern): one Tab stop, the chosen
 * option; the arrow keys move to the next or previous option and choose it.
 */
export function PaymentTypeChoice({ value, onChange, price, discounted, trialDays = 0 }: PaymentTypeChoiceProps) {
  const { t } = useTranslation("checkout");
  const radios = useRef(new Map<PaymentType, HTMLButtonElement>());
  const options: { value: PaymentType; label: string; text: string; icon: typeof CreditCard }[] = [
    { value: "one_time", label: t("type.oneTime"), text: t("type.oneTimeText"), icon: CreditCard },
    { value: "subscription", label: t("type.subscription"), text: t("type.subscriptionText"), icon: Repeat },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: PaymentType) => {
    const step = NEXT_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = PAYMENT_TYPES.indexOf(current);
    const next = PAYMENT_TYPES[(index + step + PAYMENT_TYPES.length) % PAYMENT_TYPES.length]!;
    radios.current.get(next)?.focus();
    if (next !== value) onChange(next);
  };

  return (
    <div role="radiogroup" aria-label={t("type.label")} className="grid gap-3 sm:grid-cols-2">
      {options.map((option) => {
        const selected = option.value === value;
        const Icon = option.icon;
        const code = discounted?.paymentType === option.value ? discounted : null;
        return (
          <button
            key={option.value}
            ref={(el) => {
              if (el) radios.current.set(option.value, el);
              else radios.current.delete(option.value);
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, option.value)}
            data-testid={`option-payment-${option.value}`}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-4 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              selected ? "border-primary bg-accent" : "hover:bg-muted",
            )}
          >
            <Icon className="mt-0.5 h-5 w-5 text-primary" aria-hidden />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="block font-semibold tabular-nums" data-testid={`text-price-${option.value}`}>
                {code && (
                  <s className="mr-2 font-normal text-muted-foreground" data-testid={`text-price-original-${option.value}`}>
                    <span className="sr-only">{t("summary.was")} </span>
                    {formatMoney(code.originalAmount)}
                  </s>
                )}
                {code && <span className="sr-only">{t("summary.now")} </span>}
                {formatMoney(code ? code.amount : chargeFor({ price }, option.value))}
                {option.value === "subscription" && <span className="font-normal text-muted-foreground">{t("type.perMonth")}</span>}
              </span>
              <span className="block text-sm text-muted-foreground">{option.text}</span>
              {option.value === "subscription" && trialDays > 0 && (
                <span className="mt-1 block text-sm font-medium text-foreground" data-testid="text-option-trial">
                  {t("type.trial", { days: trialDays })}
                </span>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}

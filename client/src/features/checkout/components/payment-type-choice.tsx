import { CreditCard, Repeat } from "lucide-react";
import type { PaymentType } from "@shared/constants";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { chargeFor } from "./checkout-summary";
import { useTranslation } from "@/i18n/react";

interface PaymentTypeChoiceProps {
  value: PaymentType;
  onChange: (value: PaymentType) => void;
  /** The course price: each option shows what it costs ("$129.00", "$10.75/month"). */
  price: string;
}

export function PaymentTypeChoice({ value, onChange, price }: PaymentTypeChoiceProps) {
  const { t } = useTranslation("checkout");
  const options: { value: PaymentType; label: string; text: string; icon: typeof CreditCard }[] = [
    { value: "one_time", label: t("type.oneTime"), text: t("type.oneTimeText"), icon: CreditCard },
    { value: "subscription", label: t("type.subscription"), text: t("type.subscriptionText"), icon: Repeat },
  ];
  return (
    <div role="radiogroup" aria-label={t("type.label")} className="grid gap-3 sm:grid-cols-2">
      {options.map((option) => {
        const selected = option.value === value;
        const Icon = option.icon;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => !selected && onChange(option.value)}
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
                {formatMoney(chargeFor({ price }, option.value))}
                {option.value === "subscription" && <span className="font-normal text-muted-foreground">{t("type.perMonth")}</span>}
              </span>
              <span className="block text-sm text-muted-foreground">{option.text}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

import { CircleAlert } from "lucide-react";
import { useTranslation } from "@/i18n/react";

/** Why the provider refused the card, beside the form and read out at once (not a toast over the Pay button). */
export function PaymentRefusal({ message }: { message: string | null }) {
  const { t } = useTranslation("checkout");
  // The live region stays in the page so a screen reader announces the message when it appears.
  return (
    <div role="alert" data-testid="checkout-payment-refusal">
      {message && (
        <div className="flex items-start gap-2 rounded-md border border-destructive p-3 text-sm">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
          <p>
            <span className="block font-semibold text-destructive">{t("payment.failed")}</span>
            <span data-testid="text-payment-refusal">{message}</span>
          </p>
        </div>
      )}
    </div>
  );
}

import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n/react";

/** docs/spec.md §4: "Pay $x", then "Processing..." and disabled while the provider confirms. */
export function PayButton({
  processing,
  disabled,
  amountLabel,
  label,
}: {
  processing: boolean;
  disabled?: boolean;
  amountLabel: string;
  label?: string;
}) {
  const { t } = useTranslation("checkout");
  return (
    <Button type="submit" className="w-full" size="lg" disabled={processing || disabled} data-testid="button-pay">
      {processing ? (
        <>
          <Spinner className="h-4 w-4 text-current" label={t("pay.processingLabel")} />
          {t("pay.processing")}
        </>
      ) : (
        <>
          <Lock aria-hidden />
          {label ?? t("pay.pay", { amount: amountLabel })}
        </>
      )}
    </Button>
  );
}

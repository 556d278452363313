import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** SPEC §4: "Pay $x", then "Processing..." and disabled while the provider confirms. */
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
  return (
    <Button type="submit" className="w-full" size="lg" disabled={processing || disabled} data-testid="button-pay">
      {processing ? (
        <>
          <Spinner className="h-4 w-4 text-current" label="Processing payment" />
          Processing...
        </>
      ) : (
        <>
          <Lock aria-hidden />
          {label ?? `Pay ${amountLabel}`}
        </>
      )}
    </Button>
  );
}

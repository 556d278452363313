import { Gift } from "lucide-react";
import { useLocation } from "wouter";
import type { PaymentType } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { isApiError, isUnauthorizedError } from "@/lib/api-client";
import { useFreeCheckout } from "../api/checkout-queries";
import { paymentSuccessHref, reportPaymentError } from "./payment-feedback";
import { useTranslation } from "@/i18n/react";
import { couponRefusal } from "./payment-feedback";

/** A code that pays the whole price: no card; one click and the server enrolls the buyer. */
export function FreeCheckout(props: { courseId: number; paymentType: PaymentType; affiliateCode: string | null; couponCode: string }) {
  const [, navigate] = useLocation();
  const checkout = useFreeCheckout();
  const { t } = useTranslation("checkout");
  const submit = () =>
    checkout.mutate(props, {
      onSuccess: (intent) => navigate(paymentSuccessHref(props.courseId, intent.paymentIntentId)),
      onError: (err) => {
        if (isUnauthorizedError(err) || (isApiError(err) && err.status === 503)) return; // handled globally
        if (isApiError(err) && (err.status === 400 || err.status === 409)) {
          toast({
            title: t("coupon.notApplied"),
            description: couponRefusal(err),
            variant: "destructive",
          });
          return;
        }
        reportPaymentError(err);
      },
    });
  return (
    <div className="space-y-3 text-center" data-testid="checkout-free">
      <p className="text-sm text-muted-foreground">{t("free.covered")}</p>
      <Button type="button" size="lg" className="w-full" onClick={submit} disabled={checkout.isPending} data-testid="button-get-free">
        {checkout.isPending ? <Spinner className="h-4 w-4 text-current" label={t("free.enrolling")} /> : <Gift aria-hidden />}
        {t("free.submit")}
      </Button>
    </div>
  );
}

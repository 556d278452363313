import { useTranslation } from "@/i18n/react";
import type { Payment } from "@shared/schemas/payments";
import { formatMoney } from "@/lib/format";

/**
 * What a code did for this payment (docs/product-rules.md §11). A trial's start charged nothing, so nothing
 * was saved yet: its code comes off the first payment, when the trial ends.
 */
export function DiscountNote({ payment }: { payment: Pick<Payment, "couponCode" | "discount" | "trialEndsAt"> }) {
  const { t } = useTranslation("checkout");
  if (!payment.couponCode || payment.discount === "0.00") return null;
  const values = { code: payment.couponCode, amount: formatMoney(payment.discount) };
  return (
    <p className="text-sm text-muted-foreground" data-testid="text-payment-discount">
      {payment.trialEndsAt ? t("success.codeFirstPayment", values) : t("success.codeSaved", values)}
    </p>
  );
}

import { Trans, useTranslation } from "@/i18n/react";
import type { PaymentIntent } from "@shared/schemas/payments";
import { formatDate, formatMoney } from "@/lib/format";

/**
 * The free trial the checkout opens (docs/product-rules.md §11): nothing today, and the first charge's amount
 * and date as the server answered them (its trialEndsAt, never a date worked out here).
 */
export function TrialNotice({ intent }: { intent: Pick<PaymentIntent, "trialEndsAt" | "firstChargeAmount" | "originalAmount"> }) {
  const { t } = useTranslation("checkout");
  if (!intent.trialEndsAt) return null;
  return (
    <p className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm" data-testid="text-checkout-trial">
      <Trans
        t={t}
        i18nKey="page.trial"
        values={{ amount: formatMoney(intent.firstChargeAmount ?? intent.originalAmount), date: formatDate(intent.trialEndsAt) }}
        components={{ amount: <strong />, date: <strong data-testid="text-first-charge-date" /> }}
      />
    </p>
  );
}

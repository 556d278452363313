import type { PaymentIntent } from "@shared/schemas/payments";
import { formatDate, formatMoney } from "@/lib/format";

/**
 * The free trial the checkout opens (PRODUCT.md §11): nothing today, and the first charge's amount
 * and date as the server answered them (its trialEndsAt, never a date worked out here).
 */
export function TrialNotice({ intent }: { intent: Pick<PaymentIntent, "trialEndsAt" | "firstChargeAmount" | "originalAmount"> }) {
  if (!intent.trialEndsAt) return null;
  return (
    <p className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm" data-testid="text-checkout-trial">
      Your first month starts with a free trial: nothing is charged today. Your card is charged{" "}
      <strong>{formatMoney(intent.firstChargeAmount ?? intent.originalAmount)}</strong> on{" "}
      <strong data-testid="text-first-charge-date">{formatDate(intent.trialEndsAt)}</strong>, then monthly, unless you cancel before.
    </p>
  );
}

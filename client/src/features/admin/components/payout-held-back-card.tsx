import { useTranslation } from "@/i18n/react";
import { UserX } from "lucide-react";
import type { PayoutHeldBack, PayoutRunResult } from "@shared/schemas/payments";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/format";

/**
 * After a payout run: the entrepreneurs whose commissions reached the minimum but were not paid,
 * with the reason (docs/product-rules.md §9: email not verified while verification is required). It stays on
 * the screen until the next run, so the admin can follow up with them.
 */
export function PayoutHeldBackCard({ result }: { result: PayoutRunResult }) {
  const { t } = useTranslation("admin");
  if (result.heldBack.length === 0) return null;
  const reasons: Record<PayoutHeldBack["reason"], string> = { EMAIL_NOT_VERIFIED: t("payouts.heldBack.reason.EMAIL_NOT_VERIFIED") };
  return (
    <Card data-testid="card-payout-held-back">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UserX className="h-5 w-5 text-destructive" aria-hidden />
          {t("payouts.heldBack.title", { n: result.heldBack.length, period: result.period })}
        </CardTitle>
        <CardDescription>{t("payouts.heldBack.description")}</CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        <ul className="divide-y border-t">
          {result.heldBack.map((h) => (
            <li
              key={h.entrepreneurId}
              className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
              data-testid={`held-back-${h.entrepreneurId}`}
            >
              <div>
                <p className="font-medium">{h.name || h.username}</p>
                <p className="text-sm text-muted-foreground">
                  @{h.username} · {reasons[h.reason]}
                </p>
              </div>
              <span className="font-semibold tabular-nums">{t("payouts.heldBack.amount", { amount: formatMoney(h.amount) })}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

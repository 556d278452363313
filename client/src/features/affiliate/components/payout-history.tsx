import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PAYOUT } from "@shared/constants";
import { formatCents, formatDate, formatMoney, formatMonth } from "@/lib/format";
import { payoutsQueryOptions } from "../api/affiliate-queries";
import { QueryView } from "@/components/query-view";

/** The entrepreneur's payouts, newest first (docs/product-rules.md §6). */
export function PayoutHistory() {
  const { t } = useTranslation("affiliate");
  const payouts = useQuery(payoutsQueryOptions());
  return (
    <Card data-testid="card-payouts">
      <CardHeader>
        <CardTitle className="text-lg">{t("payouts.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView
          query={payouts}
          what={t("what.payouts")}
          loading={<p className="text-sm text-muted-foreground">{t("payouts.loading")}</p>}
          isEmpty={(data) => data.length === 0}
          empty={
            <p className="text-sm text-muted-foreground" data-testid="text-no-payouts">
              {t("payouts.empty", { days: PAYOUT.holdDays, minimum: formatCents(PAYOUT.minimumCents) })}
            </p>
          }
        >
          {(data) => (
            <ul className="divide-y">
              {data.map((p) => (
                <li key={p.id} className="flex items-center justify-between py-3" data-testid={`entrepreneur-payout-${p.id}`}>
                  <span className="text-sm">
                    {t("payouts.row", { period: formatMonth(p.period), n: p.commissionCount, date: formatDate(p.createdAt) })}
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="font-semibold tabular-nums">{formatMoney(p.amount)}</span>
                    <Badge variant="success">{t("status.paid")}</Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}

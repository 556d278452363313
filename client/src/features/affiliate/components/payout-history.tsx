import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PAYOUT } from "@shared/constants";
import { formatCents, formatDate, formatMoney } from "@/lib/format";
import { payoutsQueryOptions } from "../api/affiliate-queries";
import { QueryView } from "@/components/query-view";

/** The entrepreneur's payouts, newest first (PRODUCT.md §6). */
export function PayoutHistory() {
  const payouts = useQuery(payoutsQueryOptions());
  return (
    <Card data-testid="card-payouts">
      <CardHeader>
        <CardTitle className="text-lg">Payouts</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView
          query={payouts}
          what="your payouts"
          loading={<p className="text-sm text-muted-foreground">Loading payouts...</p>}
          isEmpty={(data) => data.length === 0}
          empty={
            <p className="text-sm text-muted-foreground" data-testid="text-no-payouts">
              No payouts yet. Commissions are paid monthly once they are {PAYOUT.holdDays} days old and reach{" "}
              {formatCents(PAYOUT.minimumCents)}.
            </p>
          }
        >
          {(data) => (
            <ul className="divide-y">
              {data.map((p) => (
                <li key={p.id} className="flex items-center justify-between py-3" data-testid={`entrepreneur-payout-${p.id}`}>
                  <span className="text-sm">
                    {p.period} · {p.commissionCount} commissions · {formatDate(p.createdAt)}
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="font-semibold tabular-nums">{formatMoney(p.amount)}</span>
                    <Badge variant="success">paid</Badge>
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

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { Banknote, Play } from "lucide-react";
import { PAYOUT } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Pager } from "@/components/pager";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { formatCents, formatDate, formatMoney } from "@/lib/format";
import type { PayoutRunResult } from "@shared/schemas/payments";
import { payoutsQueryOptions, useRunPayouts } from "../api/admin-management";
import { PayoutConfirmDialog } from "../components/payout-confirm-dialog";
import { PayoutHeldBackCard } from "../components/payout-held-back-card";

/** The monthly payout run and its history (docs/product-rules.md §6). */
export default function AdminPayoutsPage() {
  const { t } = useTranslation("admin");
  const [offset, setOffset] = useState(0);
  const list = useQuery(payoutsQueryOptions(offset));
  const run = useRunPayouts();
  // The last run's answer: who it held back stays on screen (a toast would vanish).
  const [lastRun, setLastRun] = useState<PayoutRunResult | null>(null);
  // The run pays at once: a dialog shows who gets what before it starts.
  const [confirming, setConfirming] = useState(false);

  const start = () => {
    setConfirming(false);
    run.mutate(undefined, {
      onSuccess: (result) => {
        setLastRun(result);
        const paid = result.payouts.length;
        const summary = result.belowMinimum
          ? t("payouts.runBelowMinimum", {
              period: result.period,
              n: result.belowMinimum,
              minimum: formatCents(PAYOUT.minimumCents),
            })
          : t("payouts.run", { period: result.period });
        toast({
          title: paid ? t("payouts.paid", { n: paid }) : t("payouts.nothingToPay"),
          description: result.heldBack.length ? `${summary} ${t("payouts.heldBack.toast", { n: result.heldBack.length })}` : summary,
        });
      },
      onError: (error) => {
        notifyMutationFailure(t("payouts.failed"), error);
      },
    });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("payouts.title")}
        description={t("payouts.description", { days: PAYOUT.holdDays, minimum: formatCents(PAYOUT.minimumCents) })}
        actions={
          <Button onClick={() => setConfirming(true)} disabled={run.isPending} data-testid="button-run-payouts">
            <Play aria-hidden />
            {run.isPending ? t("payouts.running") : t("payouts.runButton")}
          </Button>
        }
      />
      <PayoutConfirmDialog open={confirming} onOpenChange={setConfirming} onConfirm={start} />
      {lastRun && <PayoutHeldBackCard result={lastRun} />}
      <QueryView
        query={list}
        what={t("payouts.what")}
        errorTestId="payouts-error"
        errorIcon={Banknote}
        loading={
          <div className="space-y-2" aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={Banknote}
            title={t("payouts.empty.title")}
            description={t("payouts.empty.description")}
            testId="empty-payouts"
          />
        }
      >
        {(data) => (
          <Card>
            <CardContent className="p-0">
              <ul className="divide-y" data-testid="list-payouts">
                {data.items.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4" data-testid={`payout-${p.id}`}>
                    <div>
                      <p className="font-medium">{p.username ?? t("payouts.deletedUser")}</p>
                      <p className="text-sm text-muted-foreground">
                        {t("payouts.row", { period: p.period, n: p.commissionCount, date: formatDate(p.createdAt) })}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="font-semibold tabular-nums">{formatMoney(p.amount)}</span>
                      <Badge variant="success">{t("payouts.statusPaid")}</Badge>
                    </div>
                  </li>
                ))}
              </ul>
              <div className="px-5 pb-3">
                <Pager offset={offset} limit={20} total={data.total} onChange={setOffset} />
              </div>
            </CardContent>
          </Card>
        )}
      </QueryView>
    </div>
  );
}

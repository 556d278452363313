import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft, CircleDollarSign, Clock, Download, Wallet } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { UI, type CommissionStatus } from "@shared/constants";
import { SelectField } from "@/components/form-controls";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { StatCard, StatGrid } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/format";
import { commissionsExportHref, commissionsQueryOptions } from "../api/affiliate-queries";
import { CommissionList, CommissionListSkeleton } from "../components/commission-list";
import { Pager } from "@/components/pager";
import { PayoutHistory } from "../components/payout-history";
import { QueryView } from "@/components/query-view";

const PAGE = 20;
type Filter = "all" | "pending" | "paid" | "reversed";

/** Commission tracking (docs/spec.md §2): totals and the full history, newest first. */
export default function CommissionsPage() {
  const { t } = useTranslation("affiliate");
  const [offset, setOffset] = useState(0);
  const [filter, setFilter] = useState<Filter>("all");
  const filterOptions = [
    { value: "all", label: t("commissions.filter.all") },
    { value: "pending", label: t("status.pending") },
    { value: "paid", label: t("status.paid") },
    { value: "reversed", label: t("status.reversed") },
  ] satisfies { value: Filter; label: string }[];
  const status: CommissionStatus | undefined = filter === "all" ? undefined : filter;
  const list = useQuery({ ...commissionsQueryOptions({ limit: PAGE, offset, status }), placeholderData: keepPreviousData });
  const summary = list.data?.summary;

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/entrepreneur" data-testid="link-back-entrepreneur">
          <ArrowLeft aria-hidden />
          {t("commissions.backToDashboard")}
        </Link>
      </Button>
      <PageHeader title={t("commissions.title")} description={t("commissions.description")} />
      <StatGrid columns={3}>
        <StatCard
          label={t("stats.totalEarnings")}
          value={summary && formatMoney(summary.totalEarnings)}
          icon={CircleDollarSign}
          testId="stat-total-earnings"
        />
        <StatCard
          label={t("commissions.pendingPayouts")}
          value={summary && formatMoney(summary.pending.amount)}
          hint={summary && t("commissions.pendingCount", { n: summary.pending.count })}
          icon={Clock}
          testId="stat-pending-payouts"
        />
        <StatCard
          label={t("commissions.paidOut")}
          value={summary && formatMoney(summary.paid.amount)}
          hint={summary && t("commissions.paidCount", { n: summary.paid.count })}
          icon={Wallet}
          testId="stat-paid-out"
        />
      </StatGrid>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <CardTitle className="text-lg">{t("commissions.history")}</CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            <SelectField
              hideLabel
              value={filter}
              options={filterOptions}
              onChange={(v) => (setFilter(v), setOffset(0))}
              label={t("commissions.filter.label")}
              testId="filter-commission-status"
              className="w-44"
            />
            <Button asChild variant="outline" size="sm">
              <a href={commissionsExportHref(status)} download data-testid="link-export-commissions">
                <Download aria-hidden />
                {t("commissions.export")}
              </a>
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <QueryView
            query={list}
            what={t("what.commissions")}
            loading={<CommissionListSkeleton rows={UI.skeletons.commissions} />}
            isEmpty={(data) => data.items.length === 0}
            empty={
              <EmptyState
                icon={Wallet}
                title={
                  status === "pending"
                    ? t("commissions.empty.pending")
                    : status === "paid"
                      ? t("commissions.empty.paid")
                      : status === "reversed"
                        ? t("commissions.empty.reversed")
                        : t("commissions.empty.title")
                }
                description={status ? t("commissions.empty.filtered") : t("commissions.empty.description")}
                testId="empty-commissions"
              />
            }
          >
            {(data) => (
              <>
                <CommissionList items={data.items} />
                <Pager offset={offset} limit={PAGE} total={data.total} onChange={setOffset} />
              </>
            )}
          </QueryView>
        </CardContent>
      </Card>
      <PayoutHistory />
    </div>
  );
}

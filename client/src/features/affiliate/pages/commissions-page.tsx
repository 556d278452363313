import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft, CircleDollarSign, Clock, Download, Wallet } from "lucide-react";
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
const FILTER = [
  { value: "all", label: "All commissions" },
  { value: "pending", label: "Pending" },
  { value: "paid", label: "Paid" },
  { value: "reversed", label: "Reversed" },
] as const;

/** Commission tracking (SPEC §2): totals and the full history, newest first. */
export default function CommissionsPage() {
  const [offset, setOffset] = useState(0);
  const [filter, setFilter] = useState<(typeof FILTER)[number]["value"]>("all");
  const status: CommissionStatus | undefined = filter === "all" ? undefined : filter;
  const list = useQuery({ ...commissionsQueryOptions({ limit: PAGE, offset, status }), placeholderData: keepPreviousData });
  const summary = list.data?.summary;

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/entrepreneur" data-testid="link-back-entrepreneur">
          <ArrowLeft aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
      <PageHeader title="Commission Tracking" description="Every commission you earned, and where it stands." />
      <StatGrid columns={3}>
        <StatCard
          label="Total Earnings"
          value={summary && formatMoney(summary.totalEarnings)}
          icon={CircleDollarSign}
          testId="stat-total-earnings"
        />
        <StatCard
          label="Pending Payouts"
          value={summary && formatMoney(summary.pending.amount)}
          hint={summary && `${summary.pending.count} pending`}
          icon={Clock}
          testId="stat-pending-payouts"
        />
        <StatCard
          label="Paid Out"
          value={summary && formatMoney(summary.paid.amount)}
          hint={summary && `${summary.paid.count} paid`}
          icon={Wallet}
          testId="stat-paid-out"
        />
      </StatGrid>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <CardTitle className="text-lg">Commission History</CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            <SelectField
              hideLabel
              value={filter}
              options={FILTER}
              onChange={(v) => (setFilter(v), setOffset(0))}
              label="Filter by status"
              testId="filter-commission-status"
              className="w-44"
            />
            <Button asChild variant="outline" size="sm">
              <a href={commissionsExportHref(status)} download data-testid="link-export-commissions">
                <Download aria-hidden />
                Export Report
              </a>
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <QueryView
            query={list}
            what="your commissions"
            loading={<CommissionListSkeleton rows={UI.skeletons.commissions} />}
            isEmpty={(data) => data.items.length === 0}
            empty={
              <EmptyState
                icon={Wallet}
                title={status ? `No ${status} commissions` : "No commissions yet"}
                description={
                  status
                    ? "Choose All commissions to see the others."
                    : "Commissions from sales made through your affiliate code will appear here."
                }
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

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft, CircleDollarSign, Clock, Wallet } from "lucide-react";
import { Link } from "wouter";
import { UI } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { StatCard, StatGrid } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMoney } from "@/lib/format";
import { commissionsQueryOptions } from "../api/affiliate-queries";
import { CommissionList, CommissionListSkeleton } from "../components/commission-list";
import { Pager } from "@/components/pager";
import { PayoutHistory } from "../components/payout-history";
import { QueryError } from "../components/query-error";

const PAGE = 20;

/** Commission tracking (SPEC §2): totals and the full history, newest first. */
export default function CommissionsPage() {
  const [offset, setOffset] = useState(0);
  const list = useQuery({ ...commissionsQueryOptions({ limit: PAGE, offset }), placeholderData: keepPreviousData });
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
        <StatCard label="Total Earnings" value={summary && formatMoney(summary.totalEarnings)} icon={CircleDollarSign} testId="stat-total-earnings" />
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
        <CardHeader>
          <CardTitle className="text-lg">Commission History</CardTitle>
        </CardHeader>
        <CardContent>
          {list.isLoading ? (
            <CommissionListSkeleton rows={UI.skeletons.commissions} />
          ) : list.isError ? (
            <QueryError what="your commissions" />
          ) : list.data!.items.length === 0 ? (
            <EmptyState
              icon={Wallet}
              title="No commissions yet"
              description="Commissions from sales made through your affiliate code will appear here."
              testId="empty-commissions"
            />
          ) : (
            <>
              <CommissionList items={list.data!.items} />
              <Pager offset={offset} limit={PAGE} total={list.data!.total} onChange={setOffset} />
            </>
          )}
        </CardContent>
      </Card>
      <PayoutHistory />
    </div>
  );
}

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CircleDollarSign, Compass, MousePointerClick, Percent, ShoppingBag, TrendingUp, Users, Wallet } from "lucide-react";
import { Link } from "wouter";
import { UI } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { StatCard, StatGrid } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/features/auth";
import { formatMoney } from "@/lib/format";
import { affiliateLinkFor } from "../api/affiliate-link";
import { commissionsQueryOptions, entrepreneurStatsQueryOptions } from "../api/affiliate-queries";
import { AffiliateCodeCard } from "../components/affiliate-code-card";
import { CommissionList, CommissionListSkeleton } from "../components/commission-list";
import { DashboardTabs, type DashboardTab } from "../components/dashboard-tabs";
import { QueryFailed, QueryView } from "@/components/query-view";

export default function EntrepreneurDashboardPage() {
  const { user } = useCurrentUser();
  const stats = useQuery(entrepreneurStatsQueryOptions());
  const recent = useQuery(commissionsQueryOptions({ limit: UI.dashboard.recentCommissions, offset: 0 }));
  const [tab, setTab] = useState<DashboardTab>("courses");
  if (!user) return null;
  const name = user.firstName?.trim() || user.username;
  const { code } = affiliateLinkFor(user);
  const s = stats.data;
  const summary = recent.data?.summary;

  return (
    <div className="space-y-8">
      <PageHeader
        title="Entrepreneur Dashboard"
        description={<span data-testid="text-greeting">Welcome back, {name}! Promote courses and track your earnings.</span>}
        actions={
          <Button asChild variant="outline">
            <Link href="/entrepreneur/courses" data-testid="link-browse-courses">
              <Compass aria-hidden />
              Browse Courses
            </Link>
          </Button>
        }
      />
      {!s && stats.isError && <QueryFailed what="your figures" onRetry={() => void stats.refetch()} />}
      <StatGrid>
        <StatCard
          label="Total Earnings"
          value={s && formatMoney(s.totalEarnings)}
          hint={s && `${formatMoney(s.earningsThisMonth)} this month`}
          icon={CircleDollarSign}
          testId="stat-total-earnings"
        />
        <StatCard
          label="Active Referrals"
          value={s?.activeReferrals}
          hint={s && `${s.referrals} referred in total`}
          icon={Users}
          testId="stat-active-referrals"
        />
        <StatCard
          label="Conversion Rate"
          value={s && `${s.conversionRate}%`}
          hint={s && `Link visitors who bought: ${s.buyers} of ${s.visitors}`}
          icon={TrendingUp}
          testId="stat-conversion-rate"
        />
        <StatCard
          label="Commission Rate"
          value={s && `${s.commissionRate}%`}
          hint="Of every sale you bring"
          icon={Percent}
          testId="stat-commission-rate"
        />
        <StatCard
          label="Click-through"
          value={s && `${s.clickThroughRate}%`}
          hint={s && `Link visitors who signed up: ${s.referrals} of ${s.visitors}`}
          icon={MousePointerClick}
          testId="stat-click-through"
        />
        <StatCard
          label="Average Order Value"
          value={s && formatMoney(s.averageOrderValue)}
          icon={ShoppingBag}
          testId="stat-average-order"
        />
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-2">
        <AffiliateCodeCard user={user} onGenerate={() => setTab("generator")} />
        <Card data-testid="card-commission-summary">
          <CardHeader>
            <CardTitle className="text-lg">Commission Summary</CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-4">
            <div className="rounded-lg bg-muted p-4">
              <p className="text-sm text-muted-foreground">Pending</p>
              <p className="text-xl font-bold" data-testid="text-summary-pending">
                {summary ? formatMoney(summary.pending.amount) : "…"}
              </p>
              <p className="text-xs text-muted-foreground" data-testid="text-summary-pending-count">
                {summary ? `${summary.pending.count} commissions` : ""}
              </p>
            </div>
            <div className="rounded-lg bg-muted p-4">
              <p className="text-sm text-muted-foreground">Paid</p>
              <p className="text-xl font-bold" data-testid="text-summary-paid">
                {summary ? formatMoney(summary.paid.amount) : "…"}
              </p>
              <p className="text-xs text-muted-foreground" data-testid="text-summary-paid-count">
                {summary ? `${summary.paid.count} commissions` : ""}
              </p>
            </div>
          </CardContent>
        </Card>
      </div>
      <section id="dashboard-tabs">
        <DashboardTabs tab={tab} onTab={setTab} userId={user.id} code={code} />
      </section>
      <section aria-labelledby="recent-commissions-heading" className="space-y-4">
        <div className="flex items-center justify-between">
          <h2 id="recent-commissions-heading" className="text-xl font-semibold">
            Recent Commissions
          </h2>
          <Button asChild variant="link">
            <Link href="/entrepreneur/commissions" data-testid="link-view-all-commissions">
              View All
            </Link>
          </Button>
        </div>
        <QueryView
          query={recent}
          what="your commissions"
          loading={<CommissionListSkeleton rows={UI.dashboard.recentCommissions} />}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={Wallet}
              title="No commissions yet"
              description="Commissions from sales made through your affiliate code will appear here."
              testId="empty-recent-commissions"
            />
          }
        >
          {(data) => (
            <Card>
              <CardContent className="py-2">
                <CommissionList items={data.items} />
              </CardContent>
            </Card>
          )}
        </QueryView>
      </section>
    </div>
  );
}

import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { CircleDollarSign, Compass, MousePointerClick, Percent, ShoppingBag, TrendingUp, Users, Wallet } from "lucide-react";
import { Link } from "wouter";
import { UI } from "@shared/constants";
import type { EntrepreneurStats } from "@shared/schemas/affiliate";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { StatCard, StatGrid } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/features/auth";
import { useTranslation } from "@/i18n/react";
import { formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { affiliateLinkFor } from "../api/affiliate-link";
import { commissionsQueryOptions, entrepreneurStatsQueryOptions } from "../api/affiliate-queries";
import { AffiliateCodeCard } from "../components/affiliate-code-card";
import { CommissionList, CommissionListSkeleton } from "../components/commission-list";
import { DashboardTabs, type DashboardTab } from "../components/dashboard-tabs";
import { QueryView } from "@/components/query-view";

export default function EntrepreneurDashboardPage() {
  const { t } = useTranslation("affiliate");
  const { user } = useCurrentUser();
  const stats = useQuery(entrepreneurStatsQueryOptions());
  const recent = useQuery(commissionsQueryOptions({ limit: UI.dashboard.recentCommissions, offset: 0 }));
  const [tab, setTab] = useState<DashboardTab>("courses");
  // Generate Link opens the link generator further down: bring it into view and to the keyboard.
  const [generateRequests, setGenerateRequests] = useState(0);
  useEffect(() => {
    if (generateRequests === 0) return;
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    document.getElementById("dashboard-tabs")?.scrollIntoView?.({ behavior: smooth ? "smooth" : "auto", block: "start" });
    document.querySelector<HTMLElement>('[data-testid="tab-generator"]')?.focus({ preventScroll: true });
  }, [generateRequests]);
  if (!user) return null;
  const name = user.firstName?.trim() || user.username;
  const { code } = affiliateLinkFor(user);
  const summary = recent.data?.summary;

  return (
    <div className="space-y-8">
      <PageHeader
        title={t("dashboard.title")}
        description={<span data-testid="text-greeting">{t("dashboard.greeting", { name })}</span>}
        actions={
          <Button asChild variant="outline">
            <Link href="/entrepreneur/courses" data-testid="link-browse-courses">
              <Compass aria-hidden />
              {t("dashboard.browseCourses")}
            </Link>
          </Button>
        }
      />
      <QueryView query={stats} what={t("what.figures")} errorTestId="error-figures" loading={<Figures />}>
        {(data) => <Figures stats={data} />}
      </QueryView>
      <div className="grid gap-6 lg:grid-cols-2">
        <AffiliateCodeCard
          user={user}
          onGenerate={() => {
            setTab("generator");
            setGenerateRequests((n) => n + 1);
          }}
        />
        <Card data-testid="card-commission-summary">
          <CardHeader>
            <CardTitle className="text-lg">{t("dashboard.summary.title")}</CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-4">
            <div className="rounded-lg bg-muted p-4">
              <p className="text-sm text-muted-foreground">{t("status.pending")}</p>
              <p className="text-xl font-bold" data-testid="text-summary-pending">
                {summary ? formatMoney(summary.pending.amount) : "…"}
              </p>
              <p className="text-xs text-muted-foreground" data-testid="text-summary-pending-count">
                {summary ? t("dashboard.summary.commissions", { n: summary.pending.count }) : ""}
              </p>
            </div>
            <div className="rounded-lg bg-muted p-4">
              <p className="text-sm text-muted-foreground">{t("status.paid")}</p>
              <p className="text-xl font-bold" data-testid="text-summary-paid">
                {summary ? formatMoney(summary.paid.amount) : "…"}
              </p>
              <p className="text-xs text-muted-foreground" data-testid="text-summary-paid-count">
                {summary ? t("dashboard.summary.commissions", { n: summary.paid.count }) : ""}
              </p>
            </div>
          </CardContent>
        </Card>
      </div>
      <section id="dashboard-tabs" className="scroll-mt-20">
        <DashboardTabs tab={tab} onTab={setTab} userId={user.id} code={code} />
      </section>
      <section aria-labelledby="recent-commissions-heading" className="space-y-4">
        <div className="flex items-center justify-between">
          <h2 id="recent-commissions-heading" className="text-xl font-semibold">
            {t("dashboard.recent.title")}
          </h2>
          <Button asChild variant="link">
            <Link href="/entrepreneur/commissions" data-testid="link-view-all-commissions">
              {t("dashboard.recent.viewAll")}
            </Link>
          </Button>
        </div>
        <QueryView
          query={recent}
          what={t("what.commissions")}
          loading={<CommissionListSkeleton rows={UI.dashboard.recentCommissions} />}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={Wallet}
              title={t("commissions.empty.title")}
              description={t("commissions.empty.description")}
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

/** The six figures; skeletons until `stats` is known. */
function Figures({ stats: s }: { stats?: EntrepreneurStats }) {
  const { t } = useTranslation("affiliate");
  return (
    <StatGrid>
      <StatCard
        label={t("stats.totalEarnings")}
        value={s && formatMoney(s.totalEarnings)}
        hint={s && t("stats.thisMonth", { amount: formatMoney(s.earningsThisMonth) })}
        icon={CircleDollarSign}
        testId="stat-total-earnings"
      />
      <StatCard
        label={t("stats.activeReferrals")}
        value={s && formatNumber(s.activeReferrals)}
        hint={s && t("stats.referredInTotal", { n: s.referrals })}
        icon={Users}
        testId="stat-active-referrals"
      />
      <StatCard
        label={t("stats.conversionRate")}
        value={s && formatPercent(s.conversionRate, 1)}
        hint={s && t("stats.visitorsWhoBought", { part: formatNumber(s.visitorsWhoBought), whole: formatNumber(s.visitors) })}
        icon={TrendingUp}
        testId="stat-conversion-rate"
      />
      <StatCard
        label={t("stats.commissionRate")}
        value={s && formatPercent(s.commissionRate, 2)}
        hint={t("stats.ofEverySale")}
        icon={Percent}
        testId="stat-commission-rate"
      />
      <StatCard
        label={t("stats.clickThrough")}
        value={s && formatPercent(s.clickThroughRate, 1)}
        hint={s && t("stats.visitorsWhoSignedUp", { part: formatNumber(s.visitorsWhoSignedUp), whole: formatNumber(s.visitors) })}
        icon={MousePointerClick}
        testId="stat-click-through"
      />
      <StatCard
        label={t("stats.averageOrderValue")}
        value={s && formatMoney(s.averageOrderValue)}
        icon={ShoppingBag}
        testId="stat-average-order"
      />
    </StatGrid>
  );
}

import { lazy, Suspense, useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { BookOpen, CircleDollarSign, Download, GraduationCap, TrendingDown, TrendingUp, Users } from "lucide-react";
import type { Analytics } from "@shared/schemas/analytics";
import { PageHeader } from "@/components/page-header";
import { StatCard, StatGrid } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { analyticsQueryOptions } from "../api/admin-management";
import { QueryView } from "@/components/query-view";

// Recharts is its own chunk: the page itself stays light. It starts loading with the page, while
// the figures are on their way, rather than after them.
const loadChart = () => import("../components/monthly-bar-chart");
const MonthlyBarChart = lazy(loadChart);

function Figures({ title, rows, testId }: { title: string; rows: [string, string, string][]; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {rows.map(([label, value, id]) => (
            <div key={id} className="flex justify-between py-2 text-sm">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums" data-testid={id}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Report({ data }: { data: Analytics }) {
  const { t } = useTranslation("admin");
  const { overview, trends, summary, engagement } = data;
  const trendText = (value: number) => t("analytics.trend", { change: formatPercent(value, { signed: true }) });
  // The cards show all-time totals; their hints compare this month's own figure with last month's.
  const change = (value: number) => ({ change: formatPercent(value, { signed: true }) });
  const icon = (v: number) => (v < 0 ? TrendingDown : TrendingUp);
  return (
    <div className="space-y-6">
      <StatGrid>
        <StatCard
          label={t("analytics.totalUsers")}
          value={formatNumber(overview.totalUsers)}
          hint={t("analytics.trendSignups", change(trends.userGrowth))}
          icon={Users}
          testId="stat-total-users"
        />
        <StatCard
          label={t("analytics.totalRevenue")}
          value={formatMoney(overview.totalRevenue)}
          hint={t("analytics.trendRevenue", change(trends.revenueGrowth))}
          icon={CircleDollarSign}
          testId="stat-total-revenue"
        />
        <StatCard
          label={t("analytics.enrollments")}
          value={formatNumber(overview.enrollments)}
          hint={t("analytics.trendEnrollments", change(trends.enrollmentGrowth))}
          icon={GraduationCap}
          testId="stat-enrollments"
        />
        <StatCard
          label={t("analytics.completionRate")}
          value={formatPercent(trends.completionRate)}
          hint={trendText(summary.completionGrowth)}
          icon={icon(summary.completionGrowth)}
          testId="stat-completion-rate"
        />
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t("analytics.userGrowth")}</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <MonthlyBarChart
                label={t("analytics.newUsers")}
                points={data.userActivity.map((p) => ({ month: p.month, value: p.users }))}
                testId="chart-users"
                color="var(--primary)"
              />
            </Suspense>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t("analytics.revenue")}</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <MonthlyBarChart
                label={t("analytics.revenue")}
                points={data.revenueData.map((p) => ({ month: p.month, value: Number(p.revenue) }))}
                money
                testId="chart-revenue"
                color="#16a34a"
              />
            </Suspense>
          </CardContent>
        </Card>
      </div>
      <Card data-testid="card-top-courses">
        <CardHeader>
          <CardTitle className="text-lg">{t("analytics.topCourses")}</CardTitle>
        </CardHeader>
        <CardContent>
          {data.topCourses.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("analytics.noCourses")}</p>
          ) : (
            <ol className="divide-y">
              {data.topCourses.map((c, i) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid={`top-course-${c.id}`}>
                  <span className="flex items-center gap-3">
                    <span className="flex h-7 w-7 items-center justify-center rounded-full bg-muted text-sm font-semibold">{i + 1}</span>
                    <BookOpen className="h-4 w-4 text-muted-foreground" aria-hidden />
                    <span className="font-medium">{c.name}</span>
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {t("analytics.topCourseFigures", { enrollments: c.enrollments, completions: c.completions })} ·{" "}
                    <span className="font-semibold text-foreground">{formatMoney(c.revenue)}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-3">
        <Figures
          title={t("analytics.engagement.title")}
          testId="card-engagement"
          rows={[
            // docs/spec.md's labels where the figure means the same; session time is not measured, so
            // its place shows the learners active over 30 days instead.
            [t("analytics.engagement.activeToday"), formatNumber(engagement.activeToday), "text-active-today"],
            [t("analytics.engagement.active30Days"), formatNumber(engagement.active30Days), "text-active-30"],
            [t("analytics.engagement.averageProgress"), formatPercent(engagement.averageProgress), "text-average-progress"],
            [t("analytics.engagement.retention"), formatPercent(engagement.retention30Days), "text-retention"],
          ]}
        />
        <Figures
          title={t("analytics.courses.title")}
          testId="card-course-summary"
          rows={[
            [t("analytics.courses.published"), formatNumber(summary.publishedCourses), "text-published-courses"],
            [
              t("analytics.courses.averageRating"),
              summary.averageRating === null
                ? t("analytics.courses.noReviews")
                : t("analytics.courses.rating", { rating: formatNumber(summary.averageRating) }),
              "text-average-rating",
            ],
            [
              t("analytics.courses.videoHours"),
              t("analytics.courses.hours", { hours: formatNumber(summary.videoHours) }),
              "text-video-hours",
            ],
            [t("analytics.courses.completionRate"), formatPercent(summary.completionRate), "text-summary-completion"],
          ]}
        />
        <Figures
          title={t("analytics.financial.title")}
          testId="card-financial-summary"
          rows={[
            [t("analytics.financial.averageOrder"), formatMoney(summary.averageOrderValue), "text-average-order"],
            [t("analytics.financial.commissionsPaid"), formatMoney(summary.commissionsPaid), "text-commissions-paid"],
            [t("analytics.financial.discounts"), formatMoney(summary.discountsGiven), "text-discounts-given"],
            [t("analytics.financial.refundRate"), formatPercent(summary.refundRate), "text-refund-rate"],
          ]}
        />
      </div>
    </div>
  );
}

/** docs/spec.md §2 Admin analytics, every figure from GET /api/admin/analytics. */
export default function AdminAnalyticsPage() {
  const { t } = useTranslation("admin");
  const report = useQuery(analyticsQueryOptions());
  useEffect(() => void loadChart(), []);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t("analytics.title")}
        description={t("analytics.description")}
        actions={
          <Button asChild variant="outline">
            <a href="/api/admin/analytics.csv" download data-testid="link-export-report">
              <Download aria-hidden />
              {t("analytics.export")}
            </a>
          </Button>
        }
      />
      <QueryView
        query={report}
        what={t("analytics.what")}
        errorTestId="text-analytics-error"
        loading={
          <p className="py-10 text-center text-muted-foreground" data-testid="text-analytics-loading">
            {t("analytics.loading")}
          </p>
        }
      >
        {(data) => <Report data={data} />}
      </QueryView>
    </div>
  );
}

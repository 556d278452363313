import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, CircleDollarSign, Download, GraduationCap, TrendingDown, TrendingUp, Users } from "lucide-react";
import type { Analytics } from "@shared/schemas/analytics";
import { PageHeader } from "@/components/page-header";
import { StatCard, StatGrid } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format";
import { analyticsQueryOptions } from "../api/admin-management";
import { QueryView } from "@/components/query-view";

// Recharts is loaded with the charts, after the figures: the page itself stays light.
const MonthlyBarChart = lazy(() => import("../components/monthly-bar-chart"));

const trendText = (value: number) => `${value > 0 ? "+" : ""}${value}% from last month`;

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
  const { overview, trends, summary, engagement } = data;
  const icon = (v: number) => (v < 0 ? TrendingDown : TrendingUp);
  return (
    <div className="space-y-6">
      <StatGrid>
        <StatCard
          label="Total Users"
          value={overview.totalUsers}
          hint={trendText(trends.userGrowth)}
          icon={Users}
          testId="stat-total-users"
        />
        <StatCard
          label="Total Revenue"
          value={formatMoney(overview.totalRevenue)}
          hint={trendText(trends.revenueGrowth)}
          icon={CircleDollarSign}
          testId="stat-total-revenue"
        />
        <StatCard
          label="Enrollments"
          value={overview.enrollments}
          hint={trendText(trends.enrollmentGrowth)}
          icon={GraduationCap}
          testId="stat-enrollments"
        />
        <StatCard
          label="Completion Rate"
          value={`${trends.completionRate}%`}
          hint={trendText(summary.completionGrowth)}
          icon={icon(summary.completionGrowth)}
          testId="stat-completion-rate"
        />
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">User Growth</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <MonthlyBarChart
                label="New users"
                points={data.userActivity.map((p) => ({ month: p.month, value: p.users }))}
                testId="chart-users"
                color="var(--primary)"
              />
            </Suspense>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Revenue</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <MonthlyBarChart
                label="Revenue"
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
          <CardTitle className="text-lg">Top Courses</CardTitle>
        </CardHeader>
        <CardContent>
          {data.topCourses.length === 0 ? (
            <p className="text-sm text-muted-foreground">No courses yet.</p>
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
                    {c.enrollments} enrollments · {c.completions} completions ·{" "}
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
          title="Engagement"
          testId="card-engagement"
          rows={[
            // SPEC's labels where the figure means the same; session time is not measured, so
            // its place shows the learners active over 30 days instead.
            ["Daily active users", String(engagement.activeToday), "text-active-today"],
            ["Active users (30 days)", String(engagement.active30Days), "text-active-30"],
            ["Average progress", `${engagement.averageProgress}%`, "text-average-progress"],
            ["Retention (active in 30 days)", `${engagement.retention30Days}%`, "text-retention"],
          ]}
        />
        <Figures
          title="Courses"
          testId="card-course-summary"
          rows={[
            ["Published courses", String(summary.publishedCourses), "text-published-courses"],
            ["Average rating", summary.averageRating === null ? "No reviews yet" : `${summary.averageRating}/5`, "text-average-rating"],
            ["Video hours", `${summary.videoHours}h`, "text-video-hours"],
            ["Completion rate", `${summary.completionRate}%`, "text-summary-completion"],
          ]}
        />
        <Figures
          title="Financial"
          testId="card-financial-summary"
          rows={[
            ["Average order", formatMoney(summary.averageOrderValue), "text-average-order"],
            ["Commissions paid", formatMoney(summary.commissionsPaid), "text-commissions-paid"],
            ["Coupon discounts (revenue is net of them)", formatMoney(summary.discountsGiven), "text-discounts-given"],
            ["Refund rate", `${summary.refundRate}%`, "text-refund-rate"],
          ]}
        />
      </div>
    </div>
  );
}

/** SPEC §2 Admin analytics, every figure from GET /api/admin/analytics. */
export default function AdminAnalyticsPage() {
  const report = useQuery(analyticsQueryOptions());
  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics"
        description="How the platform is doing, this month against the last."
        actions={
          <Button asChild variant="outline">
            <a href="/api/admin/analytics.csv" download data-testid="link-export-report">
              <Download aria-hidden />
              Export Report
            </a>
          </Button>
        }
      />
      <QueryView
        query={report}
        what="the analytics data"
        errorTestId="text-analytics-error"
        loading={
          <p className="py-10 text-center text-muted-foreground" data-testid="text-analytics-loading">
            Loading analytics data...
          </p>
        }
      >
        {(data) => <Report data={data} />}
      </QueryView>
    </div>
  );
}

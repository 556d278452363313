// The four dashboard figures, computed by the server (docs/product-rules.md §1.2): no placeholders.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Award, BookOpen, DollarSign, Users, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney, formatNumber } from "@/lib/format";
import { adminDashboardQueryOptions } from "../api/admin-queries";

interface StatCardProps {
  label: string;
  value: string | undefined;
  hint?: string;
  icon: LucideIcon;
  testId: string;
  loading: boolean;
}

function StatCard({ label, value, hint, icon: Icon, testId, loading }: StatCardProps) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-5">
        <div className="space-y-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          {loading ? (
            <Skeleton className="h-8 w-20" />
          ) : (
            <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
              {value ?? "—"}
            </p>
          )}
          {hint && !loading && <p className="text-xs text-muted-foreground">{hint}</p>}
        </div>
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
      </CardContent>
    </Card>
  );
}

const count = (n: number | undefined) => (n === undefined ? undefined : formatNumber(n));

export function AdminStatCards() {
  const { t } = useTranslation("admin");
  const { data, isPending } = useQuery(adminDashboardQueryOptions());
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="admin-stats">
      <StatCard
        label={t("stats.students.label")}
        value={count(data?.students)}
        hint={t("stats.students.hint")}
        icon={Users}
        testId="stat-students"
        loading={isPending}
      />
      <StatCard
        label={t("stats.activeCourses.label")}
        value={count(data?.activeCourses)}
        hint={data ? t("stats.activeCourses.hint", { total: data.totalCourses }) : undefined}
        icon={BookOpen}
        testId="stat-active-courses"
        loading={isPending}
      />
      <StatCard
        label={t("stats.completions.label")}
        value={count(data?.completions)}
        hint={t("stats.completions.hint")}
        icon={Award}
        testId="stat-completions"
        loading={isPending}
      />
      <StatCard
        label={t("stats.revenue.label")}
        value={data ? formatMoney(data.revenue) : undefined}
        hint={t("stats.revenue.hint")}
        icon={DollarSign}
        testId="stat-revenue"
        loading={isPending}
      />
    </div>
  );
}

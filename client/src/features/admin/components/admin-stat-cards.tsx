// The four dashboard figures, computed by the server (docs/product-rules.md §1.2): no placeholders.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { Award, BookOpen, DollarSign, Users } from "lucide-react";
import type { AdminDashboard } from "@shared/schemas/courses";
import { QueryView } from "@/components/query-view";
import { StatCard, StatGrid } from "@/components/stat-card";
import { formatMoney, formatNumber } from "@/lib/format";
import { adminDashboardQueryOptions } from "../api/admin-queries";

export function AdminStatCards() {
  const { t } = useTranslation("admin");
  const figures = useQuery(adminDashboardQueryOptions());
  return (
    <div data-testid="admin-stats">
      <QueryView query={figures} what={t("stats.what")} errorTestId="error-admin-stats" loading={<Figures />}>
        {(data) => <Figures data={data} />}
      </QueryView>
    </div>
  );
}

/** The four figures; skeletons until `data` is known. */
function Figures({ data }: { data?: AdminDashboard }) {
  const { t } = useTranslation("admin");
  return (
    <StatGrid>
      <StatCard
        label={t("stats.students.label")}
        value={data && formatNumber(data.students)}
        hint={t("stats.students.hint")}
        icon={Users}
        testId="stat-students"
      />
      <StatCard
        label={t("stats.activeCourses.label")}
        value={data && formatNumber(data.activeCourses)}
        hint={data && t("stats.activeCourses.hint", { total: data.totalCourses })}
        icon={BookOpen}
        testId="stat-active-courses"
      />
      <StatCard
        label={t("stats.completions.label")}
        value={data && formatNumber(data.completions)}
        hint={t("stats.completions.hint")}
        icon={Award}
        testId="stat-completions"
      />
      <StatCard
        label={t("stats.revenue.label")}
        value={data && formatMoney(data.revenue)}
        hint={t("stats.revenue.hint")}
        icon={DollarSign}
        testId="stat-revenue"
      />
    </StatGrid>
  );
}

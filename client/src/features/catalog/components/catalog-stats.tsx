import type { LucideIcon } from "lucide-react";
import { BookOpen, Eye, LayoutGrid, Star } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/i18n/react";

export interface CatalogStatsValues {
  totalCourses: number | undefined;
  categories: number | undefined;
  /** null: none of the visible courses has a rating yet. */
  averageRating: number | null | undefined;
  showing: number | undefined;
  matching: number | undefined;
}

/** Mean of the ratings of the given courses that have one, to 1 decimal; null when none has. */
export function averageRatingOf(courses: { rating: number | null }[]): number | null {
  const rated = courses.map((c) => c.rating).filter((r): r is number => r !== null && Number.isFinite(r));
  if (rated.length === 0) return null;
  return Math.round((rated.reduce((sum, r) => sum + r, 0) / rated.length) * 10) / 10;
}

export function CatalogStats({ totalCourses, categories, averageRating, showing, matching }: CatalogStatsValues) {
  const { t } = useTranslation("catalog");
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        icon={BookOpen}
        label={t("stats.totalCourses")}
        value={totalCourses}
        testId="stat-total-courses"
        tone="bg-blue-500/10 text-blue-600"
      />
      <StatCard
        icon={LayoutGrid}
        label={t("stats.categories")}
        value={categories}
        testId="stat-categories"
        tone="bg-violet-500/10 text-violet-600"
      />
      <StatCard
        icon={Star}
        label={t("stats.averageRating")}
        value={
          averageRating === undefined
            ? undefined
            : averageRating === null
              ? "—"
              : formatNumber(averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
        }
        hint={averageRating === null ? t("stats.noRatings") : t("stats.ofShown")}
        testId="stat-average-rating"
        tone="bg-amber-500/10 text-amber-600"
      />
      <StatCard
        icon={Eye}
        label={t("stats.showing")}
        value={showing}
        hint={matching === undefined ? undefined : t("stats.ofMatching", { n: matching })}
        testId="stat-showing"
        tone="bg-emerald-500/10 text-emerald-600"
      />
    </div>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  testId,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: number | string | undefined;
  hint?: string;
  testId: string;
  tone: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <span className={`hidden h-11 w-11 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}>
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-12" />
        ) : (
          <p className="text-2xl font-bold leading-tight" data-testid={testId}>
            {value}
          </p>
        )}
        {hint && value !== undefined && <p className="truncate text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  );
}

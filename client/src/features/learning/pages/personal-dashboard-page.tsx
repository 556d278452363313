import { useQuery } from "@tanstack/react-query";
import { Award, BookOpen, Compass, Flame, TrendingUp } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import type { LearnerStats } from "@shared/schemas/learning";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth";
import { formatPercent } from "@/lib/format";
import { enrollmentCardsQueryOptions, learnerStatsQueryOptions } from "../api/learning-queries";
import { ContinueLearningList } from "../components/continue-learning-list";
import { LearningStatCard, StatGrid } from "../components/learning-stat-card";
import { RecommendedCourses } from "../components/recommended-courses";

/** The learner's home (/): real figures from the server, the first 3 enrollments, and suggestions. */
export default function PersonalDashboardPage() {
  const { t } = useTranslation("learning");
  const { user } = useCurrentUser();
  const name = user?.firstName?.trim() || user?.username || "";
  const statsQuery = useQuery(learnerStatsQueryOptions());
  const enrollmentsQuery = useQuery(enrollmentCardsQueryOptions());
  const enrollments = enrollmentsQuery.data;
  // "Welcome back" only to a learner who has been here to learn: one with an enrollment. Until the
  // figures are in (or if they fail), the plain welcome, which is true for everyone.
  const returning = (statsQuery.data?.enrolled ?? 0) > 0;

  return (
    <div className="space-y-8">
      <PageHeader
        title={
          <span data-testid="text-greeting">{returning ? t("dashboard.greeting", { name }) : t("dashboard.greetingFirst", { name })}</span>
        }
        description={t("dashboard.description")}
        actions={
          <Button asChild>
            <Link href="/personal/browse" data-testid="link-browse-courses">
              <Compass aria-hidden />
              {t("browseCourses")}
            </Link>
          </Button>
        }
      />

      <section aria-label={t("dashboard.figures")}>
        <QueryView query={statsQuery} what={t("dashboard.figuresWhat")} errorTestId="error-figures" loading={<Figures />}>
          {(stats) => <Figures stats={stats} />}
        </QueryView>
      </section>

      <section aria-labelledby="continue-learning-heading" className="space-y-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id="continue-learning-heading" className="text-xl font-semibold">
            {t("dashboard.continue")}
          </h2>
          {enrollments && enrollments.length > 0 && (
            <Button asChild variant="link" className="px-0">
              <Link href="/personal/courses" data-testid="link-view-all-courses">
                {t("dashboard.viewAll")}
              </Link>
            </Button>
          )}
        </div>
        <ContinueLearningList query={enrollmentsQuery} />
      </section>

      <section aria-labelledby="recommended-heading" className="space-y-4">
        <h2 id="recommended-heading" className="text-xl font-semibold">
          {t("dashboard.recommended")}
        </h2>
        <RecommendedCourses enrollmentsQuery={enrollmentsQuery} />
      </section>
    </div>
  );
}

/** The four figures; skeletons until `stats` is known. */
function Figures({ stats }: { stats?: LearnerStats }) {
  const { t } = useTranslation("learning");
  return (
    <StatGrid>
      <LearningStatCard label={t("dashboard.stats.enrolled")} value={stats?.enrolled} icon={BookOpen} testId="stat-enrolled" />
      <LearningStatCard
        label={t("status.completed")}
        value={stats?.completed}
        hint={stats && stats.enrolled > 0 ? t("dashboard.stats.ofEnrolled", { n: stats.enrolled }) : undefined}
        icon={Award}
        tone="bg-emerald-500/10 text-emerald-600"
        testId="stat-completed"
      />
      <LearningStatCard
        label={t("dashboard.stats.averageProgress")}
        value={stats && formatPercent(stats.averageProgress, 0)}
        hint={t("dashboard.stats.averageHint")}
        icon={TrendingUp}
        tone="bg-blue-500/10 text-blue-600"
        testId="stat-average-progress"
      />
      <LearningStatCard
        label={t("dashboard.stats.streak")}
        value={stats && t("dashboard.stats.streakDays", { n: stats.streakDays })}
        hint={stats && (stats.streakDays > 0 ? t("dashboard.stats.streakActive") : t("dashboard.stats.streakNone"))}
        icon={Flame}
        tone="bg-orange-500/10 text-orange-600"
        testId="stat-streak"
      />
    </StatGrid>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Award, BookOpen, Compass, Loader } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { countEnrollments } from "../api/enrollment-status";
import { enrollmentCardsQueryOptions } from "../api/learning-queries";
import { LearningStatCard, StatGrid } from "../components/learning-stat-card";
import { MyCourseCard, MyCourseCardSkeleton } from "../components/my-course-card";

/** docs/spec.md §9: 6 enrollment skeletons. */
const SKELETONS = 6;

export default function MyCoursesPage() {
  const { t } = useTranslation("learning");
  const enrollmentsQuery = useQuery(enrollmentCardsQueryOptions());
  const { data: enrollments, isError } = enrollmentsQuery;
  const counts = enrollments ? countEnrollments(enrollments) : undefined;
  const failedFigure = isError ? "—" : undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("myCourses.title")}
        description={t("myCourses.description")}
        actions={
          <Button asChild variant="outline">
            <Link href="/personal/browse" data-testid="link-browse-courses">
              <Compass aria-hidden />
              {t("browseCourses")}
            </Link>
          </Button>
        }
      />

      <StatGrid columns={3}>
        <LearningStatCard
          label={t("myCourses.stats.enrolled")}
          value={counts?.enrolled ?? failedFigure}
          icon={BookOpen}
          testId="stat-enrolled"
        />
        <LearningStatCard
          label={t("status.completed")}
          value={counts?.completed ?? failedFigure}
          icon={Award}
          tone="bg-emerald-500/10 text-emerald-600"
          testId="stat-completed"
        />
        <LearningStatCard
          label={t("status.inProgress")}
          value={counts?.inProgress ?? failedFigure}
          icon={Loader}
          tone="bg-blue-500/10 text-blue-600"
          testId="stat-in-progress"
        />
      </StatGrid>

      <QueryView
        query={enrollmentsQuery}
        what={t("myCourses.what")}
        errorTestId="error-my-courses"
        loading={
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label={t("myCourses.loading")}>
            {Array.from({ length: SKELETONS }, (_, i) => (
              <MyCourseCardSkeleton key={i} />
            ))}
          </div>
        }
        isEmpty={(enrollments) => enrollments.length === 0}
        empty={
          <EmptyState
            icon={BookOpen}
            title={t("myCourses.empty.title")}
            description={t("myCourses.empty.description")}
            testId="empty-my-courses"
            action={
              <Button asChild>
                <Link href="/personal/browse" data-testid="link-empty-browse-courses">
                  {t("browseCourses")}
                </Link>
              </Button>
            }
          />
        }
      >
        {(enrollments) => (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {enrollments.map((enrollment) => (
              <li key={enrollment.id}>
                <MyCourseCard enrollment={enrollment} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

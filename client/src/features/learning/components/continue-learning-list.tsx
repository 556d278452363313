import { ArrowRight, BookOpen } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import type { Enrollment } from "@shared/schemas/learning";
import { EmptyState } from "@/components/empty-state";
import { QueryView, type QueryState } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { categoryLabel, CourseThumbnail } from "@/features/catalog";
import { lessonsLabel } from "../api/enrollment-status";
import { EnrollmentProgress } from "./enrollment-progress";

/** docs/spec.md §9: the dashboard lists the first 3 enrollments. */
export const CONTINUE_LEARNING_COUNT = 3;

export function ContinueLearningList({ query }: { query: QueryState<Enrollment[]> }) {
  const { t } = useTranslation("learning");
  return (
    <QueryView
      query={query}
      what={t("myCourses.what")}
      errorTestId="error-continue-learning"
      loading={
        <div className="space-y-3" role="status" aria-busy="true" aria-label={t("myCourses.loading")}>
          {Array.from({ length: CONTINUE_LEARNING_COUNT }, (_, i) => (
            <Card key={i} className="flex gap-4 p-4" data-testid="skeleton-continue-learning" aria-hidden>
              <Skeleton className="hidden h-20 w-32 shrink-0 sm:block" />
              <div className="flex-1 space-y-3">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-2 w-full" />
                <Skeleton className="h-4 w-24" />
              </div>
            </Card>
          ))}
        </div>
      }
      isEmpty={(enrollments) => enrollments.length === 0}
      empty={
        <EmptyState
          icon={BookOpen}
          title={t("dashboard.empty.title")}
          description={t("dashboard.empty.description")}
          testId="empty-continue-learning"
          action={
            <Button asChild variant="outline">
              <Link href="/personal/browse" data-testid="link-empty-browse-courses">
                {t("browseCourses")}
              </Link>
            </Button>
          }
        />
      }
    >
      {(enrollments) => (
        <ul className="space-y-3">
          {enrollments.slice(0, CONTINUE_LEARNING_COUNT).map((enrollment) => (
            <li key={enrollment.id}>
              <ContinueLearningCard enrollment={enrollment} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function ContinueLearningCard({ enrollment }: { enrollment: Enrollment }) {
  // The catalogue's words for category and level (categoryLabel, levelLabel) load with its namespace.
  const { t } = useTranslation(["learning", "catalog"]);
  const { course, courseId } = enrollment;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" data-testid={`continue-${courseId}`}>
      <Link href={`/course/${courseId}`} tabIndex={-1} aria-hidden className="hidden shrink-0 overflow-hidden rounded-md sm:block sm:w-36">
        <CourseThumbnail course={course} />
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold" data-testid={`text-continue-title-${courseId}`}>
            {course.title}
          </h3>
          <Badge variant="secondary">{categoryLabel(course.category)}</Badge>
          {!enrollment.hasAccess && <Badge variant="destructive">{t("accessEnded")}</Badge>}
        </div>
        <EnrollmentProgress courseId={courseId} progress={enrollment.progress} />
        <p className="text-xs text-muted-foreground">{lessonsLabel(enrollment)}</p>
      </div>
      <Button asChild className="shrink-0 self-start sm:self-center">
        <Link href={`/course/${courseId}`} data-testid={`link-continue-${courseId}`}>
          {t("continue")}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}

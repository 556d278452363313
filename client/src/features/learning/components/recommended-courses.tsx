import { useQuery } from "@tanstack/react-query";
import { BookOpen, Compass, Sparkles } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import type { Course } from "@shared/schemas/courses";
import type { Enrollment } from "@shared/schemas/learning";
import { EmptyState } from "@/components/empty-state";
import { allQueries, QueryView, type QueryState } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { categoryLabel, CoursePrice, CourseThumbnail, courseListQueryOptions, levelLabel, useEnrollAction } from "@/features/catalog";

/** docs/spec.md §7 and §9: the catalogue variant with limit 12, of which up to 6 the learner does not own. */
export const RECOMMENDATION_POOL = 12;
export const RECOMMENDATION_COUNT = 6;

export function pickRecommendations(courses: readonly Course[], enrollments: readonly Pick<Enrollment, "courseId">[]): Course[] {
  const owned = new Set(enrollments.map((e) => e.courseId));
  return courses.filter((course) => !owned.has(course.id)).slice(0, RECOMMENDATION_COUNT);
}

export function RecommendedCourses({ enrollmentsQuery }: { enrollmentsQuery: QueryState<Enrollment[]> }) {
  const { t } = useTranslation("learning");
  const catalogue = useQuery(courseListQueryOptions({ limit: RECOMMENDATION_POOL }));
  const { enroll, pendingCourseId } = useEnrollAction();

  // Wait for the enrollments too, so a course the learner owns never flashes up as a suggestion.
  return (
    <QueryView
      query={allQueries({ catalogue, enrollments: enrollmentsQuery })}
      what={t("recommended.what")}
      errorTestId="error-recommendations"
      errorIcon={Sparkles}
      loading={
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label={t("recommended.loading")}>
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="overflow-hidden" data-testid="skeleton-recommended" aria-hidden>
              <Skeleton className="aspect-video w-full rounded-none" />
              <div className="space-y-3 p-4">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-full" />
                <div className="flex justify-between pt-2">
                  <Skeleton className="h-6 w-16" />
                  <Skeleton className="h-9 w-24" />
                </div>
              </div>
            </Card>
          ))}
        </div>
      }
      isEmpty={(data) => pickRecommendations(data.catalogue.items, data.enrollments).length === 0}
      empty={
        <EmptyState
          icon={Sparkles}
          title={t("recommended.empty.title")}
          description={t("recommended.empty.description")}
          testId="empty-recommended"
          action={
            <Button asChild variant="outline">
              <Link href="/personal/browse" data-testid="link-recommended-browse">
                <Compass aria-hidden />
                {t("browseCourses")}
              </Link>
            </Button>
          }
        />
      }
    >
      {(data) => (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {pickRecommendations(data.catalogue.items, data.enrollments).map((course) => (
            <li key={course.id}>
              <RecommendedCourseCard course={course} busy={pendingCourseId === course.id} onEnroll={() => enroll(course)} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function RecommendedCourseCard({ course, busy, onEnroll }: { course: Course; busy: boolean; onEnroll: () => void }) {
  // The catalogue's words for category and level (categoryLabel, levelLabel) load with its namespace.
  const { t } = useTranslation(["learning", "catalog"]);
  const href = `/course/${course.id}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid={`recommended-${course.id}`}>
      <Link href={href} tabIndex={-1} aria-hidden className="block">
        <CourseThumbnail course={course} />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{categoryLabel(course.category)}</Badge>
          <Badge variant="outline">{levelLabel(course.level)}</Badge>
        </div>
        <h3 className="font-semibold leading-snug">
          <Link href={href} className="hover:text-primary" data-testid={`link-recommended-${course.id}`}>
            {course.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <BookOpen className="h-3.5 w-3.5" aria-hidden />
          {t("lessons", { n: course.lessonsCount })}
        </p>
        {/* Wraps when the price and a long "Enroll" ("S'inscrire", "Einschreiben") do not fit side by side. */}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-3">
          <CoursePrice price={course.price} originalPrice={course.originalPrice} testId={`text-recommended-price-${course.id}`} />
          <Button size="sm" className="ml-auto" onClick={onEnroll} disabled={busy} data-testid={`button-recommended-enroll-${course.id}`}>
            {busy && <Spinner className="h-4 w-4 text-current" label={t("recommended.enrolling")} />}
            {t("recommended.enroll")}
          </Button>
        </div>
      </div>
    </Card>
  );
}

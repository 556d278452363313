import { useCallback, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, SearchX } from "lucide-react";
import { useSearchParams } from "wouter";
import { UI } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth";
import {
  COURSES_PER_PAGE,
  DEFAULT_SORT,
  activeFilterCount,
  readBrowseFilters,
  toListParams,
  writeBrowseFilters,
  type BrowseFilters,
} from "../api/browse-params";
import { courseFacetsQueryOptions, courseListQueryOptions } from "../api/course-queries";
import { learnerEnrollmentsQueryOptions, useAffiliateLinkAction, useEnrollAction } from "../api/enrollment";
import { CatalogStats, averageRatingOf } from "../components/catalog-stats";
import { CourseCard, CourseCardSkeleton } from "../components/course-card";
import { CourseFilters } from "../components/course-filters";
import { useTranslation } from "@/i18n/react";

/** The shared catalogue screen (/browse, /browse-courses, /personal/browse, /entrepreneur/courses). */
export default function BrowseCoursesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readBrowseFilters(searchParams), [searchParams]);
  const { user } = useCurrentUser();
  const role = user?.role;
  const { t } = useTranslation("catalog");

  const list = useQuery(courseListQueryOptions(toListParams(filters)));
  const facets = useQuery(courseFacetsQueryOptions());
  const enrollments = useQuery({ ...learnerEnrollmentsQueryOptions(), enabled: role === "personal" });
  const { enroll, pendingCourseId: enrolling } = useEnrollAction();
  const { generate, pendingCourseId: generating } = useAffiliateLinkAction();

  const updateFilters = useCallback(
    (patch: Partial<BrowseFilters>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const previous = readBrowseFilters(current);
          // Any new filter starts again at the first page.
          return writeBrowseFilters({ ...previous, page: 1, ...patch });
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => setSearchParams(writeBrowseFilters({ search: "", category: "", level: "", sort: DEFAULT_SORT, page: 1 })),
    [setSearchParams],
  );
  const goToPage = (page: number) => {
    updateFilters({ page });
    window.scrollTo?.({ top: 0, behavior: "smooth" });
  };

  const items = list.data?.items;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / COURSES_PER_PAGE));
  const enrolledIds = new Set((enrollments.data ?? []).map((e) => e.courseId));

  return (
    <div className="space-y-6">
      <PageHeader title={t("browse.title")} description={t("browse.description")} />

      <CatalogStats
        totalCourses={facets.data?.total}
        categories={facets.data?.categories.length}
        averageRating={items ? averageRatingOf(items) : undefined}
        showing={items?.length}
        matching={list.data?.total}
      />

      <CourseFilters filters={filters} categories={facets.data?.categories ?? []} onChange={updateFilters} onClear={clearFilters} />

      <QueryView
        query={list}
        what={t("browse.what")}
        errorTestId="error-courses"
        errorIcon={SearchX}
        loading={
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label={t("browse.loading")}>
            {Array.from({ length: UI.skeletons.courses }, (_, i) => (
              <CourseCardSkeleton key={i} />
            ))}
          </div>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={SearchX}
            title={t("browse.empty.title")}
            description={
              activeFilterCount(filters) > 0
                ? t("browse.empty.filtered")
                : filters.page > 1
                  ? t("browse.empty.page")
                  : t("browse.empty.none")
            }
            testId="empty-courses"
            action={
              activeFilterCount(filters) > 0 || filters.page > 1 ? (
                <Button variant="outline" onClick={clearFilters} data-testid="button-empty-clear">
                  {t("filters.clear")}
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(data) => (
          <>
            <div
              className={`grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${list.isPlaceholderData ? "opacity-60" : ""}`}
              aria-busy={list.isFetching}
              data-testid="list-courses"
            >
              {data.items.map((course) => (
                <CourseCard
                  key={course.id}
                  course={course}
                  onEnroll={role === "personal" ? enroll : undefined}
                  enrolled={enrolledIds.has(course.id)}
                  onAffiliate={role === "entrepreneur" ? (c) => generate(c.id) : undefined}
                  busy={enrolling === course.id || generating === course.id}
                />
              ))}
            </div>
            {pages > 1 && (
              <nav className="flex items-center justify-center gap-3" aria-label={t("browse.pagination")}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => goToPage(filters.page - 1)}
                  disabled={filters.page <= 1}
                  data-testid="button-page-prev"
                >
                  <ChevronLeft aria-hidden />
                  {t("browse.previous")}
                </Button>
                <span className="text-sm text-muted-foreground" data-testid="text-page">
                  {t("browse.page", { page: Math.min(filters.page, pages), pages })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => goToPage(filters.page + 1)}
                  disabled={filters.page >= pages}
                  data-testid="button-page-next"
                >
                  {t("browse.next")}
                  <ChevronRight aria-hidden />
                </Button>
              </nav>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}

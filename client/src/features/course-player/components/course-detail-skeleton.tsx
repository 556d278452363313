import { useTranslation } from "@/i18n/react";
import { Skeleton } from "@/components/ui/skeleton";

/** The course page's shape while the course and its lessons load. */
export function CourseDetailSkeleton() {
  const { t } = useTranslation("player");
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label={t("page.loading")} data-testid="skeleton-course-detail">
      <div className="space-y-3">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-56" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <Skeleton className="aspect-video w-full rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </div>
    </div>
  );
}

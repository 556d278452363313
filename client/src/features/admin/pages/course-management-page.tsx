// Admin course management (docs/spec.md §2): the course list on the left, the selected course's sections,
// chapters and guidelines on the right. ?course={id} selects a course; ?edit={id} (the dashboard's
// edit button) selects it and opens its edit dialog.
import { useCallback, useEffect, useRef, useState } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { BookOpen, MousePointerClick, Plus } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { useSearchParams } from "wouter";
import { UI } from "@shared/constants";
import type { Course } from "@shared/schemas/courses";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { adminCoursePagesQueryOptions, adminCourseQueryOptions } from "../api/admin-queries";
import { AdminCourseCard } from "../components/admin-course-card";
import { CourseContentPanel } from "../components/course-content-panel";
import { CourseFormDialog } from "../components/course-form-dialog";
import { DeleteCourseDialog } from "../components/delete-course-dialog";

function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function CourseListSkeleton() {
  return (
    <div className="space-y-3" data-testid="skeleton-courses">
      {Array.from({ length: UI.skeletons.courses }, (_, i) => (
        <Skeleton key={i} className="h-28 w-full" data-testid="skeleton-course" />
      ))}
    </div>
  );
}

export default function CourseManagementPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const selectedId = idParam(params.get("course"));
  const editId = idParam(params.get("edit"));
  const pages = useInfiniteQuery(adminCoursePagesQueryOptions());
  const courses = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;

  const [courseDialog, setCourseDialog] = useState<{ course?: Course } | null>(null);
  const [deleting, setDeleting] = useState<Course | null>(null);
  const [pendingEditId, setPendingEditId] = useState<number | null>(null);
  const autoSelected = useRef(false);

  const select = useCallback(
    (id: number | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id === null) next.delete("course");
          else next.set("course", String(id));
          next.delete("edit");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // ?edit={id}: select the course, then open its dialog once it has loaded.
  useEffect(() => {
    if (editId === null) return;
    autoSelected.current = true;
    setPendingEditId(editId);
    select(editId);
  }, [editId, select]); // only when the link asks; `select` just writes the URL

  const pendingEdit = useQuery({ ...adminCourseQueryOptions(pendingEditId ?? 0), enabled: pendingEditId !== null });
  useEffect(() => {
    if (pendingEditId === null) return;
    if (pendingEdit.data) {
      setCourseDialog({ course: pendingEdit.data });
      setPendingEditId(null);
    } else if (pendingEdit.isError) {
      setPendingEditId(null); // the panel says "Course not found"
    }
  }, [pendingEditId, pendingEdit.data, pendingEdit.isError]);

  // First visit without a selection: show the first course's content.
  const firstCourseId = courses[0]?.id;
  useEffect(() => {
    if (autoSelected.current || selectedId !== null || editId !== null || firstCourseId === undefined) return;
    autoSelected.current = true;
    select(firstCourseId);
  }, [firstCourseId, selectedId, editId, select]);

  const createButton = (
    <Button onClick={() => setCourseDialog({})} data-testid="button-create-course">
      <Plus aria-hidden /> {t("courses.create")}
    </Button>
  );

  return (
    <div>
      <PageHeader title={t("courses.title")} description={t("courses.description")} actions={createButton} />

      <QueryView
        query={pages}
        what={t("courses.what")}
        errorTestId="error-course-management"
        errorIcon={BookOpen}
        loading={
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]">
            <CourseListSkeleton />
            <Skeleton className="h-96 w-full" />
          </div>
        }
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={
          <EmptyState
            icon={BookOpen}
            title={t("courses.empty.title")}
            description={t("courses.empty.description")}
            testId="empty-course-management"
            action={
              <Button onClick={() => setCourseDialog({})} data-testid="button-create-first-course">
                <Plus aria-hidden /> {t("courses.create")}
              </Button>
            }
          />
        }
      >
        {() => (
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]">
            <section aria-labelledby="course-list-heading" className="space-y-3">
              <h2 id="course-list-heading" className="text-sm font-medium text-muted-foreground" data-testid="text-course-count">
                {t("courses.count", { n: total })}
              </h2>
              <div className="space-y-3" data-testid="list-courses">
                {courses.map((course) => (
                  <AdminCourseCard
                    key={course.id}
                    course={course}
                    selected={course.id === selectedId}
                    onSelect={(c) => select(c.id)}
                    onEdit={(c) => setCourseDialog({ course: c })}
                    onDelete={setDeleting}
                  />
                ))}
              </div>
              {pages.hasNextPage && (
                <Button
                  variant="outline"
                  className="w-full"
                  onClick={() => pages.fetchNextPage()}
                  disabled={pages.isFetchingNextPage}
                  data-testid="button-load-more-courses"
                >
                  {pages.isFetchingNextPage && <Spinner className="h-4 w-4" label={t("courses.loadingMore")} />}
                  {t("courses.loadMore")}
                </Button>
              )}
            </section>

            <section aria-label={t("courses.selected")}>
              {selectedId !== null ? (
                <CourseContentPanel key={selectedId} courseId={selectedId} onEditCourse={(course) => setCourseDialog({ course })} />
              ) : (
                <EmptyState
                  icon={MousePointerClick}
                  title={t("courses.select.title")}
                  description={t("courses.select.description")}
                  testId="empty-no-course-selected"
                />
              )}
            </section>
          </div>
        )}
      </QueryView>

      <CourseFormDialog
        open={courseDialog !== null}
        onOpenChange={(open) => !open && setCourseDialog(null)}
        course={courseDialog?.course}
        onSaved={(course) => {
          if (!courseDialog?.course) select(course.id);
        }}
      />
      <DeleteCourseDialog
        course={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          if (id === selectedId) select(null);
        }}
      />
    </div>
  );
}

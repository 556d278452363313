// Query factories of the admin screens. Keys run from general to specific under ["admin", ...], so
// a mutation can refresh everything it touches with one prefix.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { AdminDashboard, Chapter, Course, CourseList, Guideline, Section } from "@shared/schemas/courses";
import { apiJson, getQueryFn } from "@/lib/api-client";

export const ADMIN_COURSES_PAGE_SIZE = 12;

export const adminKeys = {
  all: ["admin"] as const,
  dashboard: () => ["admin", "dashboard"] as const,
  courses: () => ["admin", "courses"] as const,
  courseList: (limit: number) => ["admin", "courses", "list", { limit }] as const,
  coursePages: (pageSize: number) => ["admin", "courses", "pages", { pageSize }] as const,
  course: (id: number) => ["admin", "courses", "detail", id] as const,
  sections: (courseId: number) => ["admin", "courses", "detail", courseId, "sections"] as const,
  chapters: (courseId: number) => ["admin", "courses", "detail", courseId, "chapters"] as const,
  guidelines: (courseId: number) => ["admin", "courses", "detail", courseId, "guidelines"] as const,
};

export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: getQueryFn<AdminDashboard>({ on401: "throw", url: "/api/admin/dashboard" }),
  });

/** The first `limit` courses, newest first (the dashboard's short list). */
export const adminCourseListQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: adminKeys.courseList(limit),
    queryFn: getQueryFn<CourseList>({ on401: "throw", url: `/api/admin/courses?limit=${limit}` }),
  });

/** Every course, drafts included, a page at a time ("Load more"). */
export const adminCoursePagesQueryOptions = (pageSize = ADMIN_COURSES_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: adminKeys.coursePages(pageSize),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => apiJson<CourseList>("GET", `/api/admin/courses?limit=${pageSize}&offset=${pageParam}`),
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

export const adminCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.course(id),
    queryFn: getQueryFn<Course>({ on401: "throw", url: `/api/courses/${id}` }),
    // The screen says "Course not found" itself (a stale link, a course deleted elsewhere).
    meta: { silentErrors: true },
  });

export const adminSectionsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: adminKeys.sections(courseId),
    queryFn: getQueryFn<Section[]>({ on401: "throw", url: `/api/courses/${courseId}/sections` }),
  });

export const adminChaptersQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: adminKeys.chapters(courseId),
    queryFn: getQueryFn<Chapter[]>({ on401: "throw", url: `/api/courses/${courseId}/chapters` }),
    // While a video is queued or transcoding, follow its progress (docs/product-rules.md §10).
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.videoStatus === "queued" || c.videoStatus === "processing") ? 2000 : false,
  });

export const adminGuidelinesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: adminKeys.guidelines(courseId),
    queryFn: getQueryFn<Guideline[]>({ on401: "throw", url: `/api/courses/${courseId}/guidelines` }),
  });

// Course create, update, delete and publish (docs/spec.md §7) with the notices of docs/spec.md §8.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Course, CourseCreate } from "@shared/schemas/courses";
import { courseKeys } from "@/features/catalog";
import { i18n } from "@/i18n";
import { apiJson, apiRequest, isApiError } from "@/lib/api-client";
import { adminKeys } from "./admin-queries";
import { notifyFailure, notifyServerFailure, notifySuccess } from "./mutation-feedback";

/** A course changed: the dashboard figures, admin lists and every catalogue view may show it. */
export function refreshCourses(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  ]);
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseCreate) => apiJson<Course>("POST", "/api/courses", input),
    onSuccess: () => {
      notifySuccess(i18n.t("admin:feedback.courseCreated"));
      return refreshCourses(queryClient);
    },
    onError: (error) => notifyFailure(i18n.t("admin:feedback.courseCreateFailed"), error),
  });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CourseCreate }) => apiJson<Course>("PATCH", `/api/courses/${id}`, input),
    onSuccess: (course) => {
      queryClient.setQueryData(adminKeys.course(course.id), course);
      notifySuccess(i18n.t("admin:feedback.courseUpdated"));
      return refreshCourses(queryClient);
    },
    onError: (error) => notifyFailure(i18n.t("admin:feedback.courseUpdateFailed"), error),
  });
}

export function useSetCoursePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: number; isPublished: boolean }) =>
      apiJson<Course>("PATCH", `/api/admin/courses/${id}`, { isPublished }),
    onSuccess: (course) => {
      queryClient.setQueryData(adminKeys.course(course.id), course);
      notifySuccess(i18n.t("admin:feedback.statusUpdated"));
      return refreshCourses(queryClient);
    },
    onError: (error) => notifyServerFailure(i18n.t("admin:feedback.statusUpdateFailed"), error),
  });
}

/**
 * `onDeleted` runs before anything is refetched, so a screen showing the course can let go of it
 * first instead of asking for it again (a 404).
 */
export function useDeleteCourse(options: { onDeleted?: (id: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/courses/${id}`);
      return id;
    },
    onSuccess: (id) => {
      options.onDeleted?.(id);
      // Gone for good: drop its detail and content rather than refetch them into a 404.
      queryClient.removeQueries({ queryKey: adminKeys.course(id) });
      queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
      queryClient.removeQueries({ queryKey: [...courseKeys.all, id] });
      notifySuccess(i18n.t("admin:feedback.courseDeleted"));
      return refreshCourses(queryClient);
    },
    onError: (error) => {
      // 409: the course has enrolled students; the server says what to do instead.
      if (isApiError(error) && error.status === 409) {
        notifyServerFailure(i18n.t("admin:feedback.courseDeleteFailed"), error);
      } else {
        notifyFailure(i18n.t("admin:feedback.courseDeleteFailed"), error);
      }
    },
  });
}

// Sections of a course (docs/spec.md §7); deleting one moves its chapters to Unorganized (docs/product-rules.md §3).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Section, SectionCreate } from "@shared/schemas/courses";
import { courseKeys } from "@/features/catalog";
import { i18n } from "@/i18n";
import { apiJson, apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-queries";
import { notifyServerFailure, notifySuccess } from "./mutation-feedback";

function useRefreshCourseContent(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      // Sections and the chapters grouped under them.
      queryClient.invalidateQueries({ queryKey: adminKeys.course(courseId) }),
      queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    ]);
}

export function useSaveSection(courseId: number) {
  const refresh = useRefreshCourseContent(courseId);
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SectionCreate }) =>
      id === undefined
        ? apiJson<Section>("POST", `/api/courses/${courseId}/sections`, input)
        : apiJson<Section>("PATCH", `/api/sections/${id}`, input),
    onSuccess: (_section, { id }) => {
      notifySuccess(id === undefined ? i18n.t("admin:feedback.sectionCreated") : i18n.t("admin:feedback.sectionUpdated"));
      return refresh();
    },
    onError: (error, { id }) =>
      notifyServerFailure(
        id === undefined ? i18n.t("admin:feedback.sectionCreateFailed") : i18n.t("admin:feedback.sectionUpdateFailed"),
        error,
      ),
  });
}

export function useDeleteSection(courseId: number) {
  const refresh = useRefreshCourseContent(courseId);
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/sections/${id}`),
    onSuccess: () => {
      notifySuccess(i18n.t("admin:feedback.sectionDeleted"));
      return refresh();
    },
    onError: (error) => notifyServerFailure(i18n.t("admin:feedback.sectionDeleteFailed"), error),
  });
}

// Study guidelines and their files (docs/spec.md §7).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Guideline, GuidelineCreate } from "@shared/schemas/courses";
import { courseKeys } from "@/features/catalog";
import { i18n } from "@/i18n";
import { apiJson, apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-queries";
import { notifyServerFailure, notifySuccess } from "./mutation-feedback";

function useRefreshGuidelines(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.guidelines(courseId) }),
      queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    ]);
}

export function useSaveGuideline(courseId: number) {
  const refresh = useRefreshGuidelines(courseId);
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: GuidelineCreate }) =>
      id === undefined
        ? apiJson<Guideline>("POST", `/api/courses/${courseId}/guidelines`, input)
        : apiJson<Guideline>("PATCH", `/api/guidelines/${id}`, input),
    onSuccess: (_guideline, { id }) => {
      notifySuccess(id === undefined ? i18n.t("admin:feedback.guidelineCreated") : i18n.t("admin:feedback.guidelineUpdated"));
      return refresh();
    },
    onError: (error, { id }) =>
      notifyServerFailure(
        id === undefined ? i18n.t("admin:feedback.guidelineCreateFailed") : i18n.t("admin:feedback.guidelineUpdateFailed"),
        error,
      ),
  });
}

export function useDeleteGuideline(courseId: number) {
  const refresh = useRefreshGuidelines(courseId);
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/guidelines/${id}`),
    onSuccess: () => {
      notifySuccess(i18n.t("admin:feedback.guidelineDeleted"));
      return refresh();
    },
    onError: (error) => notifyServerFailure(i18n.t("admin:feedback.guidelineDeleteFailed"), error),
  });
}

// Chapters of a course (docs/spec.md §7). A chapter changes the course's lesson count and duration, so the
// admin course lists are refreshed with it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Chapter, ChapterCreate } from "@shared/schemas/courses";
import { courseKeys } from "@/features/catalog";
import { i18n } from "@/i18n";
import { apiJson, apiRequest } from "@/lib/api-client";
import { adminKeys } from "./admin-queries";
import { notifyServerFailure, notifySuccess } from "./mutation-feedback";

function useRefreshChapters() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.courses() }),
      queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    ]);
}

export function useSaveChapter(courseId: number) {
  const refresh = useRefreshChapters();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ChapterCreate }) =>
      id === undefined
        ? apiJson<Chapter>("POST", `/api/admin/courses/${courseId}/chapters`, input)
        : apiJson<Chapter>("PATCH", `/api/chapters/${id}`, input),
    onSuccess: (_chapter, { id }) => {
      notifySuccess(id === undefined ? i18n.t("admin:feedback.chapterAdded") : i18n.t("admin:feedback.chapterUpdated"));
      return refresh();
    },
    onError: (error, { id }) =>
      notifyServerFailure(
        id === undefined ? i18n.t("admin:feedback.chapterAddFailed") : i18n.t("admin:feedback.chapterUpdateFailed"),
        error,
      ),
  });
}

export function useDeleteChapter() {
  const refresh = useRefreshChapters();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/chapters/${id}`),
    onSuccess: () => {
      notifySuccess(i18n.t("admin:feedback.chapterDeleted"));
      return refresh();
    },
    onError: (error) => notifyServerFailure(i18n.t("admin:feedback.chapterDeleteFailed"), error),
  });
}

/** Retry a failed transcode (docs/product-rules.md §10): the video is queued again. */
export function useRetryVideo() {
  const refresh = useRefreshChapters();
  return useMutation({
    mutationFn: (id: number) => apiJson<Chapter>("POST", `/api/admin/chapters/${id}/video/retry`),
    onSuccess: () => {
      notifySuccess(i18n.t("admin:feedback.videoRetried"));
      return refresh();
    },
    onError: (error) => notifyServerFailure(i18n.t("admin:feedback.videoRetryFailed"), error),
  });
}

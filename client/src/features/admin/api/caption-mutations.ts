// A chapter's captions (docs/decisions/017-captions-and-player.md): upload WebVTT or SRT per language, delete a language.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CAPTION_FILE_FIELD, type ChapterCaption } from "@shared/schemas/captions";
import { courseKeys } from "@/features/catalog";
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { apiJson, apiRequest, isApiError } from "@/lib/api-client";
import { isHandledGlobally } from "@/lib/mutation-errors";
import { adminKeys } from "./admin-queries";
import { notifyServerFailure, notifySuccess } from "./mutation-feedback";

/** The chapter lists show the caption languages: the admin's and the course page's. */
function refreshChapters(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.courses() }),
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  ]);
}

export function useUploadCaption(chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ language, file }: { language: string; file: File }) => {
      const body = new FormData();
      body.append("language", language);
      body.append(CAPTION_FILE_FIELD, file);
      return apiJson<ChapterCaption>("POST", `/api/chapters/${chapterId}/captions`, body);
    },
    onSuccess: () => {
      notifySuccess(i18n.t("admin:feedback.captionsUploaded"));
      return refreshChapters(queryClient);
    },
    onError: (error) => {
      if (isHandledGlobally(error)) return;
      const fallback = i18n.t("admin:feedback.captionsUploadFailed");
      // The server says why a file was refused (not WebVTT/SRT, too large, a bad language code).
      const description = isApiError(error) && error.status < 500 ? error.serverMessage(fallback) : fallback;
      toast({ title: i18n.t("admin:feedback.error"), description, variant: "destructive" });
    },
  });
}

export function useDeleteCaption(chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: string) => apiRequest("DELETE", `/api/chapters/${chapterId}/captions/${encodeURIComponent(language)}`),
    onSuccess: () => {
      notifySuccess(i18n.t("admin:feedback.captionsDeleted"));
      return refreshChapters(queryClient);
    },
    onError: (error) => notifyServerFailure(i18n.t("admin:feedback.captionsDeleteFailed"), error),
  });
}

// Chapter quizzes in course management (docs/product-rules.md §12): the admin's copy with the answers, saving
// the whole quiz, removing it, and the per-quiz results of a course.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminQuiz, QuizResults, QuizUpsert } from "@shared/schemas/quizzes";
import { courseKeys } from "@/features/catalog";
import { i18n } from "@/i18n";
import { apiJson, apiRequest, isApiError } from "@/lib/api-client";
import { adminKeys } from "./admin-queries";
import { notifyFailure, notifyServerFailure, notifySuccess } from "./mutation-feedback";

export const quizKeys = {
  quiz: (courseId: number, chapterId: number) => [...adminKeys.course(courseId), "quiz", chapterId] as const,
  results: (courseId: number) => [...adminKeys.course(courseId), "quiz-results"] as const,
};

/** The chapter's quiz, or null when it has none yet. */
export const adminQuizQueryOptions = (courseId: number, chapterId: number) =>
  queryOptions({
    queryKey: quizKeys.quiz(courseId, chapterId),
    queryFn: async () => {
      try {
        return await apiJson<AdminQuiz>("GET", `/api/admin/chapters/${chapterId}/quiz`);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { silentErrors: true },
  });

export const quizResultsQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: quizKeys.results(courseId),
    queryFn: () => apiJson<QuizResults[]>("GET", `/api/admin/courses/${courseId}/quiz-results`),
    meta: { silentErrors: true },
  });

function useRefreshQuizzes(courseId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.course(courseId) }),
      queryClient.invalidateQueries({ queryKey: courseKeys.chapters(courseId) }),
    ]);
}

export function useSaveQuiz(courseId: number, chapterId: number) {
  const refresh = useRefreshQuizzes(courseId);
  return useMutation({
    mutationFn: (input: QuizUpsert) => apiJson<AdminQuiz>("PUT", `/api/admin/chapters/${chapterId}/quiz`, input),
    onSuccess: () => {
      notifySuccess(i18n.t("admin:feedback.quizSaved"));
      return refresh();
    },
    onError: (error) =>
      // The server's "Request body too large" does not say what to do about it.
      isApiError(error) && error.status === 413
        ? notifyFailure(i18n.t("admin:feedback.quizTooLarge"), error)
        : notifyServerFailure(i18n.t("admin:feedback.quizSaveFailed"), error),
  });
}

export function useDeleteQuiz(courseId: number, chapterId: number) {
  const refresh = useRefreshQuizzes(courseId);
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/admin/chapters/${chapterId}/quiz`),
    onSuccess: () => {
      notifySuccess(i18n.t("admin:feedback.quizRemoved"));
      return refresh();
    },
    onError: (error) => notifyServerFailure(i18n.t("admin:feedback.quizRemoveFailed"), error),
  });
}

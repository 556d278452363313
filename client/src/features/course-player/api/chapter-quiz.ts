// A chapter's quiz for the enrolled learner (docs/product-rules.md §12): the questions without answers, and
// attempts. A pass completes the chapter, which changes progress and may open later chapters.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { LearnerQuiz, QuizAttemptInput, QuizAttemptResult } from "@shared/schemas/quizzes";
import { courseKeys } from "@/features/catalog";
import { apiJson, isApiError } from "@/lib/api-client";
import { learnerCourseKeys } from "./learner-course";

const quizUrl = (courseId: number, chapterId: number) => `/api/personal/courses/${courseId}/chapters/${chapterId}/quiz`;

export const chapterQuizKey = (courseId: number, chapterId: number) => [...learnerCourseKeys.course(courseId), "quiz", chapterId] as const;

export const chapterQuizQueryOptions = (courseId: number, chapterId: number) =>
  queryOptions({
    queryKey: chapterQuizKey(courseId, chapterId),
    queryFn: () => apiJson<LearnerQuiz>("GET", quizUrl(courseId, chapterId)),
    meta: { silentErrors: true },
  });

export function useQuizAttempt(courseId: number, chapterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizAttemptInput) => apiJson<QuizAttemptResult>("POST", `${quizUrl(courseId, chapterId)}/attempts`, input),
    onError: (error) => {
      // The admin replaced the quiz while it was answered: fetch the new questions.
      if (isApiError(error) && error.code === "QUIZ_CHANGED")
        void queryClient.invalidateQueries({ queryKey: chapterQuizKey(courseId, chapterId) });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learnerCourseKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseKeys.chapters(courseId) }),
      ]),
  });
}

// The enrolled learner's side of the course page (docs/product-rules.md §4): progress and resume positions,
// notes and the learner's own review. Every key starts with "personal" so that invalidating
// ["personal"] refreshes dashboards, enrollments and stats along with this page.
import { queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { CourseProgress, MyReview, Note, NoteCreateInput, OwnReviewResponse, ReviewUpsertInput } from "@shared/schemas/learning";
import { courseKeys } from "@/features/catalog";
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { apiJson, isApiError } from "@/lib/api-client";
import { isHandledGlobally } from "@/lib/mutation-errors";

export const learnerCourseKeys = {
  all: ["personal"] as const,
  course: (courseId: number) => ["personal", "courses", courseId] as const,
  progress: (courseId: number) => ["personal", "courses", courseId, "progress"] as const,
  notes: (courseId: number) => ["personal", "courses", courseId, "notes"] as const,
  review: (courseId: number) => ["personal", "courses", courseId, "review"] as const,
};

/** 404 means "none" (not enrolled): the caller gets null instead of an error. */
async function orNullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Progress, completed chapters and resume positions; null when the learner is not enrolled. */
export const courseProgressQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: learnerCourseKeys.progress(courseId),
    queryFn: () => orNullWhenMissing(apiJson<CourseProgress>("GET", `/api/personal/courses/${courseId}/progress`)),
    meta: { silentErrors: true },
  });

/** The learner's notes on the course, newest first. */
export const courseNotesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: learnerCourseKeys.notes(courseId),
    queryFn: async () => sortNotes(await apiJson<Note[]>("GET", `/api/personal/courses/${courseId}/notes`)),
    meta: { silentErrors: true },
  });

/** The learner's own review of the course, or null before the first one. */
export const myReviewQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: learnerCourseKeys.review(courseId),
    queryFn: async () => (await apiJson<OwnReviewResponse>("GET", `/api/personal/courses/${courseId}/review`)) ?? null,
    meta: { silentErrors: true },
  });

export function sortNotes(notes: Note[]): Note[] {
  return [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

function isOwnNotesOrReview(key: QueryKey, courseId: number): boolean {
  return key[0] === "personal" && key[1] === "courses" && key[2] === courseId && (key[3] === "notes" || key[3] === "review");
}

/**
 * After a progress change: everything under ["personal"] (enrollments, stats, this progress)
 * except this course's notes and review, which did not change.
 */
function refreshLearnerData(queryClient: QueryClient, courseId: number) {
  return queryClient.invalidateQueries({
    queryKey: learnerCourseKeys.all,
    predicate: (query) => !isOwnNotesOrReview(query.queryKey, courseId),
  });
}

/** Mark a chapter complete (POST) or not (DELETE). */
export function useChapterCompletion(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, complete }: { chapterId: number; complete: boolean }) =>
      apiJson<CourseProgress>(complete ? "POST" : "DELETE", `/api/personal/courses/${courseId}/chapters/${chapterId}/complete`),
    onSuccess: async (progress) => {
      queryClient.setQueryData(learnerCourseKeys.progress(courseId), progress);
      // The chapter list carries each chapter's lock: finishing one opens the next in a
      // sequential course (docs/product-rules.md §12), unticking one closes those after it.
      await Promise.all([
        refreshLearnerData(queryClient, courseId),
        queryClient.invalidateQueries({ queryKey: courseKeys.chapters(courseId) }),
      ]);
    },
    onError: (error) => {
      if (isHandledGlobally(error)) return;
      const fallback = i18n.t("player:toast.progressFailed");
      toast({
        title: i18n.t("player:toast.error"),
        description: isApiError(error) ? error.serverMessage(fallback) : fallback,
        variant: "destructive",
      });
    },
  });
}

/**
 * Saves where the learner is in a chapter. Best effort and silent: a lost position only means the
 * next visit resumes a little earlier. A plain call rather than a mutation hook so that it also
 * runs while the page unmounts. Only the resume data is taken from the answer: a slower answer
 * must not undo a completion made meanwhile. Never rejects.
 */
export function saveChapterPosition(
  queryClient: QueryClient,
  courseId: number,
  chapterId: number,
  seconds: number,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  return apiJson<CourseProgress>("PUT", `/api/personal/courses/${courseId}/chapters/${chapterId}/position`, { seconds }, options)
    .then((answer) => {
      queryClient.setQueryData<CourseProgress | null>(learnerCourseKeys.progress(courseId), (current) =>
        current ? { ...current, lastPositions: answer.lastPositions, lastChapterId: answer.lastChapterId } : current,
      );
      // Other screens (dashboard streak, Continue links) read it fresh next time they mount.
      void queryClient.invalidateQueries({
        queryKey: learnerCourseKeys.all,
        refetchType: "none",
        predicate: (query) => !isOwnNotesOrReview(query.queryKey, courseId),
      });
    })
    .catch(() => undefined);
}

export function useAddNote(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteCreateInput) => apiJson<Note>("POST", `/api/personal/courses/${courseId}/notes`, input),
    onSuccess: async (note) => {
      toast({ title: i18n.t("player:toast.noteSaved") });
      queryClient.setQueryData<Note[]>(learnerCourseKeys.notes(courseId), (current) => sortNotes([note, ...(current ?? [])]));
      await queryClient.invalidateQueries({ queryKey: learnerCourseKeys.notes(courseId) });
    },
    onError: (error) => {
      if (isHandledGlobally(error)) return;
      toast({ title: i18n.t("player:toast.error"), description: i18n.t("player:toast.noteSaveFailed"), variant: "destructive" });
    },
  });
}

export function useDeleteNote(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => apiJson<void>("DELETE", `/api/personal/notes/${noteId}`),
    onSuccess: async (_answer, noteId) => {
      toast({ title: i18n.t("player:toast.noteDeleted") });
      queryClient.setQueryData<Note[]>(learnerCourseKeys.notes(courseId), (current) => current?.filter((note) => note.id !== noteId));
      await queryClient.invalidateQueries({ queryKey: learnerCourseKeys.notes(courseId) });
    },
    onError: (error) => {
      if (isHandledGlobally(error)) return;
      toast({ title: i18n.t("player:toast.error"), description: i18n.t("player:toast.noteDeleteFailed"), variant: "destructive" });
    },
  });
}

/** Creates or edits the learner's one review; the course rating and the reviews list follow. */
export function useSaveReview(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewUpsertInput) => apiJson<MyReview>("POST", `/api/courses/${courseId}/reviews`, input),
    onSuccess: async (review) => {
      toast({ title: i18n.t("player:toast.reviewSaved"), description: i18n.t("player:toast.reviewThanks") });
      queryClient.setQueryData(learnerCourseKeys.review(courseId), review);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.reviews(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
      ]);
    },
    onError: (error) => {
      if (isHandledGlobally(error)) return;
      const fallback = i18n.t("player:toast.reviewFailed");
      toast({
        title: i18n.t("player:toast.error"),
        description: isApiError(error) ? error.serverMessage(fallback) : fallback,
        variant: "destructive",
      });
    },
  });
}

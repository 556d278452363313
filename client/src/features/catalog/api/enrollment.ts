// Enrolling (learners) and affiliate links (entrepreneurs) from course cards and the course page.
// Both endpoints belong to later issues; until they exist the screens show the docs/spec.md §8 failures.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { parseMoneyToCents } from "@shared/money";
import { useCurrentUser } from "@/features/auth";
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { apiJson, isApiError, isUnauthorizedError } from "@/lib/api-client";
import { copyToClipboard } from "@/lib/clipboard";
import { authHref } from "@/lib/return-to";
import { courseKeys } from "./course-queries";

export interface LearnerEnrollment {
  id: number;
  courseId: number;
  progress: number;
  /** False once a refund or a lapsed subscription ended the access. */
  hasAccess: boolean;
}

export const enrollmentKeys = { all: ["personal", "enrollments"] as const };

function readEnrollments(data: unknown): LearnerEnrollment[] {
  const list = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return [];
  return list
    .map((row: Record<string, unknown>) => ({
      id: Number(row.id),
      courseId: Number(row.courseId ?? (row.course as { id?: unknown } | undefined)?.id),
      progress: Number(row.progress ?? 0) || 0,
      hasAccess: row.hasAccess !== false,
    }))
    .filter((row) => Number.isInteger(row.courseId));
}

/** The learner's enrollments; a missing endpoint (404) or any failure reads as "not enrolled". */
export const learnerEnrollmentsQueryOptions = () =>
  queryOptions({
    queryKey: enrollmentKeys.all,
    queryFn: async () => {
      try {
        return readEnrollments(await apiJson<unknown>("GET", "/api/personal/enrollments"));
      } catch (error) {
        if (isUnauthorizedError(error)) throw error;
        return [];
      }
    },
    meta: { silentErrors: true },
    staleTime: 30_000,
  });

/**
 * The signed-in learner's active enrollment in a course: undefined when not enrolled, when a refund
 * or a lapsed subscription ended the access, or for staff. Entrepreneurs may buy courses too.
 */
export function useCourseEnrollment(courseId: number | null) {
  const { user } = useCurrentUser();
  const isLearner = user?.role === "personal" || user?.role === "entrepreneur";
  const query = useQuery({ ...learnerEnrollmentsQueryOptions(), enabled: isLearner });
  const enrollment = courseId === null ? undefined : query.data?.find((row) => row.courseId === courseId && row.hasAccess);
  return { enrollment, isLearner, isLoading: isLearner && query.isLoading };
}

export function isFreeCourse(course: { price: string }): boolean {
  try {
    return parseMoneyToCents(course.price) === 0;
  } catch {
    return false;
  }
}

/**
 * Enroll Now: a paid course goes to checkout; a free one is enrolled at once. The server decides in
 * the end: 402 means it wants payment, so the learner goes to checkout as well.
 */
export function useEnrollAction() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();

  const mutation = useMutation({
    mutationFn: (courseId: number) => apiJson<unknown>("POST", `/api/personal/enroll/${courseId}`),
    onSuccess: async () => {
      toast({ title: i18n.t("catalog:enroll.success") });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["personal"] }), // enrollments, stats, certificates
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
      ]);
    },
    onError: (error, courseId) => {
      if (isApiError(error) && error.status === 402) {
        navigate(`/checkout/${courseId}`);
        return;
      }
      if (isUnauthorizedError(error) || (isApiError(error) && error.status === 503)) return; // handled globally
      toast({ title: i18n.t("catalog:enroll.failed"), description: i18n.t("catalog:enroll.failedDescription"), variant: "destructive" });
    },
  });

  const enroll = (course: { id: number; price: string }) => {
    if (!user) {
      // After signing in, back to the course (free) or straight on to its checkout (paid).
      navigate(authHref(isFreeCourse(course) ? `/course/${course.id}` : `/checkout/${course.id}`));
      return;
    }
    if (!isFreeCourse(course)) {
      navigate(`/checkout/${course.id}`);
      return;
    }
    mutation.mutate(course.id);
  };

  return { enroll, isPending: mutation.isPending, pendingCourseId: mutation.isPending ? mutation.variables : undefined };
}

/** Entrepreneurs: generate the course's affiliate link and copy it. */
export function useAffiliateLinkAction() {
  const mutation = useMutation({
    mutationFn: (courseId: number) => apiJson<{ affiliateLink?: unknown }>("POST", `/api/entrepreneur/affiliate-link/${courseId}`),
    onSuccess: async (data) => {
      const link = typeof data?.affiliateLink === "string" ? data.affiliateLink : "";
      if (!link) {
        failAffiliate();
        return;
      }
      await copyToClipboard(link, i18n.t("catalog:affiliate.copied"));
    },
    onError: (error) => {
      if (isUnauthorizedError(error) || (isApiError(error) && error.status === 503)) return;
      failAffiliate();
    },
  });
  return {
    generate: (courseId: number) => mutation.mutate(courseId),
    pendingCourseId: mutation.isPending ? mutation.variables : undefined,
  };
}

function failAffiliate() {
  toast({
    title: i18n.t("catalog:affiliate.failed"),
    description: i18n.t("catalog:affiliate.failedDescription"),
    variant: "destructive",
  });
}

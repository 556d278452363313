// Query factories of the course catalogue and content API (server/features/{courses,content}).
// Every key starts with "courses" so `invalidateQueries({ queryKey: ["courses"] })` refreshes all.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { CourseSort, CourseLevel } from "@shared/constants";
import type { Chapter, Course, CourseFacets, CourseList, Guideline, Review, Section } from "@shared/schemas/courses";
import { apiJson } from "@/lib/api-client";

export interface CourseListParams {
  search?: string;
  category?: string;
  level?: CourseLevel | string;
  sort?: CourseSort | string;
  limit?: number;
  offset?: number;
}

/** "/api/courses?search=..&category=.." with empty and "all" values left out. */
export function courseListUrl(params: CourseListParams = {}): string {
  const query = new URLSearchParams();
  for (const key of ["search", "category", "level", "sort", "limit", "offset"] as const) {
    const value = params[key];
    if (value === undefined || value === null || value === "" || value === "all") continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/api/courses?${text}` : "/api/courses";
}

export const courseKeys = {
  all: ["courses"] as const,
  lists: () => ["courses", "list"] as const,
  list: (params: CourseListParams) => ["courses", "list", params] as const,
  facets: () => ["courses", "facets"] as const,
  detail: (id: number) => ["courses", "detail", id] as const,
  sections: (id: number) => ["courses", id, "sections"] as const,
  chapters: (id: number) => ["courses", id, "chapters"] as const,
  guidelines: (id: number) => ["courses", id, "guidelines"] as const,
  reviews: (id: number) => ["courses", id, "reviews"] as const,
};

export const courseListQueryOptions = (params: CourseListParams = {}) =>
  queryOptions({
    queryKey: courseKeys.list(params),
    queryFn: () => apiJson<CourseList>("GET", courseListUrl(params)),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const courseFacetsQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.facets(),
    queryFn: () => apiJson<CourseFacets>("GET", "/api/courses/facets"),
    staleTime: 30_000,
  });

export const courseDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: () => apiJson<Course>("GET", `/api/courses/${id}`),
    staleTime: 30_000,
  });

export const courseSectionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.sections(id),
    queryFn: () => apiJson<Section[]>("GET", `/api/courses/${id}/sections`),
    staleTime: 30_000,
  });

export const courseChaptersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.chapters(id),
    queryFn: () => apiJson<Chapter[]>("GET", `/api/courses/${id}/chapters`),
    staleTime: 30_000,
  });

export const courseGuidelinesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.guidelines(id),
    queryFn: () => apiJson<Guideline[]>("GET", `/api/courses/${id}/guidelines`),
    staleTime: 30_000,
  });

export const courseReviewsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.reviews(id),
    queryFn: () => apiJson<Review[]>("GET", `/api/courses/${id}/reviews`),
    staleTime: 30_000,
  });

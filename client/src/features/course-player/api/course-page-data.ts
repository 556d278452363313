// What /course/:id shows to anyone (the course, its lessons, guidelines and reviews), asked for
// together: the page reads them, and app/route-preload.ts starts them with the page's chunk on a
// first visit, before the session check and the translations (docs/benchmarks.md). A chunk of its own, so
// that starting them waits for none of the page's components.
import type { QueryClient } from "@tanstack/react-query";
import { MAX_ID } from "@shared/constants";
import {
  courseChaptersQueryOptions,
  courseDetailQueryOptions,
  courseGuidelinesQueryOptions,
  courseReviewsQueryOptions,
  courseSectionsQueryOptions,
} from "@/features/catalog/queries";

/** The page shows its own loading and error states for each part: no generic toast. */
const silent = { meta: { silentErrors: true } } as const;

/** The id from /course/:id when it is a positive integer, else null. */
export function parseCourseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The page's five requests. None waits for another: an unknown course costs four 404s, a known one no round trip. */
export function coursePageQueries(id: number) {
  return {
    course: { ...courseDetailQueryOptions(id), ...silent },
    chapters: { ...courseChaptersQueryOptions(id), ...silent },
    sections: { ...courseSectionsQueryOptions(id), ...silent },
    guidelines: { ...courseGuidelinesQueryOptions(id), ...silent },
    reviews: { ...courseReviewsQueryOptions(id), ...silent },
  };
}

/** Starts the page's requests for /course/<rawId> (nothing for an id the page would refuse). */
export function prefetchCoursePage(queryClient: QueryClient, rawId: string | undefined): void {
  const id = parseCourseId(rawId);
  if (id === null) return;
  const queries = coursePageQueries(id);
  void queryClient.prefetchQuery(queries.course);
  void queryClient.prefetchQuery(queries.chapters);
  void queryClient.prefetchQuery(queries.sections);
  void queryClient.prefetchQuery(queries.guidelines);
  void queryClient.prefetchQuery(queries.reviews);
}

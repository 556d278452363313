// The catalogue's query factories and nothing else: no components, no icons. For code that starts a
// page's requests before the feature's components have loaded (course-player's course-page-data.ts,
// which app/route-preload.ts runs with the entry chunk; docs/benchmarks.md). Everything here is also exported
// by index.ts.
export {
  courseListQueryOptions,
  courseDetailQueryOptions,
  courseChaptersQueryOptions,
  courseSectionsQueryOptions,
  courseGuidelinesQueryOptions,
  courseReviewsQueryOptions,
} from "./api/course-queries";

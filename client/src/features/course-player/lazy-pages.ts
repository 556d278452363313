// The course player screens, each its own chunk, rendered lazily by the router (app/lazy-pages.ts). A file
// of its own: importing it pulls nothing else of the feature into the entry chunk.
import type { QueryClient } from "@tanstack/react-query";

export const coursePlayerPages = {
  CourseDetailPage: () => import("./pages/course-detail-page"),
};

/**
 * What /course/:id needs besides its chunk, for app/route-preload.ts to start with it: the
 * translations its screens ask for one after the other, and its data (a small chunk of its own).
 */
export const courseDetailPreload = {
  namespaces: ["player", "catalog"],
  data: (queryClient: QueryClient, rawId: string) =>
    import("./api/course-page-data").then((module) => module.prefetchCoursePage(queryClient, rawId)),
};

// Public surface of the course player feature.
/** The course player screens, each its own chunk: the router renders them lazily (app/lazy-pages.ts). */
export const coursePlayerPages = {
  CourseDetailPage: () => import("./pages/course-detail-page"),
};

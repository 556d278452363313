export { CatalogReads, requireVisibleCourse, type CourseDeps, type Viewer } from "./courses.service";
export { findCourse, lockCourse, type CourseRow } from "./courses.repo";
export { discardUploads, unreferencedUploads } from "./course-files";
export { sweepOrphanStreams, sweepOrphanUploads } from "./orphan-uploads";
export { registerCatalogReads, registerCourseRoutes } from "./courses.routes";

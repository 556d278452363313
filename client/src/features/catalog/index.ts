// Public surface of the catalogue feature (used by admin screens and dashboards).
// Its pages are loaders in ./lazy-pages.ts (the router's entry).
export { CourseThumbnail } from "./components/course-thumbnail";
export { courseKeys, courseListQueryOptions, courseDetailQueryOptions } from "./api/course-queries";
export { CoursePrice } from "./components/course-price";
export { capitalise, categoryLabel, levelLabel } from "./api/browse-params";
export { enrollmentKeys, useCourseEnrollment, useEnrollAction, useAffiliateLinkAction, isFreeCourse } from "./api/enrollment";

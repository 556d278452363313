// Public surface of the catalogue feature (used by admin screens and dashboards).
// Its pages are loaders in ./lazy-pages.ts (the router's entry).
export { CourseThumbnail, thumbnailFallback, type CourseThumbnailProps } from "./components/course-thumbnail";
export {
  courseKeys,
  courseListUrl,
  courseListQueryOptions,
  courseFacetsQueryOptions,
  courseDetailQueryOptions,
  courseSectionsQueryOptions,
  courseChaptersQueryOptions,
  courseGuidelinesQueryOptions,
  courseReviewsQueryOptions,
  type CourseListParams,
} from "./api/course-queries";
export { CoursePrice } from "./components/course-price";
export { capitalise, categoryLabel, levelLabel } from "./api/browse-params";
export {
  enrollmentKeys,
  learnerEnrollmentsQueryOptions,
  useCourseEnrollment,
  useEnrollAction,
  useAffiliateLinkAction,
  isFreeCourse,
  type LearnerEnrollment,
} from "./api/enrollment";

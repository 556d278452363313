// Public surface of the admin feature. Its pages are loaders in ./lazy-pages.ts (the router's entry).
export {
  adminKeys,
  adminDashboardQueryOptions,
  adminCourseListQueryOptions,
  adminCoursePagesQueryOptions,
  adminCourseQueryOptions,
} from "./api/admin-queries";

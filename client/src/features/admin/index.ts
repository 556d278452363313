// Public surface of the admin feature. Pages are imported lazily by the router from pages/.
export {
  adminKeys,
  adminDashboardQueryOptions,
  adminCourseListQueryOptions,
  adminCoursePagesQueryOptions,
  adminCourseQueryOptions,
} from "./api/admin-queries";

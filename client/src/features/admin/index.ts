// Public surface of the admin feature. Its pages are loaders (below), imported lazily by the router.
export {
  adminKeys,
  adminDashboardQueryOptions,
  adminCourseListQueryOptions,
  adminCoursePagesQueryOptions,
  adminCourseQueryOptions,
} from "./api/admin-queries";

/** The admin screens, each its own chunk: the router renders them lazily (app/lazy-pages.ts). */
export const adminPages = {
  AdminDashboardPage: () => import("./pages/admin-dashboard-page"),
  CourseManagementPage: () => import("./pages/course-management-page"),
  AdminUsersPage: () => import("./pages/admin-users-page"),
  AdminAnalyticsPage: () => import("./pages/admin-analytics-page"),
  AdminSettingsPage: () => import("./pages/admin-settings-page"),
  AdminPaymentsPage: () => import("./pages/admin-payments-page"),
  AdminPayoutsPage: () => import("./pages/admin-payouts-page"),
  AdminCouponsPage: () => import("./pages/admin-coupons-page"),
  AdminEmailsPage: () => import("./pages/admin-emails-page"),
};

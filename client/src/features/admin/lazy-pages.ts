// The admin screens, each its own chunk, rendered lazily by the router (app/lazy-pages.ts). A file
// of its own: importing it pulls nothing else of the feature into the entry chunk.
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
  AdminAuditPage: () => import("./pages/admin-audit-page"),
};

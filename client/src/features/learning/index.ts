// What other features use of the learner's side: the learner settings query (the video player
// keeps its speed and caption language there, issue 15).
export { learnerSettingsQueryKey, learnerSettingsQueryOptions } from "./api/settings-queries";

/** The learning screens, each its own chunk: the router renders them lazily (app/lazy-pages.ts). */
export const learningPages = {
  CertificatePage: () => import("./pages/certificate-page"),
  PersonalDashboardPage: () => import("./pages/personal-dashboard-page"),
  MyCoursesPage: () => import("./pages/my-courses-page"),
  CertificatesPage: () => import("./pages/certificates-page"),
  ProfilePage: () => import("./pages/profile-page"),
  LearnerSettingsPage: () => import("./pages/learner-settings-page"),
  FinancialProductsPage: () => import("./pages/financial-products-page"),
};

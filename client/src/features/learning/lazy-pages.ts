// The learning screens, each its own chunk, rendered lazily by the router (app/lazy-pages.ts). A file
// of its own: importing it pulls nothing else of the feature into the entry chunk.
export const learningPages = {
  CertificatePage: () => import("./pages/certificate-page"),
  PublicProfilePage: () => import("./pages/public-profile-page"),
  PersonalDashboardPage: () => import("./pages/personal-dashboard-page"),
  MyCoursesPage: () => import("./pages/my-courses-page"),
  CertificatesPage: () => import("./pages/certificates-page"),
  ProfilePage: () => import("./pages/profile-page"),
  LearnerSettingsPage: () => import("./pages/learner-settings-page"),
  FinancialProductsPage: () => import("./pages/financial-products-page"),
};

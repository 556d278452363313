// Every screen and layout is its own chunk, so the landing and auth pages never download the
// admin or learner screens. Each feature's lazy-pages.ts lists its screens as loaders (never eager
// imports) and nothing else, so the entry reaches a page only through `import()`. `load` is shared with route-preload.ts, which starts a page's chunks
// with the entry instead of after the session check.
import { lazy } from "react";
import { adminPages } from "@/features/admin/lazy-pages";
import { affiliatePages } from "@/features/affiliate/lazy-pages";
import { authPages } from "@/features/auth/lazy-pages";
import { catalogPages } from "@/features/catalog/lazy-pages";
import { checkoutPages } from "@/features/checkout/lazy-pages";
import { coursePlayerPages } from "@/features/course-player/lazy-pages";
import { landingPages } from "@/features/landing/lazy-pages";
import { learningPages } from "@/features/learning/lazy-pages";

/** The chunk of each screen and layout; calling one twice downloads it once. */
export const load = {
  AdminLayout: () => import("./layouts/admin-layout"),
  PersonalLayout: () => import("./layouts/personal-layout"),
  EntrepreneurLayout: () => import("./layouts/entrepreneur-layout"),
  TopBarLayout: () => import("./layouts/top-bar-layout"),
  NotFoundPage: () => import("./pages/not-found-page"),
  MaintenanceScreen: () => import("./maintenance-screen"),
  ...landingPages,
  ...authPages,
  ...catalogPages,
  ...coursePlayerPages,
  ...learningPages,
  ...affiliatePages,
  ...adminPages,
  ...checkoutPages,
};

export const MaintenanceScreen = lazy(load.MaintenanceScreen);

// Layouts
export const AdminLayout = lazy(load.AdminLayout);
export const PersonalLayout = lazy(load.PersonalLayout);
export const EntrepreneurLayout = lazy(load.EntrepreneurLayout);
export const TopBarLayout = lazy(load.TopBarLayout);

// Public
export const LandingPage = lazy(load.LandingPage);
export const PrivacyPage = lazy(load.PrivacyPage);
export const TermsPage = lazy(load.TermsPage);
export const AuthPage = lazy(load.AuthPage);
export const ForgotPasswordPage = lazy(load.ForgotPasswordPage);
export const ResetPasswordPage = lazy(load.ResetPasswordPage);
export const VerifyEmailPage = lazy(load.VerifyEmailPage);
export const UnsubscribePage = lazy(load.UnsubscribePage);
export const TwoFactorPage = lazy(load.TwoFactorPage);
export const NotFoundPage = lazy(load.NotFoundPage);
export const CertificatePage = lazy(load.CertificatePage);
export const PublicProfilePage = lazy(load.PublicProfilePage);

// Catalogue and course player
export const BrowseCoursesPage = lazy(load.BrowseCoursesPage);
export const CourseDetailPage = lazy(load.CourseDetailPage);

// Admin
export const AdminDashboardPage = lazy(load.AdminDashboardPage);
export const CourseManagementPage = lazy(load.CourseManagementPage);
export const AdminUsersPage = lazy(load.AdminUsersPage);
export const AdminAnalyticsPage = lazy(load.AdminAnalyticsPage);
export const AdminSettingsPage = lazy(load.AdminSettingsPage);
export const AdminPaymentsPage = lazy(load.AdminPaymentsPage);
export const AdminPayoutsPage = lazy(load.AdminPayoutsPage);
export const AdminCouponsPage = lazy(load.AdminCouponsPage);
export const AdminEmailsPage = lazy(load.AdminEmailsPage);
export const AdminAuditPage = lazy(load.AdminAuditPage);

// Personal learner
export const PersonalDashboardPage = lazy(load.PersonalDashboardPage);
export const MyCoursesPage = lazy(load.MyCoursesPage);
export const CertificatesPage = lazy(load.CertificatesPage);
export const ProfilePage = lazy(load.ProfilePage);
export const LearnerSettingsPage = lazy(load.LearnerSettingsPage);
export const FinancialProductsPage = lazy(load.FinancialProductsPage);

// Entrepreneur
export const EntrepreneurDashboardPage = lazy(load.EntrepreneurDashboardPage);
export const CommissionsPage = lazy(load.CommissionsPage);
export const ReferralsPage = lazy(load.ReferralsPage);
export const MarketingToolsPage = lazy(load.MarketingToolsPage);
export const EntrepreneurSettingsPage = lazy(load.EntrepreneurSettingsPage);
export const LeaderboardPage = lazy(load.LeaderboardPage);

// Checkout
export const CheckoutPage = lazy(load.CheckoutPage);
export const PaymentSuccessPage = lazy(load.PaymentSuccessPage);

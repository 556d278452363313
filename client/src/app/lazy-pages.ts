// Every screen and layout is its own chunk, so the landing and auth pages never download the
// admin or learner screens. `load` is shared with route-preload.ts, which starts a page's chunks
// with the entry instead of after the session check.
import { lazy } from "react";

/** The chunk of each screen and layout; calling one twice downloads it once. */
export const load = {
  AdminLayout: () => import("./layouts/admin-layout"),
  PersonalLayout: () => import("./layouts/personal-layout"),
  EntrepreneurLayout: () => import("./layouts/entrepreneur-layout"),
  TopBarLayout: () => import("./layouts/top-bar-layout"),
  LandingPage: () => import("@/features/landing/pages/landing-page"),
  AuthPage: () => import("@/features/auth/pages/auth-page"),
  ForgotPasswordPage: () => import("@/features/auth/pages/forgot-password-page"),
  ResetPasswordPage: () => import("@/features/auth/pages/reset-password-page"),
  VerifyEmailPage: () => import("@/features/auth/pages/verify-email-page"),
  UnsubscribePage: () => import("@/features/auth/pages/unsubscribe-page"),
  NotFoundPage: () => import("./pages/not-found-page"),
  CertificatePage: () => import("@/features/learning/pages/certificate-page"),
  BrowseCoursesPage: () => import("@/features/catalog/pages/browse-courses-page"),
  CourseDetailPage: () => import("@/features/course-player/pages/course-detail-page"),
  AdminDashboardPage: () => import("@/features/admin/pages/admin-dashboard-page"),
  CourseManagementPage: () => import("@/features/admin/pages/course-management-page"),
  AdminUsersPage: () => import("@/features/admin/pages/admin-users-page"),
  AdminAnalyticsPage: () => import("@/features/admin/pages/admin-analytics-page"),
  AdminSettingsPage: () => import("@/features/admin/pages/admin-settings-page"),
  AdminPaymentsPage: () => import("@/features/admin/pages/admin-payments-page"),
  AdminPayoutsPage: () => import("@/features/admin/pages/admin-payouts-page"),
  AdminCouponsPage: () => import("@/features/admin/pages/admin-coupons-page"),
  AdminEmailsPage: () => import("@/features/admin/pages/admin-emails-page"),
  PersonalDashboardPage: () => import("@/features/learning/pages/personal-dashboard-page"),
  MyCoursesPage: () => import("@/features/learning/pages/my-courses-page"),
  CertificatesPage: () => import("@/features/learning/pages/certificates-page"),
  ProfilePage: () => import("@/features/learning/pages/profile-page"),
  LearnerSettingsPage: () => import("@/features/learning/pages/learner-settings-page"),
  FinancialProductsPage: () => import("@/features/learning/pages/financial-products-page"),
  EntrepreneurDashboardPage: () => import("@/features/affiliate/pages/entrepreneur-dashboard-page"),
  CommissionsPage: () => import("@/features/affiliate/pages/commissions-page"),
  ReferralsPage: () => import("@/features/affiliate/pages/referrals-page"),
  MarketingToolsPage: () => import("@/features/affiliate/pages/marketing-tools-page"),
  EntrepreneurSettingsPage: () => import("@/features/affiliate/pages/entrepreneur-settings-page"),
  LeaderboardPage: () => import("@/features/affiliate/pages/leaderboard-page"),
  CheckoutPage: () => import("@/features/checkout/pages/checkout-page"),
  PaymentSuccessPage: () => import("@/features/checkout/pages/payment-success-page"),
  MaintenanceScreen: () => import("./maintenance-screen"),
};

export const MaintenanceScreen = lazy(load.MaintenanceScreen);

// Layouts
export const AdminLayout = lazy(load.AdminLayout);
export const PersonalLayout = lazy(load.PersonalLayout);
export const EntrepreneurLayout = lazy(load.EntrepreneurLayout);
export const TopBarLayout = lazy(load.TopBarLayout);

// Public
export const LandingPage = lazy(load.LandingPage);
export const AuthPage = lazy(load.AuthPage);
export const ForgotPasswordPage = lazy(load.ForgotPasswordPage);
export const ResetPasswordPage = lazy(load.ResetPasswordPage);
export const VerifyEmailPage = lazy(load.VerifyEmailPage);
export const UnsubscribePage = lazy(load.UnsubscribePage);
export const NotFoundPage = lazy(load.NotFoundPage);
export const CertificatePage = lazy(load.CertificatePage);

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

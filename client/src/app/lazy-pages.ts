// Every screen and layout is its own chunk, so the landing and auth pages never download the
// admin or learner screens.
import { lazy } from "react";

// Layouts
export const AdminLayout = lazy(() => import("./layouts/admin-layout"));
export const PersonalLayout = lazy(() => import("./layouts/personal-layout"));
export const EntrepreneurLayout = lazy(() => import("./layouts/entrepreneur-layout"));
export const TopBarLayout = lazy(() => import("./layouts/top-bar-layout"));

// Public
export const LandingPage = lazy(() => import("@/features/landing/pages/landing-page"));
export const AuthPage = lazy(() => import("@/features/auth/pages/auth-page"));
export const NotFoundPage = lazy(() => import("./pages/not-found-page"));
export const CertificatePage = lazy(() => import("@/features/learning/pages/certificate-page"));

// Catalogue and course player
export const BrowseCoursesPage = lazy(() => import("@/features/catalog/pages/browse-courses-page"));
export const CourseDetailPage = lazy(() => import("@/features/course-player/pages/course-detail-page"));

// Admin
export const AdminDashboardPage = lazy(() => import("@/features/admin/pages/admin-dashboard-page"));
export const CourseManagementPage = lazy(() => import("@/features/admin/pages/course-management-page"));
export const AdminUsersPage = lazy(() => import("@/features/admin/pages/admin-users-page"));
export const AdminAnalyticsPage = lazy(() => import("@/features/admin/pages/admin-analytics-page"));
export const AdminSettingsPage = lazy(() => import("@/features/admin/pages/admin-settings-page"));
export const AdminPaymentsPage = lazy(() => import("@/features/admin/pages/admin-payments-page"));
export const AdminPayoutsPage = lazy(() => import("@/features/admin/pages/admin-payouts-page"));

// Personal learner
export const PersonalDashboardPage = lazy(() => import("@/features/learning/pages/personal-dashboard-page"));
export const MyCoursesPage = lazy(() => import("@/features/learning/pages/my-courses-page"));
export const CertificatesPage = lazy(() => import("@/features/learning/pages/certificates-page"));
export const ProfilePage = lazy(() => import("@/features/learning/pages/profile-page"));
export const LearnerSettingsPage = lazy(() => import("@/features/learning/pages/learner-settings-page"));
export const FinancialProductsPage = lazy(() => import("@/features/learning/pages/financial-products-page"));

// Entrepreneur
export const EntrepreneurDashboardPage = lazy(() => import("@/features/affiliate/pages/entrepreneur-dashboard-page"));
export const CommissionsPage = lazy(() => import("@/features/affiliate/pages/commissions-page"));
export const ReferralsPage = lazy(() => import("@/features/affiliate/pages/referrals-page"));
export const MarketingToolsPage = lazy(() => import("@/features/affiliate/pages/marketing-tools-page"));
export const EntrepreneurSettingsPage = lazy(() => import("@/features/affiliate/pages/entrepreneur-settings-page"));
export const LeaderboardPage = lazy(() => import("@/features/affiliate/pages/leaderboard-page"));

// Checkout
export const CheckoutPage = lazy(() => import("@/features/checkout/pages/checkout-page"));
export const PaymentSuccessPage = lazy(() => import("@/features/checkout/pages/payment-success-page"));

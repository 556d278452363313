// Every route of docs/spec.md §2, with the aliases the product links to. Each screen is lazy (lazy-pages.ts).
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "@/i18n/react";
import { Route, Switch } from "wouter";
import * as Pages from "./lazy-pages";
import { CatalogRoute, HomeRoute, RoleDashboardRoute } from "./role-routes";

/** A course page: back to the dashboard (signed in) and the catalogue. */
function CourseDetailRoute() {
  const { t } = useTranslation("common");
  const links = [
    { label: t("nav.backToDashboard"), href: "/", testId: "link-back-dashboard" },
    { label: t("nav.browseCourses"), href: "/browse-courses", testId: "link-browse-courses" },
  ];
  return (
    <Pages.TopBarLayout links={links}>
      <Pages.CourseDetailPage />
    </Pages.TopBarLayout>
  );
}

function admin(Page: ComponentType) {
  return () => (
    <Pages.AdminLayout>
      <Page />
    </Pages.AdminLayout>
  );
}

function personal(Page: ComponentType) {
  return () => (
    <Pages.PersonalLayout>
      <Page />
    </Pages.PersonalLayout>
  );
}

function entrepreneur(Page: ComponentType) {
  return () => (
    <Pages.EntrepreneurLayout>
      <Page />
    </Pages.EntrepreneurLayout>
  );
}

function topBar(children: ReactNode, options: { requireAuth?: boolean } = {}) {
  return <Pages.TopBarLayout requireAuth={options.requireAuth}>{children}</Pages.TopBarLayout>;
}

// Built once so a navigation re-renders the same component types and keeps the layout mounted.
const AdminDashboard = admin(Pages.AdminDashboardPage);
const AdminCourses = admin(Pages.CourseManagementPage);
const AdminUsers = admin(Pages.AdminUsersPage);
const AdminAnalytics = admin(Pages.AdminAnalyticsPage);
const AdminSettings = admin(Pages.AdminSettingsPage);
const AdminPayments = admin(Pages.AdminPaymentsPage);
const AdminPayouts = admin(Pages.AdminPayoutsPage);
const AdminCoupons = admin(Pages.AdminCouponsPage);
const AdminEmails = admin(Pages.AdminEmailsPage);
const AdminAudit = admin(Pages.AdminAuditPage);
const PersonalBrowse = personal(Pages.BrowseCoursesPage);
const PersonalCourses = personal(Pages.MyCoursesPage);
const PersonalCertificates = personal(Pages.CertificatesPage);
const PersonalProfile = personal(Pages.ProfilePage);
const PersonalSettings = personal(Pages.LearnerSettingsPage);
const PersonalFinancial = personal(Pages.FinancialProductsPage);
const EntrepreneurBrowse = entrepreneur(Pages.BrowseCoursesPage);
const EntrepreneurCommissions = entrepreneur(Pages.CommissionsPage);
const EntrepreneurReferrals = entrepreneur(Pages.ReferralsPage);
const EntrepreneurTools = entrepreneur(Pages.MarketingToolsPage);
const EntrepreneurSettings = entrepreneur(Pages.EntrepreneurSettingsPage);
const EntrepreneurLeaderboard = entrepreneur(Pages.LeaderboardPage);

export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={HomeRoute} />
      <Route path="/auth" component={Pages.AuthPage} />
      <Route path="/forgot-password" component={Pages.ForgotPasswordPage} />
      <Route path="/reset-password" component={Pages.ResetPasswordPage} />
      <Route path="/verify-email" component={Pages.VerifyEmailPage} />
      <Route path="/unsubscribe" component={Pages.UnsubscribePage} />
      <Route path="/account/two-factor">{topBar(<Pages.TwoFactorPage />, { requireAuth: true })}</Route>
      <Route path="/privacy" component={Pages.PrivacyPage} />
      <Route path="/terms" component={Pages.TermsPage} />

      <Route path="/course/:id" component={CourseDetailRoute} />
      <Route path="/browse" component={CatalogRoute} />
      <Route path="/browse-courses" component={CatalogRoute} />

      <Route path="/admin" component={AdminDashboard} />
      <Route path="/admin/courses" component={AdminCourses} />
      <Route path="/course-management" component={AdminCourses} />
      <Route path="/admin/users" component={AdminUsers} />
      <Route path="/admin/analytics" component={AdminAnalytics} />
      <Route path="/admin/settings" component={AdminSettings} />
      <Route path="/admin/payments" component={AdminPayments} />
      <Route path="/admin/payouts" component={AdminPayouts} />
      <Route path="/admin/coupons" component={AdminCoupons} />
      <Route path="/admin/emails" component={AdminEmails} />
      <Route path="/admin/audit" component={AdminAudit} />

      <Route path="/personal">{() => <RoleDashboardRoute role="personal" />}</Route>
      <Route path="/personal/browse" component={PersonalBrowse} />
      <Route path="/personal/courses" component={PersonalCourses} />
      <Route path="/personal/certificates" component={PersonalCertificates} />
      <Route path="/personal/profile" component={PersonalProfile} />
      <Route path="/personal/settings" component={PersonalSettings} />
      <Route path="/personal/financial" component={PersonalFinancial} />

      <Route path="/entrepreneur">{() => <RoleDashboardRoute role="entrepreneur" />}</Route>
      <Route path="/entrepreneur/courses" component={EntrepreneurBrowse} />
      <Route path="/entrepreneur/commissions" component={EntrepreneurCommissions} />
      <Route path="/entrepreneur/referrals" component={EntrepreneurReferrals} />
      <Route path="/entrepreneur/tools" component={EntrepreneurTools} />
      <Route path="/entrepreneur/settings" component={EntrepreneurSettings} />
      <Route path="/entrepreneur/leaderboard" component={EntrepreneurLeaderboard} />

      <Route path="/checkout/:courseId">{topBar(<Pages.CheckoutPage />, { requireAuth: true })}</Route>
      <Route path="/checkout">{topBar(<Pages.CheckoutPage />, { requireAuth: true })}</Route>
      <Route path="/payment-success">{topBar(<Pages.PaymentSuccessPage />, { requireAuth: true })}</Route>
      <Route path="/certificate/:courseId/:userId">{topBar(<Pages.CertificatePage />)}</Route>
      <Route path="/u/:username">{topBar(<Pages.PublicProfilePage />)}</Route>

      <Route component={Pages.NotFoundPage} />
    </Switch>
  );
}

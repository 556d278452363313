// Public surface of the affiliate feature for the app shell. Its pages are loaders (below), imported lazily by the router.
export { useReportAffiliateVisit } from "./api/report-visit";

/** The affiliate screens, each its own chunk: the router renders them lazily (app/lazy-pages.ts). */
export const affiliatePages = {
  EntrepreneurDashboardPage: () => import("./pages/entrepreneur-dashboard-page"),
  CommissionsPage: () => import("./pages/commissions-page"),
  ReferralsPage: () => import("./pages/referrals-page"),
  MarketingToolsPage: () => import("./pages/marketing-tools-page"),
  EntrepreneurSettingsPage: () => import("./pages/entrepreneur-settings-page"),
  LeaderboardPage: () => import("./pages/leaderboard-page"),
};

// The affiliate screens, each its own chunk, rendered lazily by the router (app/lazy-pages.ts). A file
// of its own: importing it pulls nothing else of the feature into the entry chunk.
export const affiliatePages = {
  EntrepreneurDashboardPage: () => import("./pages/entrepreneur-dashboard-page"),
  CommissionsPage: () => import("./pages/commissions-page"),
  ReferralsPage: () => import("./pages/referrals-page"),
  MarketingToolsPage: () => import("./pages/marketing-tools-page"),
  EntrepreneurSettingsPage: () => import("./pages/entrepreneur-settings-page"),
  LeaderboardPage: () => import("./pages/leaderboard-page"),
};

// Public surface of the admin feature: its routes (dashboard, users, analytics), mounted by app.ts.
export { registerAdminDashboardRoutes } from "./admin-dashboard.routes";
export { registerAdminUserRoutes, type AdminDeps } from "./admin-users.routes";
export { registerAdminAnalyticsRoutes } from "./admin-analytics.routes";

export { registerProfileRoutes, type ProfileDeps } from "./profile.routes";
// For admin user management: the same deletion rules, and the lock that keeps one active admin.
export { deleteAccount } from "./account.service";
export { lockActiveAdminIds } from "./profile.repo";

// Public surface of the auth feature. Pages are imported lazily by the router from pages/.
export { useAuth, useCurrentUser, useLogout, redirectToLogout } from "./api/use-auth";
export {
  currentUserQueryOptions,
  platformInfoQueryOptions,
  usePlatformInfo,
  FALLBACK_PLATFORM_INFO,
} from "./api/auth-queries";
export { displayName, affiliateCodeOf, initialsOf } from "./api/user-display";
export { ChangePasswordForm } from "./components/change-password-form";
export { VerificationBanner } from "./components/verification-banner";

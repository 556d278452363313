// The session part of the auth feature's public surface: who is signed in, the platform info,
// sign-out, display helpers; no components. The app shell imports this (main.tsx's entry chunk
// is on every first visit), so it stays free of UI and of zod (docs/benchmarks.md).
export { useCurrentUser, useLogout } from "./api/use-auth";
export { currentUserQueryOptions, platformInfoQueryOptions, usePlatformInfo, FALLBACK_PLATFORM_INFO } from "./api/auth-queries";
export { displayName, affiliateCodeOf, initialsOf } from "./api/user-display";

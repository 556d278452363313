// Query factories for the session (GET /api/user) and the public platform info (GET /api/platform).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULTS, UI } from "@shared/constants";
import type { PlatformInfo, PublicUser } from "@shared/schemas/auth";
import { getQueryFn } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/query-client";

export const currentUserQueryOptions = queryOptions({
  queryKey: CURRENT_USER_QUERY_KEY,
  // 401 means "nobody signed in", not an error (docs/spec.md §4).
  queryFn: getQueryFn<PublicUser>({ on401: "returnNull", url: "/api/user" }),
  staleTime: UI.currentUserStaleMs,
  retry: false,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

export const platformInfoQueryOptions = queryOptions({
  queryKey: ["platform"] as const,
  queryFn: getQueryFn<PlatformInfo>({ on401: "throw", url: "/api/platform" }),
  // Maintenance mode can be switched on while a tab is open; look again after a minute.
  staleTime: 60_000,
  meta: { silentErrors: true },
});

/** Used while /api/platform has not answered (or failed); the server enforces the real values. */
export const FALLBACK_PLATFORM_INFO: PlatformInfo = {
  platformName: "GSM Academy",
  registrationOpen: true,
  adminSignupOpen: true,
  maintenanceMode: false,
  maintenanceMessage: "",
  passwordMinLength: DEFAULTS.passwordMinLength,
  requireStrongPasswords: true,
  defaultUserRole: "personal",
  testPayments: true,
  emailVerificationRequired: false,
  sendsEmail: false,
  subscriptionTrialDays: 7,
  supportEmail: "",
};

export function usePlatformInfo() {
  return useQuery(platformInfoQueryOptions);
}

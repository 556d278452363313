// The session hook: current user, sign-in, sign-up and logout (docs/spec.md §4, §7, §8).
import { useCallback, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UI } from "@shared/constants";
import type { LoginInput, PublicUser, RegisterInput } from "@shared/schemas/auth";
import type { TwoFactorRequired } from "@shared/schemas/two-factor";
import { dismissAllToasts, toast } from "@/hooks/use-toast";
import { activeLocale, i18n } from "@/i18n";
import { apiJson, isApiError, isNetworkError } from "@/lib/api-client";
import { hardNavigate } from "@/lib/navigation";
import { CURRENT_USER_QUERY_KEY } from "@/lib/query-client";
import { currentUserQueryOptions } from "./auth-queries";

/** docs/spec.md §8 login notices. */
export function loginFailureDescription(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return i18n.t("auth:login.invalid");
    return error.serverMessage(i18n.t("auth:login.invalid"));
  }
  return i18n.t("auth:login.checkCredentials");
}

/** docs/spec.md §8 registration notices. */
export function registrationFailureDescription(error: unknown): string {
  // Field errors (a taken username) show under their fields, translated there; in another language
  // the notice points at them rather than giving the generic translation of the status's code.
  if (isApiError(error) && error.body?.errors && activeLocale() !== "en") return i18n.t("auth:register.checkFields");
  if (isApiError(error)) return error.serverMessage(i18n.t("auth:common.tryAgain"));
  if (isNetworkError(error)) return i18n.t("auth:register.checkInformation");
  return i18n.t("auth:common.tryAgain");
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<PublicUser | TwoFactorRequired>("POST", "/api/login", input),
    meta: { handlesUnauthorized: true },
    onSuccess: (answer) => {
      dismissAllToasts(); // a "Login failed" from a moment ago is no longer true
      // Two factors: not signed in until the second step (login-form.tsx shows it).
      if (!("twoFactorRequired" in answer)) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, answer);
    },
    onError: (error) => {
      toast({ title: i18n.t("auth:login.failed"), description: loginFailureDescription(error), variant: "destructive" });
    },
  });
}

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<PublicUser>("POST", "/api/register", input),
    meta: { handlesUnauthorized: true },
    onSuccess: (user) => {
      dismissAllToasts(); // a "Login failed" from a moment ago is no longer true
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    },
    onError: (error) => {
      toast({ title: i18n.t("auth:register.failed"), description: registrationFailureDescription(error), variant: "destructive" });
    },
  });
}

/** Leaves the SPA for GET /api/logout, which ends the session and redirects to /. */
export function redirectToLogout(): void {
  hardNavigate("/api/logout");
}

/** docs/spec.md §4: logout waits 500 ms, then the browser navigates to /api/logout. */
export function useLogout() {
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const logout = useCallback(() => {
    setIsLoggingOut(true);
    setTimeout(redirectToLogout, UI.logoutRedirectMs);
  }, []);
  return { logout, isLoggingOut };
}

/** Just the current user, for components that do not sign in or out. */
export function useCurrentUser() {
  const { data, isLoading } = useQuery(currentUserQueryOptions);
  return { user: data ?? null, isLoading };
}

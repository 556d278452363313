// React Query defaults of docs/spec.md §7 and the one place that reacts to failed calls (docs/spec.md §4, §8).
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { UI } from "@shared/constants";
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { getQueryFn, isApiError, isUnauthorizedError } from "@/lib/api-client";
import { reportMaintenance } from "@/lib/maintenance-store";
import { hardNavigate } from "@/lib/navigation";

export const CURRENT_USER_QUERY_KEY = ["user"] as const;
export const TWO_FACTOR_SETUP_PATH = "/account/two-factor";

interface AppQueryMeta extends Record<string, unknown> {
  /** The screen shows its own error state; no generic toast. */
  silentErrors?: boolean;
  /** A 401 here is an answer the screen shows (a members-only profile), not an expired session. */
  handlesUnauthorized?: boolean;
}
interface AppMutationMeta extends Record<string, unknown> {
  /** A 401 here is an answer (wrong password), not an expired session. */
  handlesUnauthorized?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

let redirectingToLogin = false;

/** docs/spec.md §4: "Unauthorized" notice, then /api/login (which the server sends on to /auth) after 500 ms. */
export function handleUnauthorized(): void {
  if (redirectingToLogin) return;
  redirectingToLogin = true;
  toast({ title: i18n.t("common:toast.unauthorized"), description: i18n.t("common:toast.loggedOut"), variant: "destructive" });
  setTimeout(() => hardNavigate("/api/login"), UI.unauthorizedRedirectMs);
}

/** Test hook: lets a later test see the redirect again. */
export function resetUnauthorizedRedirect(): void {
  redirectingToLogin = false;
}

function isCurrentUserKey(queryKey: readonly unknown[]): boolean {
  return queryKey.length === CURRENT_USER_QUERY_KEY.length && queryKey[0] === CURRENT_USER_QUERY_KEY[0];
}

/** Returns true when the error was handled here (401 or 503) and screens need not show it again. */
export function handleGlobalApiError(error: unknown, options: { skipUnauthorized?: boolean } = {}): boolean {
  if (isUnauthorizedError(error)) {
    if (options.skipUnauthorized) return false;
    handleUnauthorized();
    return true;
  }
  // enableTwoFactor: an admin without a second factor sets one up before anything else (docs/product-rules.md §15).
  if (isApiError(error) && error.code === "TWO_FACTOR_SETUP_REQUIRED") {
    if (window.location.pathname !== TWO_FACTOR_SETUP_PATH) hardNavigate(TWO_FACTOR_SETUP_PATH);
    return true;
  }
  if (isApiError(error) && error.status === 503) {
    reportMaintenance(error.body?.message);
    return true;
  }
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const handled = handleGlobalApiError(error, {
          skipUnauthorized: isCurrentUserKey(query.queryKey) || query.meta?.handlesUnauthorized === true,
        });
        if (handled || query.meta?.silentErrors) return;
        toast({
          title: i18n.t("common:toast.error"),
          description: isApiError(error) ? error.serverMessage(i18n.t("common:toast.somethingWrong")) : i18n.t("common:toast.unreachable"),
          variant: "destructive",
        });
      },
    }),
    // Mutations show their own docs/spec.md §8 notices; only session expiry and maintenance are global.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        handleGlobalApiError(error, { skipUnauthorized: mutation.meta?.handlesUnauthorized });
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

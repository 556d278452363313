// The account's signed-in sessions (docs/product-rules.md §15): list, end one, end all others.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserSessionList } from "@shared/schemas/account";
import { apiJson } from "@/lib/api-client";

const SESSIONS_KEY = ["user", "sessions"] as const;

export const userSessionsQueryOptions = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: () => apiJson<UserSessionList>("GET", "/api/user/sessions"),
  staleTime: 0,
});

export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>("DELETE", `/api/user/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useRevokeOtherSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ ended: number }>("POST", "/api/user/sessions/revoke-others", {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

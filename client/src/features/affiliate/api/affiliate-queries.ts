// Query factories of the entrepreneur API (server/features/affiliate). Keys start with "entrepreneur".
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CommissionList,
  EntrepreneurPayout,
  EntrepreneurProfileInput,
  EntrepreneurProfileView,
  EntrepreneurStats,
  Leaderboard,
  ReferralList,
} from "@shared/schemas/affiliate";
import type { CommissionStatus } from "@shared/constants";
import { apiJson } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/query-client";

export const entrepreneurKeys = {
  all: ["entrepreneur"] as const,
  stats: () => ["entrepreneur", "stats"] as const,
  commissions: (page: CommissionPage) => ["entrepreneur", "commissions", page] as const,
  referrals: (page: { limit: number; offset: number }) => ["entrepreneur", "referrals", page] as const,
  leaderboard: () => ["entrepreneur", "leaderboard"] as const,
  payouts: () => ["entrepreneur", "payouts"] as const,
  profile: () => ["entrepreneur", "profile"] as const,
};

const pageQuery = (page: { limit: number; offset: number }) => `limit=${page.limit}&offset=${page.offset}`;

/** A page of the commission history, optionally one status only. */
export interface CommissionPage {
  limit: number;
  offset: number;
  status?: CommissionStatus;
}

/** The CSV export of the history, with the same status filter. */
export const commissionsExportHref = (status?: CommissionStatus) => `/api/entrepreneur/commissions.csv${status ? `?status=${status}` : ""}`;

export const entrepreneurStatsQueryOptions = () =>
  queryOptions({
    queryKey: entrepreneurKeys.stats(),
    queryFn: () => apiJson<EntrepreneurStats>("GET", "/api/entrepreneur/stats"),
    staleTime: 0,
  });

export const commissionsQueryOptions = (page: CommissionPage) =>
  queryOptions({
    queryKey: entrepreneurKeys.commissions(page),
    queryFn: () =>
      apiJson<CommissionList>("GET", `/api/entrepreneur/commissions?${pageQuery(page)}${page.status ? `&status=${page.status}` : ""}`),
    staleTime: 0,
  });

export const referralsQueryOptions = (page: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: entrepreneurKeys.referrals(page),
    queryFn: () => apiJson<ReferralList>("GET", `/api/entrepreneur/referrals?${pageQuery(page)}`),
    staleTime: 0,
  });

export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: entrepreneurKeys.leaderboard(),
    queryFn: () => apiJson<Leaderboard>("GET", "/api/entrepreneur/leaderboard"),
    staleTime: 0,
  });

export const payoutsQueryOptions = () =>
  queryOptions({
    queryKey: entrepreneurKeys.payouts(),
    queryFn: () => apiJson<EntrepreneurPayout[]>("GET", "/api/entrepreneur/payouts"),
    staleTime: 0,
  });

export const entrepreneurProfileQueryOptions = () =>
  queryOptions({
    queryKey: entrepreneurKeys.profile(),
    queryFn: () => apiJson<EntrepreneurProfileView>("GET", "/api/entrepreneur/profile"),
    staleTime: 0,
  });

export function useUpdateEntrepreneurProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EntrepreneurProfileInput) => apiJson<EntrepreneurProfileView>("PATCH", "/api/entrepreneur/profile", input),
    onSuccess: (profile) => {
      queryClient.setQueryData(entrepreneurKeys.profile(), profile);
      return queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}

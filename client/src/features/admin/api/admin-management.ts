// Users, analytics, settings, payments and payouts of the admin screens (docs/product-rules.md §7). Keys sit under
// ["admin", ...] like the course screens', so one prefix refreshes them all.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Role, UserStatus } from "@shared/constants";
import type { AdminSettings, AdminUserList, PlatformSettingsUpdate, TestEmailResult } from "@shared/schemas/admin";
import type { Analytics } from "@shared/schemas/analytics";
import type { PublicUser } from "@shared/schemas/auth";
import type { AdminPayment, AdminPaymentList, PayoutList, PayoutPreview, PayoutRunResult } from "@shared/schemas/payments";
import { apiJson } from "@/lib/api-client";

export interface UserFilters {
  search: string;
  role: Role | "all";
  status: UserStatus | "all";
  offset: number;
}
export const USERS_PAGE_SIZE = 20;

export const managementKeys = {
  users: (filters: UserFilters) => ["admin", "users", filters] as const,
  analytics: () => ["admin", "analytics"] as const,
  settings: () => ["admin", "settings"] as const,
  payments: (filters: PaymentFilters) => ["admin", "payments", filters] as const,
  payouts: (offset: number) => ["admin", "payouts", offset] as const,
  payoutPreview: () => ["admin", "payouts", "preview"] as const,
};

function usersUrl(f: UserFilters): string {
  const q = new URLSearchParams({ limit: String(USERS_PAGE_SIZE), offset: String(f.offset) });
  if (f.search.trim()) q.set("search", f.search.trim());
  if (f.role !== "all") q.set("role", f.role);
  if (f.status !== "all") q.set("status", f.status);
  return `/api/admin/users?${q.toString()}`;
}

export const adminUsersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: managementKeys.users(filters),
    queryFn: () => apiJson<AdminUserList>("GET", usersUrl(filters)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: { role?: Role; status?: UserStatus } }) =>
      apiJson<PublicUser>("PATCH", `/api/admin/users/${id}`, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>("DELETE", `/api/admin/users/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}

/** Removes another account's second factors (it lost its authenticator); its owner is emailed. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>("DELETE", `/api/admin/users/${id}/2fa`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}

export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: managementKeys.analytics(),
    queryFn: () => apiJson<Analytics>("GET", "/api/admin/analytics"),
    staleTime: 0,
    meta: { silentErrors: true },
  });

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: managementKeys.settings(), queryFn: () => apiJson<AdminSettings>("GET", "/api/admin/settings"), staleTime: 0 });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PlatformSettingsUpdate) => apiJson<AdminSettings>("PATCH", "/api/admin/settings", values),
    onSuccess: (saved) => {
      queryClient.setQueryData(managementKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: ["platform"] });
    },
  });
}

export const PAYMENTS_PAGE_SIZE = 20;
/** The admin payments list's filters: status ("all" for none), one buyer, one course. */
export interface PaymentFilters {
  status: string;
  userId: number | null;
  courseId: number | null;
  offset: number;
}
export const adminPaymentsQueryOptions = (filters: PaymentFilters) =>
  queryOptions({
    queryKey: managementKeys.payments(filters),
    queryFn: () => {
      const q = new URLSearchParams({ limit: String(PAYMENTS_PAGE_SIZE), offset: String(filters.offset) });
      if (filters.status !== "all") q.set("status", filters.status);
      if (filters.userId !== null) q.set("userId", String(filters.userId));
      if (filters.courseId !== null) q.set("courseId", String(filters.courseId));
      return apiJson<AdminPaymentList>("GET", `/api/admin/payments?${q.toString()}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Sends a real test email through the saved SMTP settings (POST /api/admin/settings/test-email). */
export function useSendTestEmail() {
  return useMutation({ mutationFn: () => apiJson<TestEmailResult>("POST", "/api/admin/settings/test-email", {}) });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<AdminPayment>("POST", `/api/admin/payments/${id}/refund`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export const payoutsQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: managementKeys.payouts(offset),
    queryFn: () => apiJson<PayoutList>("GET", `/api/admin/payouts?limit=20&offset=${offset}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** What the run would pay now (GET /api/admin/payouts/preview): fetched when the confirmation opens. */
export const payoutPreviewQueryOptions = () =>
  queryOptions({
    queryKey: managementKeys.payoutPreview(),
    queryFn: () => apiJson<PayoutPreview>("GET", "/api/admin/payouts/preview"),
    staleTime: 0,
    gcTime: 0,
  });

export function useRunPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<PayoutRunResult>("POST", "/api/admin/payouts/run", {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

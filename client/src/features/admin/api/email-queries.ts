// Jobs & Emails (docs/product-rules.md §9): the outbox, newest first, and Retry for a failed email.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminEmailsResponse, JobFailure } from "@shared/schemas/email";
import { apiJson } from "@/lib/api-client";

export const emailKeys = {
  all: ["admin", "emails"] as const,
  page: (page: number) => [...emailKeys.all, page] as const,
  jobFailures: ["admin", "jobs", "failures"] as const,
};

export const jobFailuresQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.jobFailures,
    queryFn: () => apiJson<JobFailure[]>("GET", "/api/admin/jobs/failures"),
    staleTime: 0,
  });

export const adminEmailsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: emailKeys.page(page),
    queryFn: () => apiJson<AdminEmailsResponse>("GET", `/api/admin/emails?page=${page}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ id: number; status: "queued" }>("POST", `/api/admin/emails/${id}/retry`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

// "Download my data" (docs/product-rules.md §15): GET and POST /api/user/export.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { DataExport, DataExportState } from "@shared/schemas/data-export";
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { apiJson, getQueryFn } from "@/lib/api-client";
import { notifyMutationFailure } from "@/lib/mutation-errors";

export const dataExportQueryKey = ["personal", "data-export"] as const;

/** While an archive is being prepared the card asks again every few seconds, so "ready" shows by itself. */
const PENDING_POLL_MS = 3000;

export const dataExportQueryOptions = queryOptions({
  queryKey: dataExportQueryKey,
  queryFn: getQueryFn<DataExportState>({ on401: "throw", url: "/api/user/export" }),
  refetchInterval: (query) => (query.state.data?.latest?.status === "pending" ? PENDING_POLL_MS : false),
  // The card shows its own error state, with the cause.
  meta: { silentErrors: true },
});

export function useRequestDataExportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<DataExport>("POST", "/api/user/export", {}),
    onSuccess: (latest) => {
      queryClient.setQueryData<DataExportState>(dataExportQueryKey, (state) => ({ nextRequestAt: state?.nextRequestAt ?? null, latest }));
      void queryClient.invalidateQueries({ queryKey: dataExportQueryKey });
      toast({ title: i18n.t("learning:dataExport.requested") });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: dataExportQueryKey });
      notifyMutationFailure(i18n.t("learning:dataExport.requestFailed"), error);
    },
  });
}

// The learner settings of docs/spec.md §3: GET and PATCH /api/user/settings (docs/product-rules.md §4: stored and applied).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { LearnerSettings, LearnerSettingsUpdate } from "@shared/schemas/profile";
import { toast } from "@/hooks/use-toast";
import { changeLocale, i18n } from "@/i18n";
import { apiJson, getQueryFn } from "@/lib/api-client";
import { notifyUpdateFailure } from "./profile-feedback";

export const learnerSettingsQueryKey = ["personal", "settings"] as const;

export const learnerSettingsQueryOptions = queryOptions({
  queryKey: learnerSettingsQueryKey,
  queryFn: getQueryFn<LearnerSettings>({ on401: "throw", url: "/api/user/settings" }),
  // The theme provider reads it on every screen; the settings screen shows its own error state.
  meta: { silentErrors: true },
});

export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LearnerSettingsUpdate) => apiJson<LearnerSettings>("PATCH", "/api/user/settings", settings),
    onSuccess: async (saved) => {
      // The theme provider reads this query, so the saved theme stays applied; LocaleSync reads it
      // too and switches the language. Switching here first puts the notice in the new language.
      queryClient.setQueryData(learnerSettingsQueryKey, saved);
      await changeLocale(saved.language);
      toast({ title: i18n.t("learning:settings.updated") });
    },
    onError: (error) => notifyUpdateFailure("update", error),
  });
}

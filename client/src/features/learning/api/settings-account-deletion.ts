// DELETE /api/user/account (docs/spec.md §4, docs/product-rules.md §2). The screen asks three times before calling it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UI } from "@shared/constants";
import type { AccountDeletionInput } from "@shared/schemas/profile";
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { apiRequest } from "@/lib/api-client";
import { hardNavigate } from "@/lib/navigation";
import { forgetStoredTheme } from "@/app/theme";
import { notifyUpdateFailure } from "./profile-feedback";

export const ACCOUNT_DELETION_WORD = UI.accountDeletionWord;

export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AccountDeletionInput) => {
      await apiRequest("DELETE", "/api/user/account", body);
    },
    onSuccess: () => {
      toast({ title: i18n.t("learning:settings.danger.deleted") });
      // The session is gone. The cache stays until the page leaves, so nothing on screen refetches
      // (and hits a 401) in the meantime; then a full load of / shows the landing page.
      setTimeout(() => {
        forgetStoredTheme();
        queryClient.clear();
        hardNavigate("/");
      }, UI.logoutRedirectMs);
    },
    onError: (error) => notifyUpdateFailure("deletion", error),
  });
}

// Two factors with an authenticator app (docs/product-rules.md §15).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schemas/auth";
import type { LoginSecondFactorInput, RecoveryCodes, TotpSetup, TwoFactorDisableInput } from "@shared/schemas/two-factor";
import { dismissAllToasts } from "@/hooks/use-toast";
import { apiJson, apiRequest } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/query-client";

export function useTotpSetupMutation() {
  return useMutation({
    mutationFn: () => apiJson<TotpSetup>("POST", "/api/user/2fa/totp/setup", {}),
  });
}

export function useTotpEnableMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<RecoveryCodes>("POST", "/api/user/2fa/totp/enable", { code }),
    // The codes are shown first; the user query (twoFactorEnabled) is refreshed when the card is done with them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY, refetchType: "none" }),
  });
}

export function useTwoFactorDisableMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorDisableInput) => apiRequest("DELETE", "/api/user/2fa", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}

/** The second step of a sign-in: a 401 means the password step expired, an answer for this form. */
export function useLoginSecondFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginSecondFactorInput) => apiJson<PublicUser>("POST", "/api/login/2fa", input),
    meta: { handlesUnauthorized: true },
    onSuccess: (user) => {
      dismissAllToasts();
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    },
  });
}

// Password reset, password change and email verification (docs/product-rules.md §9).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput, ForgotPasswordInput, MessageResponse, ResetPasswordInput } from "@shared/schemas/account";
import { apiJson } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/query-client";

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => apiJson<MessageResponse>("POST", "/api/password/forgot", input),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiJson<MessageResponse>("POST", "/api/password/reset", input),
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiJson<MessageResponse>("POST", "/api/user/password", input),
  });
}

export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiJson<MessageResponse>("POST", "/api/email/verify", { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}

export function useResendVerificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<MessageResponse>("POST", "/api/email/verify/resend", {}),
    // 409: verified meanwhile (in another tab): the banner goes away.
    onSettled: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}

export function useUnsubscribeMutation() {
  return useMutation({
    mutationFn: (token: string) => apiJson<MessageResponse>("POST", "/api/email/unsubscribe", { token }),
  });
}

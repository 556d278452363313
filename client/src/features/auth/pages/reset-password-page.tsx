import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useSearch } from "wouter";
import { resetPasswordSchema, type ResetPasswordInput } from "@shared/schemas/account";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { FALLBACK_PLATFORM_INFO, usePlatformInfo } from "../api/auth-queries";
import { useResetPasswordMutation } from "../api/account-api";
import { AccountCard, Notice } from "../components/account-card";
import { useTranslation } from "@/i18n/react";
import { FormTextField } from "@/components/form-controls";

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const platform = usePlatformInfo().data ?? FALLBACK_PLATFORM_INFO;
  const reset = useResetPasswordMutation();
  const { t } = useTranslation("auth");
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: "" } });
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate({ ...values, token }, { onError: (error) => applyServerFieldErrors(error, ["password"] as const, form.setError) }),
  );
  const linkProblem = reset.isError && isApiError(reset.error) && !reset.error.body?.errors?.password;

  return (
    <AccountCard title={t("reset.title")} testId="card-reset-password">
      {reset.isSuccess ? (
        <>
          <Notice tone="success" testId="text-reset-done">
            {t("reset.done")}
          </Notice>
          <Button asChild className="w-full" data-testid="button-go-sign-in">
            <Link href="/auth">{t("account.signIn")}</Link>
          </Button>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-reset-password">
          <FormTextField
            form={form}
            name="password"
            id="reset-password"
            label={t("fields.newPassword")}
            type="password"
            testId="new-password"
            autoComplete="new-password"
            hint={
              platform.requireStrongPasswords
                ? t("reset.hintStrong", { min: platform.passwordMinLength })
                : t("reset.hint", { min: platform.passwordMinLength })
            }
          />
          {(linkProblem || !token) && (
            <Notice tone="error" testId="text-reset-error">
              {linkProblem && isApiError(reset.error) ? reset.error.serverMessage(t("account.linkInvalid")) : t("reset.linkIncomplete")}{" "}
              <Link href="/forgot-password" className="underline">
                {t("reset.askNewLink")}
              </Link>
            </Notice>
          )}
          <Button type="submit" className="w-full" disabled={reset.isPending || !token} data-testid="button-reset-password">
            {reset.isPending ? t("common.saving") : t("reset.submit")}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@shared/schemas/account";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { useForgotPasswordMutation } from "../api/account-api";
import { AccountCard, Notice } from "../components/account-card";
import { useTranslation } from "@/i18n/react";
import { FormTextField } from "@/components/form-controls";

export default function ForgotPasswordPage() {
  const forgot = useForgotPasswordMutation();
  const { t } = useTranslation("auth");
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const onSubmit = form.handleSubmit((values) => forgot.mutate(values));

  return (
    <AccountCard title={t("forgot.title")} description={t("forgot.description")} testId="card-forgot-password">
      {forgot.isSuccess ? (
        <Notice tone="success" testId="text-forgot-sent">
          {t("forgot.sent")}
        </Notice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-forgot-password">
          <FormTextField
            form={form}
            name="email"
            id="forgot-email"
            label={t("fields.email")}
            type="email"
            testId="email"
            autoComplete="email"
          />
          {forgot.isError && (
            <Notice tone="error" testId="text-forgot-error">
              {isApiError(forgot.error) ? forgot.error.serverMessage(t("common.tryAgain")) : t("common.unreachable")}
            </Notice>
          )}
          <Button type="submit" className="w-full" disabled={forgot.isPending} data-testid="button-send-reset-link">
            {forgot.isPending ? t("common.sending") : t("forgot.submit")}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordSchema, type ChangePasswordInput } from "@shared/schemas/account";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useChangePasswordMutation } from "../api/account-api";
import { Notice } from "./account-card";
import { useTranslation } from "@/i18n/react";
import { FormTextField } from "@/components/form-controls";

/** Learner profile and entrepreneur settings (docs/product-rules.md §9). */
export function ChangePasswordForm() {
  const change = useChangePasswordMutation();
  const { t } = useTranslation("auth");
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        if (isApiError(error) && error.status === 403)
          form.setError(
            "currentPassword",
            { type: "server", message: error.serverMessage(t("changePassword.notCorrect")) },
            { shouldFocus: true },
          );
        else applyServerFieldErrors(error, ["currentPassword", "newPassword"] as const, form.setError);
      },
    }),
  );
  const otherError = change.isError && !(isApiError(change.error) && (change.error.status === 403 || change.error.body?.errors));

  return (
    <Card data-testid="card-change-password">
      <CardHeader>
        <CardTitle className="text-lg">{t("changePassword.title")}</CardTitle>
        <CardDescription>{t("changePassword.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-change-password">
          <FormTextField
            form={form}
            name="currentPassword"
            id="current-password"
            label={t("fields.currentPassword")}
            type="password"
            autoComplete="current-password"
          />
          <FormTextField
            form={form}
            name="newPassword"
            id="new-password"
            label={t("fields.newPassword")}
            type="password"
            autoComplete="new-password"
          />
          {change.isSuccess && (
            <Notice tone="success" testId="text-password-changed">
              {t("changePassword.done")}
            </Notice>
          )}
          {otherError && (
            <Notice tone="error" testId="text-change-password-error">
              {isApiError(change.error) ? change.error.serverMessage(t("common.tryAgain")) : t("common.unreachable")}
            </Notice>
          )}
          <Button type="submit" disabled={change.isPending} data-testid="button-change-password">
            {change.isPending ? t("common.saving") : t("changePassword.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

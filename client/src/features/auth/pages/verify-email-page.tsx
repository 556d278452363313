import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { useVerifyEmailMutation } from "../api/account-api";
import { useCurrentUser } from "../api/use-auth";
import { AccountCard, Notice } from "../components/account-card";
import { useTokenAction } from "../hooks/use-token-action";
import { useTranslation } from "@/i18n/react";

export default function VerifyEmailPage() {
  const verify = useVerifyEmailMutation();
  const token = useTokenAction(verify.mutate);
  const { user } = useCurrentUser();
  const { t } = useTranslation("auth");

  return (
    <AccountCard title={t("verify.title")} testId="card-verify-email">
      {verify.isPending && <PageSpinner />}
      {verify.isSuccess && (
        <Notice tone="success" testId="text-verify-done">
          {t("verify.done")}
        </Notice>
      )}
      {(verify.isError || !token) && (
        <Notice tone="error" testId="text-verify-error">
          {verify.isError && isApiError(verify.error) ? verify.error.serverMessage(t("account.linkInvalid")) : t("account.linkIncomplete")}
        </Notice>
      )}
      {(verify.isSuccess || verify.isError || !token) && (
        <Button asChild className="w-full" data-testid="button-continue">
          <Link href={user ? "/" : "/auth"}>{user ? t("verify.continue") : t("account.signIn")}</Link>
        </Button>
      )}
    </AccountCard>
  );
}

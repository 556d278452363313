import { PageSpinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { useUnsubscribeMutation } from "../api/account-api";
import { AccountCard, Notice } from "../components/account-card";
import { useTokenAction } from "../hooks/use-token-action";
import { useTranslation } from "@/i18n/react";

/** The one-click link of an optional email (docs/product-rules.md §9). */
export default function UnsubscribePage() {
  const { t } = useTranslation("auth");
  const unsubscribe = useUnsubscribeMutation();
  const token = useTokenAction(unsubscribe.mutate);
  return (
    <AccountCard title={t("unsubscribe.title")} testId="card-unsubscribe">
      {unsubscribe.isPending && <PageSpinner />}
      {unsubscribe.isSuccess && (
        <Notice tone="success" testId="text-unsubscribed">
          {t("unsubscribe.done")}
        </Notice>
      )}
      {(unsubscribe.isError || !token) && (
        <Notice tone="error" testId="text-unsubscribe-error">
          {unsubscribe.isError && isApiError(unsubscribe.error)
            ? unsubscribe.error.serverMessage(t("account.linkInvalid"))
            : t("account.linkIncomplete")}
        </Notice>
      )}
    </AccountCard>
  );
}

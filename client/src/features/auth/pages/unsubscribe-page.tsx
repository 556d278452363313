import { PageSpinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { useUnsubscribeMutation } from "../api/account-api";
import { AccountCard, Notice } from "../components/account-card";
import { useTokenAction } from "../hooks/use-token-action";

/** The one-click link of an optional email (issue 14 §6). */
export default function UnsubscribePage() {
  const unsubscribe = useUnsubscribeMutation();
  const token = useTokenAction(unsubscribe.mutate);
  return (
    <AccountCard title="Email notifications" testId="card-unsubscribe">
      {unsubscribe.isPending && <PageSpinner />}
      {unsubscribe.isSuccess && (
        <Notice tone="success" testId="text-unsubscribed">
          {unsubscribe.data.message}
        </Notice>
      )}
      {(unsubscribe.isError || !token) && (
        <Notice tone="error" testId="text-unsubscribe-error">
          {unsubscribe.isError && isApiError(unsubscribe.error)
            ? unsubscribe.error.serverMessage("This link is not valid.")
            : "This link is incomplete."}
        </Notice>
      )}
    </AccountCard>
  );
}

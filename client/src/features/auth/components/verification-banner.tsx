import { MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { usePlatformInfo } from "../api/auth-queries";
import { useResendVerificationMutation } from "../api/account-api";
import { useCurrentUser } from "../api/use-auth";
import { useTranslation } from "@/i18n/react";

/**
 * On every signed-in screen until the email is verified, while the platform requires it for
 * paying (docs/product-rules.md §9), with Resend.
 */
export function VerificationBanner() {
  const { user } = useCurrentUser();
  const required = usePlatformInfo().data?.emailVerificationRequired ?? false;
  const resend = useResendVerificationMutation();
  const { t } = useTranslation("auth");
  if (!user || user.emailVerified || !required) return null;

  return (
    <div
      role="region"
      aria-label={t("verifyBanner.label")}
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      data-testid="banner-verify-email"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden />
        <span className="flex-1">{t("verifyBanner.text", { email: user.email })}</span>
        {resend.isSuccess ? (
          <span role="status" data-testid="text-verification-resent">
            {t("verifyBanner.resent")}
          </span>
        ) : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            data-testid="button-resend-verification"
          >
            {resend.isPending ? t("common.sending") : t("verifyBanner.resend")}
          </Button>
        )}
        {resend.isError && (
          <span role="alert" data-testid="text-resend-error">
            {isApiError(resend.error) ? resend.error.serverMessage(t("common.tryAgain")) : t("common.unreachableShort")}
          </span>
        )}
      </div>
    </div>
  );
}

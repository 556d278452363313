import { useTranslation } from "@/i18n/react";
import { TriangleAlert } from "lucide-react";
import { SwitchRow } from "@/components/form-controls";

interface EmailVerificationSettingProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** SMTP_URL is set, or the form has an SMTP host (saved with the same change). */
  mailServer: boolean;
}

/**
 * Require email verification (docs/product-rules.md §9). Enforced whenever it is on, so the server refuses to
 * turn it on without a mail server (400 MAIL_SERVER_REQUIRED): the switch says so and cannot be
 * turned on until there is one. Left on while the mail server goes away, it stays enforced, and a
 * warning says what that means for new accounts.
 */
export function EmailVerificationSetting({ checked, onChange, onBlur, mailServer }: EmailVerificationSettingProps) {
  const { t } = useTranslation("admin");
  const unavailable = !mailServer && !checked;
  return (
    <div className="space-y-2 sm:col-span-2">
      <SwitchRow
        id="setting-requireEmailVerification"
        label={t("settings.registration.verification")}
        testId="requireEmailVerification"
        checked={checked}
        onChange={onChange}
        onBlur={onBlur}
        disabled={unavailable}
        description={unavailable ? t("settings.registration.verificationNeedsMailServer") : t("settings.registration.verificationHint")}
        className="rounded-md border p-3"
      />
      {checked && !mailServer && (
        <p
          className="flex items-start gap-2 rounded-md border border-destructive/50 p-3 text-sm text-destructive"
          data-testid="text-verification-no-mail-server"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{t("settings.registration.verificationNoMailServer")}</span>
        </p>
      )}
    </div>
  );
}

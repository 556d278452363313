import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "@/i18n/react";
import { FormSelectField, FormSwitchRow } from "@/components/form-controls";
import { EmailVerificationSetting } from "../email-verification-setting";
import { SettingsCard } from "../settings-fields";
import { ADMIN_SWITCH, type SettingsFormApi } from "./settings-form-model";

/** Who may sign up, whether they verify their email first, and the account type they start with. */
export function RegistrationCard({ form, smtpUrlSet }: { form: SettingsFormApi; smtpUrlSet: boolean }) {
  const { t } = useTranslation("admin");
  // Verification needs a mail server: SMTP_URL, or the host typed in the email card.
  const smtpHost = useWatch({ control: form.control, name: "smtpHost" });
  const mailServer = smtpUrlSet || !!smtpHost;
  return (
    <SettingsCard title={t("settings.registration.title")} testId="card-registration">
      <FormSwitchRow
        className={ADMIN_SWITCH}
        control={form.control}
        name="allowRegistration"
        label={t("settings.registration.allow")}
        description={t("settings.registration.allowHint")}
      />
      <Controller
        control={form.control}
        name="requireEmailVerification"
        render={({ field }) => (
          <EmailVerificationSetting checked={!!field.value} onChange={field.onChange} onBlur={field.onBlur} mailServer={mailServer} />
        )}
      />
      <FormSelectField
        control={form.control}
        name="defaultUserRole"
        label={t("settings.registration.defaultRole")}
        options={[
          { value: "personal", label: t("roles.personal") },
          { value: "entrepreneur", label: t("roles.entrepreneur") },
        ]}
      />
    </SettingsCard>
  );
}

import { useTranslation } from "@/i18n/react";
import { FormSwitchRow, FormTextField } from "@/components/form-controls";
import { SettingsCard } from "../settings-fields";
import { ADMIN_SWITCH, AS_NUMBER, type SettingsFormApi } from "./settings-form-model";

/** Password rules, how long a session lasts, and two-factor sign-in. */
export function SecurityCard({ form }: { form: SettingsFormApi }) {
  const { t } = useTranslation("admin");
  return (
    <SettingsCard title={t("settings.security.title")} testId="card-security">
      <FormTextField
        form={form}
        name="passwordMinLength"
        registerOptions={AS_NUMBER}
        label={t("settings.security.passwordMinLength")}
        type="number"
        min={6}
        max={32}
      />
      <FormTextField
        form={form}
        name="sessionTimeout"
        registerOptions={AS_NUMBER}
        label={t("settings.security.sessionTimeout")}
        type="number"
        min={1}
        max={168}
        hint={t("settings.security.sessionTimeoutHint")}
      />
      <FormTextField
        form={form}
        name="auditRetentionDays"
        registerOptions={AS_NUMBER}
        label={t("settings.security.auditRetentionDays")}
        type="number"
        min={30}
        max={3650}
        hint={t("settings.security.auditRetentionDaysHint")}
      />
      <FormSwitchRow
        className={ADMIN_SWITCH}
        control={form.control}
        name="requireStrongPasswords"
        label={t("settings.security.strongPasswords")}
        description={t("settings.security.strongPasswordsHint")}
      />
      <FormSwitchRow
        className={ADMIN_SWITCH}
        control={form.control}
        name="enableTwoFactor"
        label={t("settings.security.twoFactor")}
        description={t("settings.security.twoFactorHint")}
      />
    </SettingsCard>
  );
}

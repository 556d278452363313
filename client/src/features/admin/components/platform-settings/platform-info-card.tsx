import { useTranslation } from "@/i18n/react";
import { FormTextField } from "@/components/form-controls";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { SettingsCard } from "../settings-fields";
import type { SettingsFormApi } from "./settings-form-model";

/** The platform's name, its support and admin addresses, and its description. */
export function PlatformInfoCard({ form }: { form: SettingsFormApi }) {
  const { t } = useTranslation("admin");
  return (
    <SettingsCard title={t("settings.platform.title")} testId="card-platform-info">
      <FormTextField form={form} name="platformName" label={t("settings.platform.name")} />
      <FormTextField form={form} name="supportEmail" label={t("settings.platform.supportEmail")} type="email" />
      <FormTextField form={form} name="adminEmail" label={t("settings.platform.adminEmail")} type="email" />
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor="platformDescription">{t("settings.platform.description")}</Label>
        <Textarea id="platformDescription" rows={2} data-testid="input-platformDescription" {...form.register("platformDescription")} />
      </div>
    </SettingsCard>
  );
}

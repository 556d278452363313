import { useWatch } from "react-hook-form";
import { useTranslation } from "@/i18n/react";
import { FormSwitchRow } from "@/components/form-controls";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { SettingsCard } from "../settings-fields";
import { ADMIN_SWITCH, type SettingsFormApi } from "./settings-form-model";

/** Maintenance mode, with the message visitors see while it is on. */
export function MaintenanceCard({ form }: { form: SettingsFormApi }) {
  const { t } = useTranslation("admin");
  const maintenanceMode = useWatch({ control: form.control, name: "maintenanceMode" });
  return (
    <SettingsCard title={t("settings.maintenance.title")} testId="card-maintenance">
      <FormSwitchRow
        className={ADMIN_SWITCH}
        control={form.control}
        name="maintenanceMode"
        label={t("settings.maintenance.mode")}
        description={t("settings.maintenance.modeHint")}
      />
      {maintenanceMode && (
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor="maintenanceMessage">{t("settings.maintenance.message")}</Label>
          <Textarea id="maintenanceMessage" rows={3} data-testid="input-maintenanceMessage" {...form.register("maintenanceMessage")} />
        </div>
      )}
    </SettingsCard>
  );
}

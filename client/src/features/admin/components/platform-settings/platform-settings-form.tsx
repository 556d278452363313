// The admin's platform settings: one form, saved together, shown as one card per subject.
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import type { AdminSettings } from "@shared/schemas/admin";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { useSaveSettings } from "../../api/admin-management";
import { CoursesCard } from "./courses-card";
import { EmailCard } from "./email-card";
import { MaintenanceCard } from "./maintenance-card";
import { PlatformInfoCard } from "./platform-info-card";
import { RegistrationCard } from "./registration-card";
import { SecurityCard } from "./security-card";
import { EMAIL_FIELDS, formSchemaFor, type SettingsFormInput, type SettingsFormOutput } from "./settings-form-model";

function SaveButton({ pending, testId }: { pending: boolean; testId: string }) {
  const { t } = useTranslation("admin");
  return (
    <Button type="submit" disabled={pending} data-testid={testId}>
      <Save aria-hidden />
      {pending ? t("settings.saving") : t("settings.saveAll")}
    </Button>
  );
}

export function PlatformSettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation("admin");
  const save = useSaveSettings();
  const { smtpPasswordSet: _set, smtpUrlSet, ...values } = settings;
  const resolver = useMemo(() => zodResolver(formSchemaFor(settings)), [settings]);
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver,
    defaultValues: { ...values, smtpPassword: "" },
  });

  const submit = form.handleSubmit((data) =>
    save.mutate(data, {
      onSuccess: (saved) => {
        const { smtpPasswordSet: _savedSet, smtpUrlSet: _url, ...rest } = saved;
        form.reset({ ...rest, smtpPassword: "" });
        toast({ title: t("settings.updated") });
      },
      onError: (error) => {
        applyServerFieldErrors(error, EMAIL_FIELDS, form.setError);
        notifyMutationFailure(t("settings.updateFailed"), error);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="form-platform-settings">
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} testId="button-save-settings-top" />
      </div>
      <PlatformInfoCard form={form} />
      <RegistrationCard form={form} smtpUrlSet={smtpUrlSet} />
      <CoursesCard form={form} />
      <EmailCard form={form} saved={settings} />
      <SecurityCard form={form} />
      <MaintenanceCard form={form} />
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} testId="button-save-settings" />
      </div>
    </form>
  );
}

import { useWatch } from "react-hook-form";
import { Mail } from "lucide-react";
import type { AdminSettings } from "@shared/schemas/admin";
import { EMAIL_RELAYS, type EmailProvider } from "@shared/schemas/settings";
import { useTranslation } from "@/i18n/react";
import { FormSelectField, FormTextField } from "@/components/form-controls";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { useSendTestEmail } from "../../api/admin-management";
import { SettingsCard } from "../settings-fields";
import { AS_NUMBER, type SettingsFormApi } from "./settings-form-model";

/**
 * Why the test email cannot be sent yet, from the saved settings: the server's own refusals
 * (409, TEST_EMAIL_NEEDS_* of shared/schemas/admin.ts), told next to the button instead of after a
 * click, in the admin's language.
 */
function testEmailBlocker(saved: Pick<AdminSettings, "adminEmail" | "smtpHost">, unsaved: boolean): string | null {
  if (unsaved) return i18n.t("admin:settings.testEmail.saveFirst");
  if (!saved.adminEmail) return i18n.t("admin:settings.testEmail.needsAdminEmail");
  if (!saved.smtpHost) return i18n.t("admin:settings.testEmail.needsHost");
  return null;
}

/** docs/spec.md's test-email button, made real: it sends through the saved settings, so unsaved changes wait. */
function TestEmailButton({ saved, unsaved }: { saved: AdminSettings; unsaved: boolean }) {
  const { t } = useTranslation("admin");
  const send = useSendTestEmail();
  const blocker = testEmailBlocker(saved, unsaved);
  const onClick = () =>
    send.mutate(undefined, {
      onSuccess: ({ to }) => toast({ title: t("settings.testEmail.sent"), description: t("settings.testEmail.sentTo", { to }) }),
      onError: (error) => notifyMutationFailure(t("settings.testEmail.failed"), error),
    });
  return (
    <div className="space-y-1">
      <Button
        type="button"
        variant="outline"
        onClick={onClick}
        disabled={blocker !== null || send.isPending}
        aria-describedby="test-email-hint"
        data-testid="button-test-email"
      >
        <Mail aria-hidden />
        {send.isPending ? t("settings.testEmail.sending") : t("settings.testEmail.send")}
      </Button>
      <p id="test-email-hint" className="text-xs text-muted-foreground" data-testid="text-test-email-hint">
        {blocker ?? t("settings.testEmail.hint", { email: saved.adminEmail })}
      </p>
    </div>
  );
}

/** The mail server: a provider fills in its relay, the account's credentials stay to type; and the test email. */
export function EmailCard({ form, saved }: { form: SettingsFormApi; saved: AdminSettings }) {
  const { t } = useTranslation("admin");
  const [emailProvider, smtpHost, smtpPassword] = useWatch({ control: form.control, name: ["emailProvider", "smtpHost", "smtpPassword"] });
  // The server forgets the saved password when the host changes (it belonged to the old server).
  const passwordHint =
    saved.smtpPasswordSet && smtpHost !== saved.smtpHost && !smtpPassword
      ? t("settings.email.passwordHostChanged")
      : saved.smtpPasswordSet
        ? t("settings.email.passwordSaved")
        : t("settings.email.passwordNone");
  const relayHint: Record<EmailProvider, string | undefined> = {
    smtp: undefined,
    sendgrid: t("settings.email.relayHint.sendgrid"),
    mailgun: t("settings.email.relayHint.mailgun"),
    "aws-ses": t("settings.email.relayHint.awsSes"),
  };
  // Choosing SendGrid, Mailgun or Amazon SES fills in its SMTP relay; the account's credentials stay to type.
  const fillRelay = (provider: EmailProvider) => {
    if (provider === "smtp") return;
    const relay = EMAIL_RELAYS[provider];
    const dirty = { shouldDirty: true } as const;
    form.setValue("smtpHost", relay.host, dirty);
    form.setValue("smtpPort", relay.port, dirty);
    form.setValue("smtpUsername", relay.username, dirty);
  };
  return (
    <SettingsCard
      title={t("settings.email.title")}
      description={t("settings.email.description", { sesHost: "email-smtp.<region>.amazonaws.com" })}
      testId="card-email"
    >
      <FormSelectField
        control={form.control}
        name="emailProvider"
        label={t("settings.email.provider")}
        onPick={(value) => fillRelay(value as EmailProvider)}
        options={[
          { value: "smtp", label: "SMTP" },
          { value: "sendgrid", label: "SendGrid" },
          { value: "mailgun", label: "Mailgun" },
          { value: "aws-ses", label: "Amazon SES" },
        ]}
      />
      <FormTextField form={form} name="smtpHost" label={t("settings.email.host")} hint={relayHint[emailProvider ?? "smtp"]} />
      <FormTextField form={form} name="smtpPort" registerOptions={AS_NUMBER} label={t("settings.email.port")} type="number" />
      <FormTextField form={form} name="smtpUsername" label={t("settings.email.username")} />
      <FormTextField
        form={form}
        name="smtpPassword"
        label={t("settings.email.password")}
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
      />
      <TestEmailButton saved={saved} unsaved={form.formState.isDirty} />
    </SettingsCard>
  );
}

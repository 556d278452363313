import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Mail, Save } from "lucide-react";
import { z } from "zod";
import type { AdminSettings } from "@shared/schemas/admin";
import { EMAIL_RELAYS, emailRelayProblems, platformSettingsSchema, type EmailProvider } from "@shared/schemas/settings";
import { FormSelectField, FormSwitchRow } from "@/components/form-controls";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { adminSettingsQueryOptions, useSaveSettings, useSendTestEmail } from "../api/admin-management";
import { EmailVerificationSetting } from "../components/email-verification-setting";
import { FinancialProductsCard } from "../components/financial-products-card";
import { LegalPagesCard } from "../components/legal-pages-card";
import { PlatformStatusCard } from "../components/platform-status-card";
import { SettingsCard } from "../components/settings-fields";
import { QueryView } from "@/components/query-view";
import { LanguageTimezoneCard } from "@/features/learning/forms";

/** A settings switch spans both columns of its card. */
const ADMIN_SWITCH = "rounded-md border p-3 sm:col-span-2";

const baseSchema = platformSettingsSchema.extend({ smtpPassword: z.string().max(255) });
const RELAY_FIELDS = ["emailProvider", "smtpHost", "smtpPort", "smtpUsername"] as const;
/**
 * A relay provider needs its relay's host and a username, as the server checks (it also checks
 * the password). Like the server, only when the email settings change: an install saved before
 * the relay fields were shown can still save its other settings.
 */
function formSchemaFor(saved: Pick<AdminSettings, (typeof RELAY_FIELDS)[number]>) {
  return baseSchema.superRefine((values, ctx) => {
    const untouched = !values.smtpPassword && RELAY_FIELDS.every((field) => values[field] === saved[field]);
    if (untouched) return;
    for (const [field, message] of Object.entries(emailRelayProblems(values))) ctx.addIssue({ code: "custom", path: [field], message });
  });
}
const EMAIL_FIELDS = ["emailProvider", "smtpHost", "smtpPort", "smtpUsername", "smtpPassword"] as const;
type FormInput = z.input<typeof baseSchema>;
type FormOutput = z.output<typeof baseSchema>;
function SaveButton({ pending, testId }: { pending: boolean; testId: string }) {
  const { t } = useTranslation("admin");
  return (
    <Button type="submit" disabled={pending} data-testid={testId}>
      <Save aria-hidden />
      {pending ? t("settings.saving") : t("settings.saveAll")}
    </Button>
  );
}

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

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation("admin");
  const notApplied = t("settings.notApplied");
  const save = useSaveSettings();
  const { smtpPasswordSet, smtpUrlSet, ...values } = settings;
  const resolver = useMemo(() => zodResolver(formSchemaFor(settings)), [settings]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: { ...values, smtpPassword: "" },
  });
  const { errors } = form.formState;
  const [maintenanceMode, emailProvider, smtpHost, smtpPassword] = useWatch({
    control: form.control,
    name: ["maintenanceMode", "emailProvider", "smtpHost", "smtpPassword"],
  });
  // The server forgets the saved password when the host changes (it belonged to the old server).
  const passwordHint =
    smtpPasswordSet && smtpHost !== values.smtpHost && !smtpPassword
      ? t("settings.email.passwordHostChanged")
      : smtpPasswordSet
        ? t("settings.email.passwordSaved")
        : t("settings.email.passwordNone");
  const num = { valueAsNumber: true } as const;

  const submit = form.handleSubmit((data) =>
    save.mutate(data, {
      onSuccess: (saved) => {
        const { smtpPasswordSet: _set, smtpUrlSet: _url, ...rest } = saved;
        form.reset({ ...rest, smtpPassword: "" });
        toast({ title: t("settings.updated") });
      },
      onError: (error) => {
        applyServerFieldErrors(error, EMAIL_FIELDS, form.setError);
        notifyMutationFailure(t("settings.updateFailed"), error);
      },
    }),
  );
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
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="form-platform-settings">
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} testId="button-save-settings-top" />
      </div>
      <SettingsCard title={t("settings.platform.title")} testId="card-platform-info">
        <TextField
          id="platformName"
          label={t("settings.platform.name")}
          testId="platformName"
          error={errors.platformName?.message}
          {...form.register("platformName")}
        />
        <TextField
          id="supportEmail"
          label={t("settings.platform.supportEmail")}
          type="email"
          testId="supportEmail"
          error={errors.supportEmail?.message}
          {...form.register("supportEmail")}
        />
        <TextField
          id="adminEmail"
          label={t("settings.platform.adminEmail")}
          type="email"
          testId="adminEmail"
          error={errors.adminEmail?.message}
          {...form.register("adminEmail")}
        />
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor="platformDescription">{t("settings.platform.description")}</Label>
          <Textarea id="platformDescription" rows={2} data-testid="input-platformDescription" {...form.register("platformDescription")} />
        </div>
      </SettingsCard>
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
            <EmailVerificationSetting
              checked={!!field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              mailServer={smtpUrlSet || !!smtpHost}
            />
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
      <SettingsCard title={t("settings.courses.title")} testId="card-courses">
        <TextField
          id="commissionRate"
          label={t("settings.courses.commissionRate")}
          type="number"
          min={0}
          max={100}
          step={1}
          testId="commissionRate"
          hint={t("settings.courses.commissionRateHint")}
          error={errors.commissionRate?.message}
          {...form.register("commissionRate", num)}
        />
        <TextField
          id="maxAffiliateDiscount"
          label={t("settings.courses.maxPromoDiscount")}
          type="number"
          min={0}
          max={100}
          step={1}
          testId="maxAffiliateDiscount"
          hint={t("settings.courses.maxPromoDiscountHint")}
          error={errors.maxAffiliateDiscount?.message}
          {...form.register("maxAffiliateDiscount", num)}
        />
        <TextField
          id="subscriptionTrialDays"
          label={t("settings.courses.trialDays")}
          type="number"
          min={0}
          max={90}
          step={1}
          testId="subscriptionTrialDays"
          hint={t("settings.courses.trialDaysHint")}
          error={errors.subscriptionTrialDays?.message}
          {...form.register("subscriptionTrialDays", num)}
        />
        <FormSelectField
          control={form.control}
          name="defaultCoursePricing"
          label={t("settings.courses.defaultPricing")}
          options={[
            { value: "free", label: t("settings.courses.pricing.free") },
            { value: "paid", label: t("settings.courses.pricing.paid") },
            { value: "subscription", label: t("settings.courses.pricing.subscription") },
          ]}
        />
        <FormSwitchRow
          className={ADMIN_SWITCH}
          control={form.control}
          name="allowCourseCreation"
          label={t("settings.courses.allowCreation")}
          description={notApplied}
        />
        <FormSwitchRow
          className={ADMIN_SWITCH}
          control={form.control}
          name="requireCourseApproval"
          label={t("settings.courses.requireApproval")}
          description={notApplied}
        />
      </SettingsCard>
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
        <TextField
          id="smtpHost"
          label={t("settings.email.host")}
          testId="smtpHost"
          hint={relayHint[emailProvider ?? "smtp"]}
          error={errors.smtpHost?.message}
          {...form.register("smtpHost")}
        />
        <TextField
          id="smtpPort"
          label={t("settings.email.port")}
          type="number"
          testId="smtpPort"
          error={errors.smtpPort?.message}
          {...form.register("smtpPort", num)}
        />
        <TextField
          id="smtpUsername"
          label={t("settings.email.username")}
          testId="smtpUsername"
          error={errors.smtpUsername?.message}
          {...form.register("smtpUsername")}
        />
        <TextField
          id="smtpPassword"
          label={t("settings.email.password")}
          type="password"
          autoComplete="new-password"
          testId="smtpPassword"
          hint={passwordHint}
          error={errors.smtpPassword?.message}
          {...form.register("smtpPassword")}
        />
        <TestEmailButton saved={settings} unsaved={form.formState.isDirty} />
      </SettingsCard>
      <SettingsCard title={t("settings.security.title")} testId="card-security">
        <TextField
          id="passwordMinLength"
          label={t("settings.security.passwordMinLength")}
          type="number"
          min={6}
          max={32}
          testId="passwordMinLength"
          error={errors.passwordMinLength?.message}
          {...form.register("passwordMinLength", num)}
        />
        <TextField
          id="sessionTimeout"
          label={t("settings.security.sessionTimeout")}
          type="number"
          min={1}
          max={168}
          testId="sessionTimeout"
          hint={t("settings.security.sessionTimeoutHint")}
          error={errors.sessionTimeout?.message}
          {...form.register("sessionTimeout", num)}
        />
        <TextField
          id="auditRetentionDays"
          label={t("settings.security.auditRetentionDays")}
          type="number"
          min={30}
          max={3650}
          testId="auditRetentionDays"
          hint={t("settings.security.auditRetentionDaysHint")}
          error={errors.auditRetentionDays?.message}
          {...form.register("auditRetentionDays", num)}
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
          description={notApplied}
        />
      </SettingsCard>
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
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} testId="button-save-settings" />
      </div>
    </form>
  );
}

export default function AdminSettingsPage() {
  const { t } = useTranslation("admin");
  const settings = useQuery(adminSettingsQueryOptions());
  return (
    <div className="space-y-6">
      <PageHeader title={t("settings.title")} description={t("settings.description")} />
      {/* The admin's own language and time zone, above the platform's settings. */}
      <LanguageTimezoneCard />
      <QueryView
        query={settings}
        what={t("settings.what")}
        errorTestId="settings-error"
        loading={<Skeleton className="h-[40rem] w-full" />}
      >
        {(data) => <SettingsForm settings={data} />}
      </QueryView>
      <LegalPagesCard />
      <FinancialProductsCard />
      <PlatformStatusCard />
    </div>
  );
}

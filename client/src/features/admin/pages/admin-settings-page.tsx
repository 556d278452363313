import { useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Mail, Save } from "lucide-react";
import { z } from "zod";
import { TEST_EMAIL_NEEDS_ADMIN_EMAIL, TEST_EMAIL_NEEDS_HOST, TEST_EMAIL_NEEDS_SMTP, type AdminSettings } from "@shared/schemas/admin";
import { platformSettingsSchema } from "@shared/schemas/settings";
import { FormSelectField, FormSwitchRow } from "@/components/form-controls";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { notifyMutationFailure } from "@/lib/mutation-errors";
import { adminSettingsQueryOptions, useSaveSettings, useSendTestEmail } from "../api/admin-management";
import { PlatformStatusCard } from "../components/platform-status-card";
import { SettingsCard } from "../components/settings-fields";
import { QueryView } from "@/components/query-view";

/** A settings switch spans both columns of its card. */
const ADMIN_SWITCH = "rounded-md border p-3 sm:col-span-2";

const formSchema = platformSettingsSchema.extend({ smtpPassword: z.string().max(255) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const NOT_APPLIED = "Saved with the settings; the platform does not act on it yet.";

function SaveButton({ pending, testId }: { pending: boolean; testId: string }) {
  return (
    <Button type="submit" disabled={pending} data-testid={testId}>
      <Save aria-hidden />
      {pending ? "Saving..." : "Save All Settings"}
    </Button>
  );
}

/**
 * Why the test email cannot be sent yet, from the saved settings: the server's own refusals
 * (409), told next to the button instead of after a click.
 */
function testEmailBlocker(saved: Pick<AdminSettings, "emailProvider" | "adminEmail" | "smtpHost">, unsaved: boolean): string | null {
  if (unsaved) return "Save your changes first: the test uses the saved settings.";
  if (saved.emailProvider !== "smtp") return TEST_EMAIL_NEEDS_SMTP;
  if (!saved.adminEmail) return TEST_EMAIL_NEEDS_ADMIN_EMAIL;
  if (!saved.smtpHost) return TEST_EMAIL_NEEDS_HOST;
  return null;
}

/** SPEC's test-email button, made real: it sends through the saved settings, so unsaved changes wait. */
function TestEmailButton({ saved, unsaved }: { saved: AdminSettings; unsaved: boolean }) {
  const send = useSendTestEmail();
  const blocker = testEmailBlocker(saved, unsaved);
  const onClick = () =>
    send.mutate(undefined, {
      onSuccess: ({ to }) => toast({ title: "Test email sent", description: `Sent to ${to}.` }),
      onError: (error) => notifyMutationFailure("Test email failed", error),
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
        {send.isPending ? "Sending..." : "Send Test Email"}
      </Button>
      <p id="test-email-hint" className="text-xs text-muted-foreground" data-testid="text-test-email-hint">
        {blocker ?? `Sends a test email to ${saved.adminEmail} through the saved SMTP server.`}
      </p>
    </div>
  );
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings();
  const { smtpPasswordSet, ...values } = settings;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
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
      ? "The host changed: saving forgets the saved password. Enter it again to keep one."
      : smtpPasswordSet
        ? "A password is saved. Leave empty to keep it."
        : "No password saved.";
  const num = { valueAsNumber: true } as const;

  const submit = form.handleSubmit((data) =>
    save.mutate(data, {
      onSuccess: (saved) => {
        const { smtpPasswordSet: _set, ...rest } = saved;
        form.reset({ ...rest, smtpPassword: "" });
        toast({ title: "Settings updated" });
      },
      onError: (error) => notifyMutationFailure("Update failed", error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="form-platform-settings">
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} testId="button-save-settings-top" />
      </div>
      <SettingsCard title="Platform Information" testId="card-platform-info">
        <TextField
          id="platformName"
          label="Platform name"
          testId="platformName"
          error={errors.platformName?.message}
          {...form.register("platformName")}
        />
        <TextField
          id="supportEmail"
          label="Support email"
          type="email"
          testId="supportEmail"
          error={errors.supportEmail?.message}
          {...form.register("supportEmail")}
        />
        <TextField
          id="adminEmail"
          label="Admin email"
          type="email"
          testId="adminEmail"
          error={errors.adminEmail?.message}
          {...form.register("adminEmail")}
        />
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor="platformDescription">Description</Label>
          <Textarea id="platformDescription" rows={2} data-testid="input-platformDescription" {...form.register("platformDescription")} />
        </div>
      </SettingsCard>
      <SettingsCard title="User Registration" testId="card-registration">
        <FormSwitchRow
          className={ADMIN_SWITCH}
          control={form.control}
          name="allowRegistration"
          label="Allow registration"
          description="When off, sign-up answers Registration is closed."
        />
        <FormSwitchRow
          className={ADMIN_SWITCH}
          control={form.control}
          name="requireEmailVerification"
          label="Require email verification"
          description="Accounts that have not opened their verification link cannot buy courses or be paid out. Applies while a mail server is set up (below, or SMTP_URL)."
        />
        <FormSelectField
          control={form.control}
          name="defaultUserRole"
          label="Default role for new users"
          options={[
            { value: "personal", label: "Personal" },
            { value: "entrepreneur", label: "Entrepreneur" },
          ]}
        />
      </SettingsCard>
      <SettingsCard title="Course Management" testId="card-courses">
        <TextField
          id="commissionRate"
          label="Commission rate (%)"
          type="number"
          min={0}
          max={100}
          step={1}
          testId="commissionRate"
          hint="Applies to new sales."
          error={errors.commissionRate?.message}
          {...form.register("commissionRate", num)}
        />
        <TextField
          id="maxAffiliateDiscount"
          label="Maximum promo code discount (%)"
          type="number"
          min={0}
          max={100}
          step={1}
          testId="maxAffiliateDiscount"
          hint="The highest discount an entrepreneur's promo code may give; 0 turns promo codes off for new codes."
          error={errors.maxAffiliateDiscount?.message}
          {...form.register("maxAffiliateDiscount", num)}
        />
        <TextField
          id="subscriptionTrialDays"
          label="Free trial days"
          type="number"
          min={0}
          max={90}
          step={1}
          testId="subscriptionTrialDays"
          hint="A learner's first monthly subscription to a course starts with this many free days, with the test provider and with Stripe alike; 0 turns the trial off."
          error={errors.subscriptionTrialDays?.message}
          {...form.register("subscriptionTrialDays", num)}
        />
        <FormSelectField
          control={form.control}
          name="defaultCoursePricing"
          label="Default course pricing"
          options={[
            { value: "free", label: "Free" },
            { value: "paid", label: "Paid" },
            { value: "subscription", label: "Subscription" },
          ]}
        />
        <FormSwitchRow
          className={ADMIN_SWITCH}
          control={form.control}
          name="allowCourseCreation"
          label="Allow course creation"
          description={NOT_APPLIED}
        />
        <FormSwitchRow
          className={ADMIN_SWITCH}
          control={form.control}
          name="requireCourseApproval"
          label="Require course approval"
          description={NOT_APPLIED}
        />
      </SettingsCard>
      <SettingsCard
        title="Email Configuration"
        description="Emails (receipts, password resets, notices) go through SMTP: choose SMTP and enter your own server, or the SMTP relay of SendGrid (smtp.sendgrid.net), Mailgun (smtp.mailgun.org) or Amazon SES (email-smtp.<region>.amazonaws.com). SMTP_URL in the server's environment, when set, is used instead. Sent and failed emails: Jobs & Emails."
        testId="card-email"
      >
        <FormSelectField
          control={form.control}
          name="emailProvider"
          label="Email provider"
          options={[
            { value: "smtp", label: "SMTP" },
            { value: "sendgrid", label: "SendGrid" },
            { value: "mailgun", label: "Mailgun" },
            { value: "aws-ses", label: "Amazon SES" },
          ]}
        />
        {emailProvider === "smtp" && (
          <>
            <TextField id="smtpHost" label="SMTP host" testId="smtpHost" error={errors.smtpHost?.message} {...form.register("smtpHost")} />
            <TextField
              id="smtpPort"
              label="SMTP port"
              type="number"
              testId="smtpPort"
              error={errors.smtpPort?.message}
              {...form.register("smtpPort", num)}
            />
            <TextField
              id="smtpUsername"
              label="SMTP username"
              testId="smtpUsername"
              error={errors.smtpUsername?.message}
              {...form.register("smtpUsername")}
            />
            <TextField
              id="smtpPassword"
              label="SMTP password"
              type="password"
              autoComplete="new-password"
              testId="smtpPassword"
              hint={passwordHint}
              error={errors.smtpPassword?.message}
              {...form.register("smtpPassword")}
            />
          </>
        )}
        <TestEmailButton saved={settings} unsaved={form.formState.isDirty} />
      </SettingsCard>
      <SettingsCard title="Security" testId="card-security">
        <TextField
          id="passwordMinLength"
          label="Minimum password length"
          type="number"
          min={6}
          max={32}
          testId="passwordMinLength"
          error={errors.passwordMinLength?.message}
          {...form.register("passwordMinLength", num)}
        />
        <TextField
          id="sessionTimeout"
          label="Session timeout (hours)"
          type="number"
          min={1}
          max={168}
          testId="sessionTimeout"
          hint="Applies to the next sign-in."
          error={errors.sessionTimeout?.message}
          {...form.register("sessionTimeout", num)}
        />
        <FormSwitchRow
          className={ADMIN_SWITCH}
          control={form.control}
          name="requireStrongPasswords"
          label="Require strong passwords"
          description="At least one letter and one digit."
        />
        <FormSwitchRow
          className={ADMIN_SWITCH}
          control={form.control}
          name="enableTwoFactor"
          label="Two-factor authentication"
          description={NOT_APPLIED}
        />
      </SettingsCard>
      <SettingsCard title="Maintenance Mode" testId="card-maintenance">
        <FormSwitchRow
          className={ADMIN_SWITCH}
          control={form.control}
          name="maintenanceMode"
          label="Maintenance mode"
          description="Everyone but admins sees the message below."
        />
        {maintenanceMode && (
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="maintenanceMessage">Maintenance message</Label>
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
  const settings = useQuery(adminSettingsQueryOptions());
  return (
    <div className="space-y-6">
      <PageHeader title="Platform Settings" description="Configure registration, courses, email, security and maintenance." />
      <QueryView query={settings} what="the settings" errorTestId="settings-error" loading={<Skeleton className="h-[40rem] w-full" />}>
        {(data) => <SettingsForm settings={data} />}
      </QueryView>
      <PlatformStatusCard />
    </div>
  );
}

import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "@/i18n/react";
import type { z } from "zod";
import { entrepreneurProfileSchema, type EntrepreneurProfileInput, type EntrepreneurProfileView } from "@shared/schemas/affiliate";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { FormSwitchRow, FormTextField } from "@/components/form-controls";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { isHandledGlobally, notifyMutationFailure } from "@/lib/mutation-errors";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { isApiError } from "@/lib/api-client";
import { useUpdateEntrepreneurProfile } from "../api/affiliate-queries";

type Output = z.output<typeof entrepreneurProfileSchema>;
const FIELDS = ["firstName", "lastName", "businessName", "website", "bio", "paypalEmail", "bankAccount", "currentPassword"] as const;
const URL_PLACEHOLDER = "https://";
const TOGGLES = ["emailNotifications", "smsNotifications", "marketingEmails"] as const;

function valuesOf(p: EntrepreneurProfileView): EntrepreneurProfileInput {
  return {
    firstName: p.firstName ?? "",
    lastName: p.lastName ?? "",
    businessName: p.businessName ?? "",
    website: p.website ?? "",
    bio: p.bio ?? "",
    paypalEmail: p.paypalEmail ?? "",
    bankAccount: p.bankAccount ?? "",
    emailNotifications: p.emailNotifications,
    smsNotifications: p.smsNotifications,
    marketingEmails: p.marketingEmails,
  };
}

/** Profile, payout details and notification toggles, saved with one PATCH /api/entrepreneur/profile. */
export function EntrepreneurProfileForm({ profile }: { profile: EntrepreneurProfileView }) {
  const { t } = useTranslation("affiliate");
  const toggleText = {
    emailNotifications: { label: t("settings.toggles.email.label"), hint: t("settings.toggles.email.hint") },
    smsNotifications: { label: t("settings.toggles.sms.label"), hint: t("settings.toggles.sms.hint") },
    marketingEmails: { label: t("settings.toggles.marketing.label"), hint: t("settings.toggles.marketing.hint") },
  };
  const update = useUpdateEntrepreneurProfile();
  const form = useForm<EntrepreneurProfileInput, unknown, Output>({
    resolver: zodResolver(entrepreneurProfileSchema),
    defaultValues: valuesOf(profile),
  });
  // Registered before the JSX: field names are not words a person reads.
  const field = Object.fromEntries(
    // The current password is asked only while the payout method differs from the saved one; hidden, it is not sent.
    FIELDS.map((name) => [name, form.register(name, { shouldUnregister: name === "currentPassword" })]),
  ) as {
    [K in (typeof FIELDS)[number]]: UseFormRegisterReturn<K>;
  };

  const [paypalEmail, bankAccount] = form.watch(["paypalEmail", "bankAccount"]);
  // The server requires the current password when the payout method changes (docs/product-rules.md §16).
  const methodChanges =
    (paypalEmail ?? "").trim() !== (profile.paypalEmail ?? "") || (bankAccount ?? "").trim() !== (profile.bankAccount ?? "");

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast({ title: t("settings.saved") });
      },
      onError: (error) => {
        if (isHandledGlobally(error)) return;
        if (isApiError(error) && error.code === "WRONG_PASSWORD") {
          form.setError("currentPassword", { message: t("settings.payment.wrongPassword") }, { shouldFocus: true });
          return;
        }
        applyServerFieldErrors(error, FIELDS, form.setError);
        notifyMutationFailure(t("settings.saveFailed"), error);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="form-entrepreneur-settings">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("settings.profile.title")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormTextField form={form} name="firstName" id="first-name" label={t("settings.profile.firstName")} />
          <FormTextField form={form} name="lastName" id="last-name" label={t("settings.profile.lastName")} />
          <TextField
            id="email"
            label={t("settings.profile.email")}
            testId="email"
            value={profile.email}
            readOnly
            disabled
            hint={t("settings.profile.emailHint")}
            className="sm:col-span-2"
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("settings.payment.title")}</CardTitle>
          <CardDescription>{t("settings.payment.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormTextField form={form} name="businessName" id="business-name" label={t("settings.payment.businessName")} />
          <FormTextField
            form={form}
            name="website"
            id="website"
            label={t("settings.payment.website")}
            type="url"
            placeholder={URL_PLACEHOLDER}
          />
          <FormTextField form={form} name="paypalEmail" id="paypal-email" label={t("settings.payment.paypalEmail")} type="email" />
          <FormTextField
            form={form}
            name="bankAccount"
            id="bank-account"
            label={t("settings.payment.bankAccount")}
            inputMode="numeric"
            maxLength={4}
          />
          {methodChanges && (
            <FormTextField
              form={form}
              name="currentPassword"
              registerOptions={{ shouldUnregister: true }}
              id="payout-current-password"
              label={t("settings.payment.currentPassword")}
              type="password"
              autoComplete="current-password"
              hint={t("settings.payment.currentPasswordHint")}
              className="sm:col-span-2"
            />
          )}
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="bio">{t("settings.payment.bio")}</Label>
            <Textarea id="bio" rows={3} data-testid="input-bio" {...field.bio} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t("settings.toggles.title")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {TOGGLES.map((name) => (
            <FormSwitchRow
              key={name}
              control={form.control}
              name={name}
              label={toggleText[name].label}
              description={toggleText[name].hint}
              idPrefix=""
            />
          ))}
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} data-testid="button-save-settings">
          {update.isPending ? t("settings.saving") : t("settings.save")}
        </Button>
      </div>
    </form>
  );
}

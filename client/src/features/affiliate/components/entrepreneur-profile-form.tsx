import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { entrepreneurProfileSchema, type EntrepreneurProfileInput, type EntrepreneurProfileView } from "@shared/schemas/affiliate";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { FormSwitchRow } from "@/components/form-controls";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { isHandledGlobally, notifyMutationFailure } from "@/lib/mutation-errors";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useUpdateEntrepreneurProfile } from "../api/affiliate-queries";

type Output = z.output<typeof entrepreneurProfileSchema>;
const FIELDS = ["firstName", "lastName", "businessName", "website", "bio", "paypalEmail", "bankAccount"] as const;
const TOGGLES = [
  { name: "emailNotifications", label: "Email notifications", hint: "New commissions and payouts by email." },
  { name: "smsNotifications", label: "SMS notifications", hint: "Payout confirmations by text message." },
  { name: "marketingEmails", label: "Marketing emails", hint: "Tips and new courses to promote." },
] as const;

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
  const update = useUpdateEntrepreneurProfile();
  const form = useForm<EntrepreneurProfileInput, unknown, Output>({
    resolver: zodResolver(entrepreneurProfileSchema),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast({ title: "Profile updated" });
      },
      onError: (error) => {
        if (isHandledGlobally(error)) return;
        applyServerFieldErrors(error, FIELDS, form.setError);
        notifyMutationFailure("Update failed", error);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="form-entrepreneur-settings">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Profile</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="first-name"
            label="First name"
            testId="first-name"
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
          <TextField id="last-name" label="Last name" testId="last-name" error={errors.lastName?.message} {...form.register("lastName")} />
          <TextField
            id="email"
            label="Email"
            testId="email"
            value={profile.email}
            readOnly
            disabled
            hint="Contact support to change your email address"
            className="sm:col-span-2"
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Payment Information</CardTitle>
          <CardDescription>Where your payouts go. Only the last 4 digits of a bank account are kept.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="business-name"
            label="Business name"
            testId="business-name"
            error={errors.businessName?.message}
            {...form.register("businessName")}
          />
          <TextField
            id="website"
            label="Website"
            type="url"
            testId="website"
            placeholder="https://"
            error={errors.website?.message}
            {...form.register("website")}
          />
          <TextField
            id="paypal-email"
            label="PayPal email"
            type="email"
            testId="paypal-email"
            error={errors.paypalEmail?.message}
            {...form.register("paypalEmail")}
          />
          <TextField
            id="bank-account"
            label="Bank account (last 4 digits)"
            testId="bank-account"
            inputMode="numeric"
            maxLength={4}
            error={errors.bankAccount?.message}
            {...form.register("bankAccount")}
          />
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="bio">Bio</Label>
            <Textarea id="bio" rows={3} data-testid="input-bio" {...form.register("bio")} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Notifications</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {TOGGLES.map((t) => (
            <FormSwitchRow key={t.name} control={form.control} name={t.name} label={t.label} description={t.hint} idPrefix="" />
          ))}
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} data-testid="button-save-settings">
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}

// The profile edit form (docs/spec.md §2, §7): the shared profileUpdateSchema through zodResolver; the email
// is shown read-only and never sent (the server refuses a body that carries it).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCcw, Save } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { PublicUser } from "@shared/schemas/auth";
import { profileUpdateSchema, type ProfileUpdate, type ProfileUpdateInput } from "@shared/schemas/profile";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useUpdateProfileMutation } from "../api/profile-queries";
import { FormTextField } from "@/components/form-controls";

type ProfileFormValues = Required<{ [K in Exclude<keyof ProfileUpdateInput, "email">]: string }>;

const PROFILE_FIELDS = ["firstName", "lastName", "bio", "location", "website", "linkedIn", "twitter"] as const;

// Example addresses, the same in every language.
const EXAMPLES = {
  website: "https://example.com",
  linkedIn: "https://linkedin.com/in/you",
  twitter: "https://twitter.com/you",
};

/** The saved profile as form values (blank for the empty ones). */
export function profileFormValues(user: PublicUser): ProfileFormValues {
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    bio: user.bio ?? "",
    location: user.location ?? "",
    website: user.website ?? "",
    linkedIn: user.linkedIn ?? "",
    twitter: user.twitter ?? "",
  };
}

export function ProfileEditForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation("learning");
  const updateProfile = useUpdateProfileMutation();
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: profileFormValues(user),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    updateProfile.mutate(values, {
      onSuccess: (saved) => form.reset(profileFormValues(saved)),
      onError: (error) => applyServerFieldErrors(error, PROFILE_FIELDS, form.setError),
    });
  });

  return (
    <Card data-testid="card-profile-form">
      <CardHeader>
        <CardTitle className="text-lg">{t("profile.form.title")}</CardTitle>
        <CardDescription>{t("profile.form.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-profile">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              form={form}
              name="firstName"
              id="profile-first-name"
              label={t("profile.form.firstName")}
              autoComplete="given-name"
            />
            <FormTextField
              form={form}
              name="lastName"
              id="profile-last-name"
              label={t("profile.form.lastName")}
              autoComplete="family-name"
            />
          </div>
          <TextField
            id="profile-email"
            label={t("profile.form.email")}
            type="email"
            testId="profile-email"
            value={user.email}
            readOnly
            aria-readonly
            hint={t("profile.form.emailReadOnly")}
            className="[&_input]:cursor-not-allowed [&_input]:bg-muted"
          />
          <div className="space-y-2">
            <Label htmlFor="profile-bio">{t("profile.form.bio")}</Label>
            <Textarea
              id="profile-bio"
              rows={4}
              placeholder={t("profile.form.bioPlaceholder")}
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={errors.bio ? "profile-bio-error" : undefined}
              data-testid="input-profile-bio"
              {...form.register("bio")}
            />
            <FieldError id="profile-bio-error" testId="error-profile-bio" message={errors.bio?.message} />
          </div>
          <FormTextField
            form={form}
            name="location"
            id="profile-location"
            label={t("profile.form.location")}
            autoComplete="address-level2"
            placeholder={t("profile.form.locationPlaceholder")}
          />
          <FormTextField
            form={form}
            name="website"
            id="profile-website"
            label={t("profile.form.website")}
            type="url"
            placeholder={EXAMPLES.website}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              form={form}
              name="linkedIn"
              id="profile-linkedin"
              label={t("profile.form.linkedIn")}
              type="url"
              placeholder={EXAMPLES.linkedIn}
            />
            <FormTextField
              form={form}
              name="twitter"
              id="profile-twitter"
              label={t("profile.form.twitter")}
              type="url"
              placeholder={EXAMPLES.twitter}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => form.reset(profileFormValues(user))}
              disabled={updateProfile.isPending}
              data-testid="button-reset-profile"
            >
              <RotateCcw aria-hidden />
              {t("profile.form.reset")}
            </Button>
            <Button type="submit" disabled={updateProfile.isPending} data-testid="button-save-profile">
              <Save aria-hidden />
              {updateProfile.isPending ? t("profile.form.saving") : t("profile.form.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

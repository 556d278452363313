import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useLocation, useSearch } from "wouter";
import type { z } from "zod";
import { DEFAULTS, type Role } from "@shared/constants";
import type * as AuthSchemas from "@shared/schemas/auth";
import type { PlatformInfo, RegisterInput, registerSchema } from "@shared/schemas/auth";
import { NativeSelectField } from "@/components/native-select-field";
import type { NativeSelectOption } from "@/components/ui/native-select";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { activeLocale } from "@/i18n";
import { useRegisterMutation } from "../api/use-auth";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { returnPathFromSearch } from "@/lib/return-to";
import { useTranslation } from "@/i18n/react";
import { FormTextField } from "@/components/form-controls";

const REGISTER_FIELDS = ["firstName", "lastName", "username", "email", "password", "role"] as const;

type PasswordPolicy = Pick<PlatformInfo, "passwordMinLength" | "requireStrongPasswords" | "adminSignupOpen" | "defaultUserRole">;

type RegisterFormValues = z.input<typeof registerSchema>;

/** The shared sign-up schema plus the platform's password rule (the server applies the same one), loaded after the form renders. */
function registerResolver(policy: PasswordPolicy) {
  return lazyResolver<RegisterFormValues, RegisterInput>(async () => {
    const [{ zodResolver }, auth] = await Promise.all([import("@hookform/resolvers/zod"), import("@shared/schemas/auth")]);
    return zodResolver(buildSchema(auth, policy));
  });
}

function buildSchema({ registerSchema, passwordProblem }: typeof AuthSchemas, policy: PasswordPolicy) {
  return registerSchema.extend({
    password: registerSchema.shape.password.superRefine((password, ctx) => {
      const problem = passwordProblem(password, {
        minLength: policy.passwordMinLength,
        requireStrong: policy.requireStrongPasswords,
      });
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  });
}

// In the order of docs/spec.md §2: personal is the default, then entrepreneur, then admin. Admin is
// listed only while the platform has no admin (the first account of an install): otherwise nobody
// can pick it, and a visitor should not be offered it.
function useRoleOptions(adminSignupOpen: boolean): NativeSelectOption<Role>[] {
  const { t } = useTranslation("auth");
  const options: NativeSelectOption<Role>[] = [
    { value: "personal", label: t("register.roles.personal") },
    { value: "entrepreneur", label: t("register.roles.entrepreneur") },
  ];
  if (adminSignupOpen) options.push({ value: "admin", label: t("register.roles.admin") });
  return options;
}

function usePasswordHint(policy: PasswordPolicy): string {
  const { t } = useTranslation("auth");
  return policy.requireStrongPasswords
    ? t("register.passwordHintStrong", { min: policy.passwordMinLength })
    : t("register.passwordHint", { min: policy.passwordMinLength });
}

export function RegisterForm({ platform }: { platform: PasswordPolicy }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const registerMutation = useRegisterMutation();
  const { t } = useTranslation("auth");
  const roleOptions = useRoleOptions(platform.adminSignupOpen);
  const passwordHint = usePasswordHint(platform);
  const resolver = useMemo(() => registerResolver(platform), [platform]);
  useEffect(() => resolver.preload(), [resolver]);
  const form = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver,
    defaultValues: {
      firstName: "",
      lastName: "",
      username: "",
      email: "",
      password: "",
      // The admin's defaultUserRole setting picks the account type a sign-up starts with.
      role: platform.defaultUserRole ?? DEFAULTS.registrationRole,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    registerMutation.mutate(
      // The visitor's language becomes the new account's language setting (docs/product-rules.md §13).
      { ...values, role: values.role ?? DEFAULTS.registrationRole, language: activeLocale() },
      {
        onSuccess: () => navigate(returnPathFromSearch(search), { replace: true }),
        onError: (error) => applyServerFieldErrors(error, REGISTER_FIELDS, form.setError),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-sign-up">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="firstName"
          id="register-first-name"
          label={t("fields.firstName")}
          testId="first-name"
          autoComplete="given-name"
        />
        <FormTextField
          form={form}
          name="lastName"
          id="register-last-name"
          label={t("fields.lastName")}
          testId="last-name"
          autoComplete="family-name"
        />
      </div>
      <FormTextField
        form={form}
        name="username"
        id="register-username"
        label={t("fields.username")}
        testId="signup-username"
        autoComplete="username"
      />
      <FormTextField
        form={form}
        name="email"
        id="register-email"
        label={t("fields.email")}
        type="email"
        testId="email"
        autoComplete="email"
      />
      <FormTextField
        form={form}
        name="password"
        id="register-password"
        label={t("fields.password")}
        type="password"
        testId="signup-password"
        autoComplete="new-password"
        hint={passwordHint}
      />
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <NativeSelectField
            id="register-role"
            label={t("register.accountType")}
            testId="role"
            placeholder={t("register.chooseAccountType")}
            value={field.value ?? DEFAULTS.registrationRole}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={roleOptions}
            description={
              platform.adminSignupOpen ? undefined : <span data-testid="text-admin-signup-closed">{t("register.adminSignupClosed")}</span>
            }
            error={errors.role?.message}
          />
        )}
      />
      <Button type="submit" className="w-full" disabled={registerMutation.isPending} data-testid="button-sign-up">
        {registerMutation.isPending && <Spinner className="h-4 w-4 text-current" label={t("register.creating")} />}
        {registerMutation.isPending ? t("register.creatingEllipsis") : t("register.submit")}
      </Button>
    </form>
  );
}

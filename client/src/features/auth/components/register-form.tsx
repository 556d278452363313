import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocation, useSearch } from "wouter";
import type { z } from "zod";
import { DEFAULTS, type Role } from "@shared/constants";
import { ADMIN_SIGNUP_CLOSED_MESSAGE, passwordProblem, registerSchema, type PlatformInfo, type RegisterInput } from "@shared/schemas/auth";
import { SelectField, type SelectOption } from "@/components/form-controls";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useRegisterMutation } from "../api/use-auth";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { returnPathFromSearch } from "@/lib/return-to";

const REGISTER_FIELDS = ["firstName", "lastName", "username", "email", "password", "role"] as const;

type PasswordPolicy = Pick<PlatformInfo, "passwordMinLength" | "requireStrongPasswords" | "adminSignupOpen" | "defaultUserRole">;

/** The shared sign-up schema plus the platform's password rule (the server applies the same one). */
function buildSchema(policy: PasswordPolicy) {
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

// In the order of SPEC §2: personal is the default, then entrepreneur, then admin.
function roleOptions(adminSignupOpen: boolean): SelectOption<Role>[] {
  return [
    { value: "personal", label: "Personal (Learner)" },
    { value: "entrepreneur", label: "Entrepreneur (Affiliate)" },
    { value: "admin", label: "Admin", disabled: !adminSignupOpen },
  ];
}

function passwordHint(policy: PasswordPolicy): string {
  const base = `At least ${policy.passwordMinLength} characters`;
  return policy.requireStrongPasswords ? `${base}, with at least one letter and one digit.` : `${base}.`;
}

export function RegisterForm({ platform }: { platform: PasswordPolicy }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const registerMutation = useRegisterMutation();
  const schema = useMemo(() => buildSchema(platform), [platform]);
  const form = useForm<z.input<typeof schema>, unknown, RegisterInput>({
    resolver: zodResolver(schema),
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
      { ...values, role: values.role ?? DEFAULTS.registrationRole },
      {
        onSuccess: () => navigate(returnPathFromSearch(search), { replace: true }),
        onError: (error) => applyServerFieldErrors(error, REGISTER_FIELDS, form.setError),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-sign-up">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label="First name"
          testId="first-name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          id="register-last-name"
          label="Last name"
          testId="last-name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <TextField
        id="register-username"
        label="Username"
        testId="signup-username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register("username")}
      />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        testId="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        testId="signup-password"
        autoComplete="new-password"
        hint={passwordHint(platform)}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <SelectField
            id="register-role"
            label="Account type"
            testId="role"
            placeholder="Choose an account type"
            value={field.value ?? DEFAULTS.registrationRole}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={roleOptions(platform.adminSignupOpen)}
            description={
              platform.adminSignupOpen ? undefined : <span data-testid="text-admin-signup-closed">{ADMIN_SIGNUP_CLOSED_MESSAGE}</span>
            }
            error={errors.role?.message}
          />
        )}
      />
      <Button type="submit" className="w-full" disabled={registerMutation.isPending} data-testid="button-sign-up">
        {registerMutation.isPending && <Spinner className="h-4 w-4 text-current" label="Creating account" />}
        {registerMutation.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}

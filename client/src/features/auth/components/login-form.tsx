import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import type { LoginInput } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLoginMutation } from "../api/use-auth";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { returnPathFromSearch } from "@/lib/return-to";
import { useTranslation } from "@/i18n/react";
import { FormTextField } from "@/components/form-controls";

const LOGIN_FIELDS = ["username", "password"] as const;

const loginResolver = lazyResolver<LoginInput, LoginInput>(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@shared/schemas/auth")]);
  return zodResolver(loginSchema);
});

export function LoginForm() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const loginMutation = useLoginMutation();
  const { t } = useTranslation("auth");
  useEffect(() => loginResolver.preload(), []);
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = form.handleSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: () => navigate(returnPathFromSearch(search), { replace: true }),
      onError: (error) => applyServerFieldErrors(error, LOGIN_FIELDS, form.setError),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-sign-in">
      <FormTextField
        form={form}
        name="username"
        id="login-username"
        label={t("fields.username")}
        testId="username"
        autoComplete="username"
      />
      <FormTextField
        form={form}
        name="password"
        id="login-password"
        label={t("fields.password")}
        type="password"
        testId="password"
        autoComplete="current-password"
      />
      <p className="text-right text-sm">
        <Link href="/forgot-password" className="text-primary underline-offset-4 hover:underline" data-testid="link-forgot-password">
          {t("login.forgotPassword")}
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending} data-testid="button-sign-in">
        {loginMutation.isPending && <Spinner className="h-4 w-4 text-current" label={t("login.signingIn")} />}
        {loginMutation.isPending ? t("login.signingInEllipsis") : t("login.submit")}
      </Button>
    </form>
  );
}

import { lazy, Suspense, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import type { LoginInput } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { SecondFactorMethod } from "@shared/schemas/two-factor";
import { useLoginMutation } from "../api/use-auth";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { returnPathFromSearch } from "@/lib/return-to";
import { useTranslation } from "@/i18n/react";
import { FormTextField } from "@/components/form-controls";

// Its own chunk: the sign-in page's first load carries no zod (docs/benchmarks.md; landing-weight.test.ts).
const TwoFactorStep = lazy(() => import("./two-factor-step").then((m) => ({ default: m.TwoFactorStep })));

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
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[] | null>(null);
  const done = () => navigate(returnPathFromSearch(search), { replace: true });

  const onSubmit = form.handleSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: (answer) => ("twoFactorRequired" in answer ? setSecondStep(answer.methods) : done()),
      onError: (error) => applyServerFieldErrors(error, LOGIN_FIELDS, form.setError),
    });
  });

  if (secondStep)
    return (
      <Suspense fallback={<Spinner className="mx-auto h-6 w-6" label={t("twoFactor.step.loading")} />}>
        <TwoFactorStep methods={secondStep} onSignedIn={done} onRestart={() => setSecondStep(null)} />
      </Suspense>
    );

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

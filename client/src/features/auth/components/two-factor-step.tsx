import { useEffect, useRef, useState, type FormEvent } from "react";
import { recoveryCodeField, totpCodeField, type SecondFactorMethod } from "@shared/schemas/two-factor";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/i18n/react";
import { isApiError } from "@/lib/api-client";
import { useLoginSecondFactorMutation } from "../api/two-factor-api";
import { Notice } from "./account-card";

/**
 * The second step of a sign-in (docs/product-rules.md §15): a code from the authenticator app, or
 * one of the recovery codes. The session can do nothing else until it succeeds.
 */
export function TwoFactorStep({
  methods,
  onSignedIn,
  onRestart,
}: {
  methods: SecondFactorMethod[];
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation("auth");
  const verify = useLoginSecondFactorMutation();
  const [useRecovery, setUseRecovery] = useState(!methods.includes("totp"));
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  // The password form was replaced: the caret goes to the code, where the person types next.
  useEffect(() => input.current?.focus(), [useRecovery]);
  const expired = isApiError(verify.error) && verify.error.status === 401;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = (useRecovery ? recoveryCodeField : totpCodeField).safeParse(value);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    verify.mutate(useRecovery ? { recoveryCode: value } : { code: value }, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error) && error.status === 400) setFieldError(error.serverMessage(t("twoFactor.step.wrong")));
      },
    });
  };
  const otherError = verify.isError && !expired && !(isApiError(verify.error) && verify.error.status === 400);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-two-factor-step">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t("twoFactor.step.title")}</h2>
        <p className="text-sm text-muted-foreground">{useRecovery ? t("twoFactor.step.recoveryHelp") : t("twoFactor.step.codeHelp")}</p>
      </div>
      <TextField
        key={useRecovery ? "recovery" : "code"}
        id={useRecovery ? "two-factor-recovery" : "two-factor-code"}
        label={useRecovery ? t("twoFactor.fields.recoveryCode") : t("twoFactor.fields.code")}
        testId={useRecovery ? "recovery-code" : "two-factor-code"}
        autoComplete={useRecovery ? "off" : "one-time-code"}
        inputMode={useRecovery ? "text" : "numeric"}
        ref={input}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={fieldError}
      />
      {expired && (
        <Notice tone="error" testId="text-two-factor-expired">
          {t("twoFactor.step.expired")}
        </Notice>
      )}
      {otherError && (
        <Notice tone="error" testId="text-two-factor-error">
          {isApiError(verify.error) ? verify.error.serverMessage(t("common.tryAgain")) : t("common.unreachable")}
        </Notice>
      )}
      <Button type="submit" className="w-full" disabled={verify.isPending} data-testid="button-two-factor-verify">
        {verify.isPending && <Spinner className="h-4 w-4 text-current" label={t("twoFactor.step.verifying")} />}
        {t("twoFactor.step.submit")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {methods.includes("totp") && methods.includes("recovery") && (
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            data-testid="button-two-factor-switch"
            onClick={() => {
              setUseRecovery(!useRecovery);
              setValue("");
              setFieldError(undefined);
            }}
          >
            {useRecovery ? t("twoFactor.step.useApp") : t("twoFactor.step.useRecovery")}
          </Button>
        )}
        <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart} data-testid="button-two-factor-restart">
          {t("twoFactor.step.restart")}
        </Button>
      </div>
    </form>
  );
}

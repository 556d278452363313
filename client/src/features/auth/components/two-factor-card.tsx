import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { totpCodeField, type TotpSetup } from "@shared/schemas/two-factor";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextField } from "@/components/ui/form-field";
import { useTranslation } from "@/i18n/react";
import { isApiError } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/query-client";
import { useCurrentUser } from "../api/use-auth";
import { useTotpEnableMutation, useTotpSetupMutation, useTwoFactorDisableMutation } from "../api/two-factor-api";
import { Notice } from "./account-card";

function useErrorText() {
  const { t } = useTranslation("auth");
  return (error: unknown) => (isApiError(error) ? error.serverMessage(t("common.tryAgain")) : t("common.unreachable"));
}

/** The secret as apps show it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Profile and settings: the account's authenticator app (docs/product-rules.md §15). */
export function TwoFactorCard() {
  const { t } = useTranslation("auth");
  const { user } = useCurrentUser();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (!user) return null;
  const on = user.twoFactorEnabled;
  return (
    <Card data-testid="card-two-factor">
      <CardHeader>
        <CardTitle className="text-lg">{t("twoFactor.title")}</CardTitle>
        <CardDescription>{t("twoFactor.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm font-medium" data-testid="text-two-factor-status">
          {on || recoveryCodes ? t("twoFactor.statusOn") : t("twoFactor.statusOff")}
        </p>
        {recoveryCodes ? (
          <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : on ? (
          <DisableForm />
        ) : (
          <SetupFlow onEnabled={setRecoveryCodes} />
        )}
      </CardContent>
    </Card>
  );
}

function SetupFlow({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const setup = useTotpSetupMutation();
  const enable = useTotpEnableMutation();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const secret: TotpSetup | undefined = setup.data;

  if (!secret) {
    return (
      <div className="space-y-3">
        {setup.isError && (
          <Notice tone="error" testId="text-two-factor-setup-error">
            {errorText(setup.error)}
          </Notice>
        )}
        <Button type="button" onClick={() => setup.mutate()} disabled={setup.isPending} data-testid="button-two-factor-start">
          {setup.isPending ? t("twoFactor.setup.starting") : t("twoFactor.setup.start")}
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeField.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    setCodeError(undefined);
    enable.mutate(parsed.data, {
      onSuccess: (answer) => onEnabled(answer.recoveryCodes),
      onError: (error) => {
        if (isApiError(error) && error.status === 400) setCodeError(error.serverMessage(t("twoFactor.step.wrong")));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-two-factor-setup">
      <p className="text-sm">{t("twoFactor.setup.scan")}</p>
      <div
        role="img"
        aria-label={t("twoFactor.setup.qrLabel")}
        className="h-48 w-48 rounded-md bg-white p-2 [&>svg]:h-full [&>svg]:w-full"
        data-testid="img-two-factor-qr"
        // The server's own SVG (qrcode), made from the otpauth URL: no user text in it.
        dangerouslySetInnerHTML={{ __html: secret.qrSvg }}
      />
      <div className="space-y-1">
        <p className="text-sm">{t("twoFactor.setup.orType")}</p>
        <code className="block break-all rounded-md bg-muted p-2 font-mono text-sm" data-testid="text-two-factor-secret">
          {grouped(secret.secret)}
        </code>
      </div>
      <TextField
        id="two-factor-setup-code"
        label={t("twoFactor.fields.code")}
        testId="two-factor-setup-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={codeError}
      />
      {enable.isError && !(isApiError(enable.error) && enable.error.status === 400) && (
        <Notice tone="error" testId="text-two-factor-enable-error">
          {errorText(enable.error)}
        </Notice>
      )}
      <Button type="submit" disabled={enable.isPending} data-testid="button-two-factor-enable">
        {enable.isPending ? t("twoFactor.setup.confirming") : t("twoFactor.setup.confirm")}
      </Button>
    </form>
  );
}

function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join("\n")}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-4" data-testid="panel-recovery-codes">
      <Notice tone="success" testId="text-two-factor-enabled">
        {t("twoFactor.recovery.enabled")}
      </Notice>
      <p className="text-sm">{t("twoFactor.recovery.saveThem")}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm" data-testid="list-recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          data-testid="button-recovery-copy"
          onClick={() =>
            navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t("twoFactor.recovery.copied") : t("twoFactor.recovery.copy")}
        </Button>
        <Button type="button" variant="outline" onClick={download} data-testid="button-recovery-download">
          {t("twoFactor.recovery.download")}
        </Button>
        <Button
          type="button"
          data-testid="button-recovery-done"
          onClick={() => {
            onDone();
            void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
          }}
        >
          {t("twoFactor.recovery.done")}
        </Button>
      </div>
    </div>
  );
}

function DisableForm() {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const disable = useTwoFactorDisableMutation();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeField.safeParse(code);
    const next = {
      password: password ? undefined : t("twoFactor.disable.passwordRequired"),
      code: parsed.success ? undefined : parsed.error.issues[0]?.message,
    };
    setErrors(next);
    if (next.password || next.code || !parsed.success) return;
    disable.mutate(
      { password, code: parsed.data },
      {
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.status === 403) setErrors({ password: error.serverMessage(t("changePassword.notCorrect")) });
          else if (error.status === 400) setErrors({ code: error.serverMessage(t("twoFactor.step.wrong")) });
        },
      },
    );
  };
  const otherError = disable.isError && !(isApiError(disable.error) && [400, 403].includes(disable.error.status));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-two-factor-disable">
      <p className="text-sm text-muted-foreground">{t("twoFactor.disable.help")}</p>
      <TextField
        id="two-factor-disable-password"
        label={t("fields.currentPassword")}
        type="password"
        testId="two-factor-disable-password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <TextField
        id="two-factor-disable-code"
        label={t("twoFactor.fields.code")}
        testId="two-factor-disable-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.code}
      />
      {otherError && (
        <Notice tone="error" testId="text-two-factor-disable-error">
          {errorText(disable.error)}
        </Notice>
      )}
      <Button type="submit" variant="destructive" disabled={disable.isPending} data-testid="button-two-factor-disable">
        {disable.isPending ? t("twoFactor.disable.turningOff") : t("twoFactor.disable.submit")}
      </Button>
    </form>
  );
}

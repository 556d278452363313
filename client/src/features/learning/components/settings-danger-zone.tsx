// Danger Zone (docs/spec.md §4, §5): Delete Account → first confirmation → second confirmation → typing
// DELETE exactly → DELETE /api/user/account. Nothing is sent unless all three steps pass.
import { useState } from "react";
import { AlertTriangle, Trash2 } from "lucide-react";
import { Trans, useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ACCOUNT_DELETION_WORD, useDeleteAccountMutation } from "../api/settings-account-deletion";

type Step = "idle" | "first" | "second" | "typed";

interface ConfirmStepProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  confirmTestId: string;
  onConfirm: () => void;
  onCancel: () => void;
}

// Plain buttons rather than AlertDialogAction: Action also closes the dialog, which would undo the
// step change made by onConfirm.
function ConfirmStep({ open, title, description, confirmLabel, confirmTestId, onConfirm, onCancel }: ConfirmStepProps) {
  const { t } = useTranslation("learning");
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent data-testid={`dialog-${confirmTestId}`}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" onClick={onCancel} data-testid={`button-cancel-${confirmTestId}`}>
            {t("settings.danger.cancel")}
          </Button>
          <Button variant="destructive" onClick={onConfirm} data-testid={`button-${confirmTestId}`}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function DangerZone() {
  const { t } = useTranslation("learning");
  const [step, setStep] = useState<Step>("idle");
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const deleteAccount = useDeleteAccountMutation();
  const confirmed = typed === ACCOUNT_DELETION_WORD && password.length > 0;

  const cancel = () => {
    if (deleteAccount.isPending) return;
    setStep("idle");
    setTyped("");
    setPassword("");
  };

  const finalDelete = () => {
    if (!confirmed || step !== "typed") return;
    deleteAccount.mutate({ password }, { onError: cancel });
  };

  return (
    <Card className="border-destructive/60" data-testid="card-danger-zone">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg text-destructive">
          <AlertTriangle className="h-5 w-5" aria-hidden />
          {t("settings.danger.title")}
        </CardTitle>
        <CardDescription>{t("settings.danger.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setStep("first")} data-testid="button-delete-account">
          <Trash2 aria-hidden />
          {t("settings.danger.delete")}
        </Button>
      </CardContent>

      <ConfirmStep
        open={step === "first"}
        title={t("settings.danger.first.title")}
        description={t("settings.danger.first.description")}
        confirmLabel={t("settings.danger.first.confirm")}
        confirmTestId="confirm-delete-1"
        onConfirm={() => setStep("second")}
        onCancel={cancel}
      />
      <ConfirmStep
        open={step === "second"}
        title={t("settings.danger.second.title")}
        description={t("settings.danger.second.description")}
        confirmLabel={t("settings.danger.second.confirm")}
        confirmTestId="confirm-delete-2"
        onConfirm={() => setStep("typed")}
        onCancel={cancel}
      />

      <AlertDialog open={step === "typed"} onOpenChange={(next) => !next && cancel()}>
        <AlertDialogContent data-testid="dialog-type-delete">
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              finalDelete();
            }}
          >
            <AlertDialogHeader>
              <AlertDialogTitle>{t("settings.danger.typed.title", { word: ACCOUNT_DELETION_WORD })}</AlertDialogTitle>
              <AlertDialogDescription>
                <Trans
                  t={t}
                  ns="learning"
                  i18nKey="settings.danger.typed.description"
                  values={{ word: ACCOUNT_DELETION_WORD }}
                  components={{ word: <strong className="font-mono text-foreground" /> }}
                />
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="space-y-2">
              <Label htmlFor="delete-confirmation">{t("settings.danger.typed.confirmation")}</Label>
              <Input
                id="delete-confirmation"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={ACCOUNT_DELETION_WORD}
                data-testid="input-delete-confirmation"
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="delete-password">{t("settings.danger.typed.password")}</Label>
              <Input
                id="delete-password"
                type="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                data-testid="input-delete-password"
              />
            </div>
            <AlertDialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={cancel}
                disabled={deleteAccount.isPending}
                data-testid="button-cancel-final-delete"
              >
                {t("settings.danger.cancel")}
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={!confirmed || deleteAccount.isPending}
                data-testid="button-final-delete"
              >
                {deleteAccount.isPending ? t("settings.danger.typed.deleting") : t("settings.danger.typed.confirm")}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

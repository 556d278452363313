// Danger Zone (SPEC §4, §5): Delete Account → first confirmation → second confirmation → typing
// DELETE exactly → DELETE /api/user/account. Nothing is sent unless all three steps pass.
import { useState } from "react";
import { AlertTriangle, Trash2 } from "lucide-react";
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
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent data-testid={`dialog-${confirmTestId}`}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" onClick={onCancel} data-testid={`button-cancel-${confirmTestId}`}>
            Cancel
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
          Danger Zone
        </CardTitle>
        <CardDescription>
          Deleting your account removes your profile, notes, settings and enrolments for good. Payment records are kept for accounting
          without your personal details.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setStep("first")} data-testid="button-delete-account">
          <Trash2 aria-hidden />
          Delete Account
        </Button>
      </CardContent>

      <ConfirmStep
        open={step === "first"}
        title="Delete your account?"
        description="Your profile, course progress, notes and certificates will be removed. This cannot be undone."
        confirmLabel="Yes, continue"
        confirmTestId="confirm-delete-1"
        onConfirm={() => setStep("second")}
        onCancel={cancel}
      />
      <ConfirmStep
        open={step === "second"}
        title="Are you absolutely sure?"
        description="You will lose access to every course you enrolled in or bought, and you will be signed out at once."
        confirmLabel="I understand, delete my account"
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
              <AlertDialogTitle>Type {ACCOUNT_DELETION_WORD} to confirm</AlertDialogTitle>
              <AlertDialogDescription>
                This is the last step. Type <strong className="font-mono text-foreground">{ACCOUNT_DELETION_WORD}</strong> in capital
                letters and enter your current password, then delete your account.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="space-y-2">
              <Label htmlFor="delete-confirmation">Confirmation</Label>
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
              <Label htmlFor="delete-password">Current password</Label>
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
                Cancel
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={!confirmed || deleteAccount.isPending}
                data-testid="button-final-delete"
              >
                {deleteAccount.isPending ? "Deleting..." : "Delete My Account"}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@shared/schemas/account";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { isApiError } from "@/lib/api-client";
import { useForgotPasswordMutation } from "../api/account-api";
import { AccountCard, Notice } from "../components/account-card";

export default function ForgotPasswordPage() {
  const forgot = useForgotPasswordMutation();
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const onSubmit = form.handleSubmit((values) => forgot.mutate(values));

  return (
    <AccountCard
      title="Forgot password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      testId="card-forgot-password"
    >
      {forgot.isSuccess ? (
        <Notice tone="success" testId="text-forgot-sent">
          {forgot.data.message}
        </Notice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="form-forgot-password">
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            testId="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register("email")}
          />
          {forgot.isError && (
            <Notice tone="error" testId="text-forgot-error">
              {isApiError(forgot.error) ? forgot.error.serverMessage("Please try again.") : "Could not reach the server. Please try again."}
            </Notice>
          )}
          <Button type="submit" className="w-full" disabled={forgot.isPending} data-testid="button-send-reset-link">
            {forgot.isPending ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}

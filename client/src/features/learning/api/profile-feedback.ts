// docs/spec.md §8 notices for the profile and settings screens: "Update failed" / "Deletion failed" with
// the server's message, and the server's field errors under the form fields.
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { isApiError } from "@/lib/api-client";
import { isHandledGlobally } from "@/lib/mutation-errors";

/** The server's message, else a generic one (the server could not be reached). */
export function serverMessageOf(error: unknown, fallback?: string): string {
  if (isApiError(error)) return error.serverMessage(fallback ?? i18n.t("learning:feedback.tryAgain"));
  return i18n.t("learning:feedback.unreachable");
}

const failureTitles = {
  update: () => i18n.t("learning:feedback.updateFailed"),
  deletion: () => i18n.t("learning:feedback.deletionFailed"),
  upload: () => i18n.t("learning:feedback.uploadFailed"),
};

export function notifyUpdateFailure(failure: keyof typeof failureTitles, error: unknown): void {
  if (isHandledGlobally(error)) return;
  toast({ title: failureTitles[failure](), description: serverMessageOf(error), variant: "destructive" });
}

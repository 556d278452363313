// How a failed change is announced. 401 and 503 have their one global notice already (docs/spec.md §4:
// signed out; maintenance), so a screen says nothing more about them.
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { isApiError, isUnauthorizedError } from "@/lib/api-client";

export function isHandledGlobally(error: unknown): boolean {
  return isUnauthorizedError(error) || (isApiError(error) && error.status === 503);
}

/** A destructive notice titled `title` with the server's message, else `fallback`. */
export function notifyMutationFailure(title: string, error: unknown, fallback = i18n.t("common:toast.tryAgain")): void {
  if (isHandledGlobally(error)) return;
  toast({ title, description: isApiError(error) ? error.serverMessage(fallback) : fallback, variant: "destructive" });
}

// The notices of docs/spec.md §8 for admin changes: success titles, and failures titled "Error".
// Callers pass text already translated, looked up at the moment of the notice.
import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";
import { isApiError } from "@/lib/api-client";
import { isHandledGlobally } from "@/lib/mutation-errors";

export function notifySuccess(title: string): void {
  toast({ title });
}

/** A fixed "Failed to ... Please try again." description (course create and update). */
export function notifyFailure(description: string, error: unknown): void {
  if (isHandledGlobally(error)) return;
  toast({ title: i18n.t("admin:feedback.error"), description, variant: "destructive" });
}

/** The server's message when it sent one, else the fallback (chapters, sections, guidelines, status). */
export function notifyServerFailure(fallback: string, error: unknown): void {
  if (isHandledGlobally(error)) return;
  const description = isApiError(error) ? error.serverMessage(fallback) : fallback;
  toast({ title: i18n.t("admin:feedback.error"), description, variant: "destructive" });
}

/** Upload failures: the server's reason for a refused file (413 too large, 415 wrong type). */
export function notifyUploadFailure(kind: "file" | "image" | "video", error: unknown): void {
  if (isHandledGlobally(error)) return;
  const fallback = {
    file: () => i18n.t("admin:feedback.uploadFailed.file"),
    image: () => i18n.t("admin:feedback.uploadFailed.image"),
    video: () => i18n.t("admin:feedback.uploadFailed.video"),
  }[kind]();
  const refused = isApiError(error) && (error.status === 413 || error.status === 415);
  toast({
    title: i18n.t("admin:feedback.error"),
    description: refused ? error.serverMessage(fallback) : fallback,
    variant: "destructive",
  });
}

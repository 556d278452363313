// The notices of SPEC §8 for admin changes: success titles, and failures titled "Error".
import { toast } from "@/hooks/use-toast";
import { isApiError } from "@/lib/api-client";
import { isHandledGlobally } from "@/lib/mutation-errors";

export function notifySuccess(title: string): void {
  toast({ title });
}

/** A fixed "Failed to ... Please try again." description (course create and update). */
export function notifyFailure(description: string, error: unknown): void {
  if (isHandledGlobally(error)) return;
  toast({ title: "Error", description, variant: "destructive" });
}

/** The server's message when it sent one, else the fallback (chapters, sections, guidelines, status). */
export function notifyServerFailure(fallback: string, error: unknown): void {
  if (isHandledGlobally(error)) return;
  const description = isApiError(error) ? error.serverMessage(fallback) : fallback;
  toast({ title: "Error", description, variant: "destructive" });
}

/** Upload failures: the server's reason for a refused file (413 too large, 415 wrong type). */
export function notifyUploadFailure(kind: "file" | "image" | "video", error: unknown): void {
  if (isHandledGlobally(error)) return;
  const fallback = `Failed to upload ${kind}. Please try again.`;
  const refused = isApiError(error) && (error.status === 413 || error.status === 415);
  toast({
    title: "Error",
    description: refused ? error.serverMessage(fallback) : fallback,
    variant: "destructive",
  });
}

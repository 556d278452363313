// SPEC §8 notices for the profile and settings screens: "Update failed" / "Deletion failed" with
// the server's message, and the server's field errors under the form fields.
import { toast } from "@/hooks/use-toast";
import { isApiError } from "@/lib/api-client";
import { isHandledGlobally } from "@/lib/mutation-errors";

const FALLBACK = "Please try again.";

/** The server's message, else a generic one (the server could not be reached). */
export function serverMessageOf(error: unknown, fallback = FALLBACK): string {
  if (isApiError(error)) return error.serverMessage(fallback);
  return "Could not reach the server. Please try again.";
}

export function notifyUpdateFailure(title: "Update failed" | "Deletion failed" | "Upload failed", error: unknown): void {
  if (isHandledGlobally(error)) return;
  toast({ title, description: serverMessageOf(error), variant: "destructive" });
}

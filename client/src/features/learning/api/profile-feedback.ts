// SPEC §8 notices for the profile and settings screens: "Update failed" / "Deletion failed" with
// the server's message, and the server's field errors under the form fields.
import { toast } from "@/hooks/use-toast";
import { isApiError, isUnauthorizedError } from "@/lib/api-client";

const FALLBACK = "Please try again.";

/** 401 and 503 are announced once by the query client (SPEC §4); nothing more to say here. */
function handledGlobally(error: unknown): boolean {
  return isUnauthorizedError(error) || (isApiError(error) && error.status === 503);
}

/** The server's message, else a generic one (the server could not be reached). */
export function serverMessageOf(error: unknown, fallback = FALLBACK): string {
  if (isApiError(error)) return error.serverMessage(fallback);
  return "Could not reach the server. Please try again.";
}

export function notifyUpdateFailure(title: "Update failed" | "Deletion failed" | "Upload failed", error: unknown): void {
  if (handledGlobally(error)) return;
  toast({ title, description: serverMessageOf(error), variant: "destructive" });
}

import { toast } from "@/hooks/use-toast";
import { i18n } from "@/i18n";

/** Copies text and shows the docs/spec.md §8 notice: the given success title, or "Failed to copy". */
export async function copyToClipboard(text: string, successTitle: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error("Clipboard unavailable");
    await navigator.clipboard.writeText(text);
    toast({ title: successTitle });
    return true;
  } catch {
    toast({ title: i18n.t("common:clipboard.failed"), description: i18n.t("common:clipboard.copyManually"), variant: "destructive" });
    return false;
  }
}

/** Native share sheet when the browser has one, else copy (docs/spec.md §2 Marketing tools). */
export async function shareOrCopy(data: { title: string; text: string; url?: string }, copyText: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyToClipboard(copyText, i18n.t("common:clipboard.linkCopied"));
}

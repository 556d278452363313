// Share a certificate: the native share sheet where the browser has one, else copy the public
// verification link (docs/spec.md §2 Certificates: "Certificate link copied to clipboard!").
import { certificatePaths } from "@shared/schemas/learning";
import { i18n } from "@/i18n";
import { copyToClipboard } from "@/lib/clipboard";

/** The absolute address of the public certificate page. */
export function publicCertificateUrl(courseId: number, userId: number): string {
  return `${window.location.origin}${certificatePaths(courseId, userId).page}`;
}

export async function shareCertificate(certificate: { courseId: number; userId: number; courseTitle: string }): Promise<void> {
  const url = publicCertificateUrl(certificate.courseId, certificate.userId);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({
        title: i18n.t("learning:certificates.share.title", { course: certificate.courseTitle }),
        text: i18n.t("learning:certificates.share.text", { course: certificate.courseTitle }),
        url,
      });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying the link.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyToClipboard(url, i18n.t("learning:certificates.share.copied"));
}

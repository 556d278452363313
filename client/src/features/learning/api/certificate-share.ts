// Share a certificate: the native share sheet where the browser has one, else copy the public
// verification link (SPEC §2 Certificates: "Certificate link copied to clipboard!").
import { certificatePaths } from "@shared/schemas/learning";
import { copyToClipboard } from "@/lib/clipboard";

export const CERTIFICATE_LINK_COPIED = "Certificate link copied to clipboard!";

/** The absolute address of the public certificate page. */
export function publicCertificateUrl(courseId: number, userId: number): string {
  return `${window.location.origin}${certificatePaths(courseId, userId).page}`;
}

export async function shareCertificate(certificate: { courseId: number; userId: number; courseTitle: string }): Promise<void> {
  const url = publicCertificateUrl(certificate.courseId, certificate.userId);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({
        title: `Certificate: ${certificate.courseTitle}`,
        text: `I completed "${certificate.courseTitle}" at GSM Academy.`,
        url,
      });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying the link.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyToClipboard(url, CERTIFICATE_LINK_COPIED);
}

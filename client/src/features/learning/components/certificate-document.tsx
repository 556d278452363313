import { Award, BadgeCheck } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { CertificateVerification } from "@shared/schemas/learning";
import { formatDate } from "@/lib/format";

/** The certificate as the public page shows it: what the PDF says, with the verification seal. */
export function CertificateDocument({ certificate, platformName }: { certificate: CertificateVerification; platformName: string }) {
  const { t } = useTranslation("learning");
  return (
    <article
      className="relative overflow-hidden rounded-xl border-4 border-double border-amber-500/70 bg-card px-6 py-10 text-center shadow-lg sm:px-12"
      aria-label={t("certificate.title")}
      data-testid="certificate-document"
    >
      <div aria-hidden className="pointer-events-none absolute -left-16 -top-16 h-48 w-48 rounded-full bg-amber-400/10" />
      <div aria-hidden className="pointer-events-none absolute -bottom-20 -right-16 h-56 w-56 rounded-full bg-primary/10" />

      <div className="relative space-y-6">
        <div className="flex flex-col items-center gap-2">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-amber-400 to-orange-500 text-white shadow">
            <Award className="h-8 w-8" aria-hidden />
          </span>
          <p className="text-sm font-semibold uppercase tracking-[0.3em] text-muted-foreground">{platformName}</p>
          <h2 className="font-serif text-3xl font-bold tracking-tight sm:text-4xl">{t("certificate.title")}</h2>
        </div>

        <div className="space-y-2">
          <p className="text-muted-foreground">{t("certificate.certifies")}</p>
          <p className="font-serif text-3xl font-semibold text-primary sm:text-4xl" data-testid="text-certificate-student">
            {certificate.studentName}
          </p>
          <p className="text-muted-foreground">{t("certificate.completed")}</p>
          <p className="text-xl font-semibold sm:text-2xl" data-testid="text-certificate-course">
            {certificate.courseTitle}
          </p>
        </div>

        <dl className="mx-auto grid max-w-lg gap-4 border-t pt-6 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">{t("certificate.completionDate")}</dt>
            <dd className="font-medium" data-testid="text-certificate-date">
              {formatDate(certificate.completionDate)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("certificate.id")}</dt>
            <dd className="font-mono font-medium" data-testid="text-certificate-id">
              {certificate.certificateId}
            </dd>
          </div>
        </dl>

        <p
          className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
          data-testid="badge-certificate-verified"
        >
          <BadgeCheck className="h-4 w-4" aria-hidden />
          {t("certificate.verified")}
        </p>
      </div>
    </article>
  );
}

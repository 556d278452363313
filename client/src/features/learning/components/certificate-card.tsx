import { useEffect, useRef } from "react";
import { Award, CalendarDays, Download, ExternalLink, Share2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "wouter";
import { certificatePaths, type Certificate } from "@shared/schemas/learning";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { shareCertificate } from "../api/certificate-share";

interface CertificateCardProps {
  certificate: Certificate;
  userId: number;
  /** Opened from My Courses with ?course={id}: the card is outlined and scrolled into view. */
  highlighted?: boolean;
}

export function CertificateCard({ certificate, userId, highlighted = false }: CertificateCardProps) {
  const { t } = useTranslation("learning");
  const { courseId } = certificate;
  const paths = certificatePaths(courseId, userId);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [highlighted]);

  return (
    <Card
      ref={ref}
      className={cn(
        "flex h-full flex-col overflow-hidden transition-shadow",
        highlighted && "shadow-lg ring-2 ring-primary ring-offset-2 ring-offset-background",
      )}
      data-testid={`certificate-${courseId}`}
      data-highlighted={highlighted || undefined}
    >
      <div className="relative flex items-center gap-3 bg-gradient-to-br from-amber-400 via-amber-500 to-orange-500 px-5 py-4 text-white">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-white/20">
          <Award className="h-6 w-6" aria-hidden />
        </span>
        <div>
          <p className="text-xs font-medium uppercase tracking-wider text-white/80">{t("certificate.title")}</p>
          <p className="font-mono text-sm" data-testid={`text-certificate-id-${courseId}`}>
            {certificate.certificateId}
          </p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold leading-snug" data-testid={`text-certificate-course-${courseId}`}>
          {certificate.courseTitle}
        </h3>
        <dl className="space-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{t("certificates.card.awardedTo")}</dt>
            <dd className="font-medium" data-testid={`text-certificate-student-${courseId}`}>
              {certificate.studentName}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <CalendarDays className="h-4 w-4 text-muted-foreground" aria-hidden />
            <dt className="text-muted-foreground">{t("certificates.card.completed")}</dt>
            <dd data-testid={`text-certificate-date-${courseId}`}>{formatDate(certificate.completionDate)}</dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 border-t pt-4">
          <Button asChild size="sm">
            <a
              href={paths.pdf}
              download={`certificate-${certificate.certificateId}.pdf`}
              data-testid={`button-download-certificate-${courseId}`}
            >
              <Download aria-hidden />
              {t("certificates.card.download")}
            </a>
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void shareCertificate({ courseId, userId, courseTitle: certificate.courseTitle })}
            data-testid={`button-share-certificate-${courseId}`}
          >
            <Share2 aria-hidden />
            {t("certificates.card.share")}
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link href={paths.page} data-testid={`link-public-certificate-${courseId}`}>
              <ExternalLink aria-hidden />
              {t("certificates.card.publicPage")}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function CertificateCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="skeleton-certificate" aria-hidden>
      <Skeleton className="h-20 w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <div className="flex gap-2 pt-3">
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-9 w-20" />
        </div>
      </div>
    </Card>
  );
}

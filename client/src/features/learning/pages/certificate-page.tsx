import { useQuery } from "@tanstack/react-query";
import { Download, ShieldAlert } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { useParams } from "wouter";
import { certificateId } from "@shared/constants";
import { idParam } from "@shared/schemas/common";
import { certificatePaths } from "@shared/schemas/learning";
import { EmptyState } from "@/components/empty-state";
import { QueryFailed } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { FALLBACK_PLATFORM_INFO, usePlatformInfo } from "@/features/auth";
import { isApiError } from "@/lib/api-client";
import { certificateVerificationQueryOptions } from "../api/learning-queries";
import { CertificateDocument } from "../components/certificate-document";

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const parsed = idParam.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function InvalidCertificate({ id }: { id: string | null }) {
  const { t } = useTranslation("learning");
  return (
    <EmptyState
      icon={ShieldAlert}
      title={t("certificatePage.invalid.title")}
      description={
        id ? (
          <>
            {t("certificatePage.invalid.noMatch")} <span className="font-mono">{id}</span>
          </>
        ) : (
          t("certificatePage.invalid.malformed")
        )
      }
      testId="text-certificate-invalid"
    />
  );
}

/** Public certificate page /certificate/{courseId}/{userId}: anyone may verify (docs/product-rules.md §4). */
export default function CertificatePage() {
  const { t } = useTranslation("learning");
  const params = useParams<{ courseId: string; userId: string }>();
  const courseId = parseId(params.courseId);
  const userId = parseId(params.userId);
  const valid = courseId !== null && userId !== null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="text-page-title">
          {t("certificatePage.title")}
        </h1>
        <p className="text-muted-foreground">{t("certificatePage.subtitle")}</p>
      </div>
      {valid ? <VerifiedCertificate courseId={courseId} userId={userId} /> : <InvalidCertificate id={null} />}
    </div>
  );
}

function VerifiedCertificate({ courseId, userId }: { courseId: number; userId: number }) {
  const { t } = useTranslation("learning");
  const query = useQuery(certificateVerificationQueryOptions(courseId, userId));
  const platformName = usePlatformInfo().data?.platformName ?? FALLBACK_PLATFORM_INFO.platformName;

  if (query.isPending) {
    return (
      <Card
        className="space-y-4 p-10"
        data-testid="skeleton-certificate-document"
        role="status"
        aria-busy="true"
        aria-label={t("certificatePage.verifying")}
      >
        <Skeleton className="mx-auto h-14 w-14 rounded-full" />
        <Skeleton className="mx-auto h-9 w-2/3" />
        <Skeleton className="mx-auto h-8 w-1/2" />
        <Skeleton className="mx-auto h-6 w-3/5" />
      </Card>
    );
  }

  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <InvalidCertificate id={certificateId(courseId, userId)} />;
    return <QueryFailed what={t("certificatePage.what")} onRetry={() => void query.refetch()} testId="error-certificate" />;
  }

  return (
    <>
      <CertificateDocument certificate={query.data} platformName={platformName} />
      <div className="flex justify-center">
        <Button asChild>
          <a
            href={certificatePaths(courseId, userId).pdf}
            download={`certificate-${query.data.certificateId}.pdf`}
            data-testid="button-download-certificate"
          >
            <Download aria-hidden />
            {t("certificatePage.download")}
          </a>
        </Button>
      </div>
    </>
  );
}

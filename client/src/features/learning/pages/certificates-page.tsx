import { useQuery } from "@tanstack/react-query";
import { Award, BookOpen, Info, Loader } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link, useSearch } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { allQueries, QueryView } from "@/components/query-view";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/features/auth";
import { countEnrollments, type EnrollmentCounts } from "../api/enrollment-status";
import { certificatesQueryOptions, enrollmentCardsQueryOptions } from "../api/learning-queries";
import { CertificateCard, CertificateCardSkeleton } from "../components/certificate-card";
import { LearningStatCard, StatGrid } from "../components/learning-stat-card";

/** docs/spec.md §9: 6 certificate skeletons. */
const SKELETONS = 6;

function highlightedCourseId(search: string): number | null {
  const value = new URLSearchParams(search).get("course");
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export default function CertificatesPage() {
  const { t } = useTranslation("learning");
  const { user } = useCurrentUser();
  const certificatesQuery = useQuery(certificatesQueryOptions());
  const enrollmentsQuery = useQuery(enrollmentCardsQueryOptions());
  const highlighted = highlightedCourseId(useSearch());

  const skeletons = (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label={t("certificates.loading")}>
      {Array.from({ length: SKELETONS }, (_, i) => (
        <CertificateCardSkeleton key={i} />
      ))}
    </div>
  );

  return (
    <div className="space-y-6">
      <PageHeader title={t("certificates.title")} description={t("certificates.description")} />

      <QueryView
        query={allQueries({ certificates: certificatesQuery, enrollments: enrollmentsQuery })}
        what={t("dashboard.figuresWhat")}
        errorTestId="error-certificate-figures"
        loading={<Figures />}
      >
        {(data) => <Figures earned={data.certificates.length} counts={countEnrollments(data.enrollments)} />}
      </QueryView>

      <QueryView
        query={certificatesQuery}
        what={t("certificates.what")}
        errorTestId="error-certificates"
        loading={skeletons}
        isEmpty={(certificates) => certificates.length === 0}
        empty={
          <EmptyState
            icon={Award}
            title={t("certificates.empty.title")}
            description={t("certificates.empty.description")}
            testId="empty-certificates"
            action={
              <Button asChild variant="outline">
                <Link href="/personal/courses" data-testid="link-empty-my-courses">
                  {t("certificates.empty.action")}
                </Link>
              </Button>
            }
          />
        }
      >
        {(certificates) =>
          !user ? (
            skeletons
          ) : (
            <>
              <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {certificates.map((certificate) => (
                  <li key={certificate.certificateId}>
                    <CertificateCard certificate={certificate} userId={user.id} highlighted={certificate.courseId === highlighted} />
                  </li>
                ))}
              </ul>
              <CertificateInformation />
            </>
          )
        }
      </QueryView>
    </div>
  );
}

function CertificateInformation() {
  const { t } = useTranslation("learning");
  return (
    <Card className="border-primary/30 bg-primary/5" data-testid="card-certificate-info">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Info className="h-5 w-5 text-primary" aria-hidden />
          {t("certificates.info.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          <li>{t("certificates.info.id")}</li>
          <li>{t("certificates.info.download")}</li>
          <li>{t("certificates.info.share")}</li>
        </ul>
      </CardContent>
    </Card>
  );
}

/** The three figures; skeletons until they are known. */
function Figures({ earned, counts }: { earned?: number; counts?: EnrollmentCounts }) {
  const { t } = useTranslation("learning");
  return (
    <StatGrid columns={3}>
      <LearningStatCard
        label={t("certificates.stats.earned")}
        value={earned}
        icon={Award}
        tone="bg-amber-500/10 text-amber-600"
        testId="stat-certificates-earned"
      />
      <LearningStatCard
        label={t("status.inProgress")}
        value={counts?.inProgress}
        hint={t("certificates.stats.inProgressHint")}
        icon={Loader}
        tone="bg-blue-500/10 text-blue-600"
        testId="stat-certificates-in-progress"
      />
      <LearningStatCard
        label={t("certificates.stats.enrolled")}
        value={counts?.enrolled}
        icon={BookOpen}
        testId="stat-certificates-enrolled"
      />
    </StatGrid>
  );
}

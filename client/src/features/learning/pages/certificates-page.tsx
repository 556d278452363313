import { useQuery } from "@tanstack/react-query";
import { Award, BookOpen, Info, Loader } from "lucide-react";
import { Link, useSearch } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentUser } from "@/features/auth";
import { countEnrollments } from "../api/enrollment-status";
import { certificatesQueryOptions, enrollmentCardsQueryOptions } from "../api/learning-queries";
import { CertificateCard, CertificateCardSkeleton } from "../components/certificate-card";
import { LearningStatCard, StatGrid } from "../components/learning-stat-card";

/** SPEC §9: 6 certificate skeletons. */
const SKELETONS = 6;

function highlightedCourseId(search: string): number | null {
  const value = new URLSearchParams(search).get("course");
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export default function CertificatesPage() {
  const { user } = useCurrentUser();
  const certificatesQuery = useQuery(certificatesQueryOptions());
  const enrollmentsQuery = useQuery(enrollmentCardsQueryOptions());
  const highlighted = highlightedCourseId(useSearch());

  const certificates = certificatesQuery.data;
  const counts = enrollmentsQuery.data ? countEnrollments(enrollmentsQuery.data) : undefined;
  const orDash = (isError: boolean) => (isError ? "—" : undefined);

  const skeletons = (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading your certificates">
      {Array.from({ length: SKELETONS }, (_, i) => (
        <CertificateCardSkeleton key={i} />
      ))}
    </div>
  );

  return (
    <div className="space-y-6">
      <PageHeader title="Certificates" description="Certificates of the courses you have completed." />

      <StatGrid columns={3}>
        <LearningStatCard
          label="Certificates Earned"
          value={certificates?.length ?? orDash(certificatesQuery.isError)}
          icon={Award}
          tone="bg-amber-500/10 text-amber-600"
          testId="stat-certificates-earned"
        />
        <LearningStatCard
          label="In Progress"
          value={counts?.inProgress ?? orDash(enrollmentsQuery.isError)}
          hint="Courses on their way to a certificate"
          icon={Loader}
          tone="bg-blue-500/10 text-blue-600"
          testId="stat-certificates-in-progress"
        />
        <LearningStatCard
          label="Total Enrolled"
          value={counts?.enrolled ?? orDash(enrollmentsQuery.isError)}
          icon={BookOpen}
          testId="stat-certificates-enrolled"
        />
      </StatGrid>

      <QueryView
        query={certificatesQuery}
        what="your certificates"
        errorTestId="error-certificates"
        loading={skeletons}
        isEmpty={(certificates) => certificates.length === 0}
        empty={
          <EmptyState
            icon={Award}
            title="No certificates yet"
            description="Finish every lesson of a course to earn its certificate."
            testId="empty-certificates"
            action={
              <Button asChild variant="outline">
                <Link href="/personal/courses" data-testid="link-empty-my-courses">
                  Go to My Courses
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
  return (
    <Card className="border-primary/30 bg-primary/5" data-testid="card-certificate-info">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Info className="h-5 w-5 text-primary" aria-hidden />
          About your certificates
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          <li>Each certificate carries a unique ID of the form GSM-course-learner.</li>
          <li>Download gives a PDF you can print or attach to a job application.</li>
          <li>Share sends the public verification page: anyone with the link can confirm your name, the course and the completion date.</li>
        </ul>
      </CardContent>
    </Card>
  );
}

import { Award, ShieldAlert } from "lucide-react";
import { useParams } from "wouter";
import { certificateId } from "@shared/constants";
import { idParam } from "@shared/schemas/common";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const parsed = idParam.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Public certificate page /certificate/{courseId}/{userId} (PRODUCT §4). */
export default function CertificatePage() {
  const params = useParams<{ courseId: string; userId: string }>();
  const courseId = parseId(params.courseId);
  const userId = parseId(params.userId);

  if (courseId === null || userId === null) {
    return (
      <EmptyState
        icon={ShieldAlert}
        title="This certificate is not valid"
        description="The certificate link is incomplete or malformed."
        testId="certificate-invalid"
      />
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Certificate Verification"
        description={
          <>
            Certificate ID <span className="font-mono" data-testid="text-certificate-id">{certificateId(courseId, userId)}</span>
          </>
        }
      />
      <EmptyState
        icon={Award}
        title="This certificate cannot be verified yet"
        description="The learner's name, course and completion date will be shown here once verification is available."
        testId="certificate-unverified"
      />
    </div>
  );
}

import { Award } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";

export default function CertificatesPage() {
  return (
    <div>
      <PageHeader title="Certificates" description="Certificates of the courses you have completed." />
      <EmptyState
        icon={Award}
        title="No certificates yet"
        description="Complete a course to earn your first certificate."
        testId="empty-certificates"
      />
    </div>
  );
}

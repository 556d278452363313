import { PageHeader } from "@/components/page-header";
import { PlatformStatusCard } from "../components/platform-status-card";

export default function AdminSettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Platform Settings" description="Configure registration, courses, email, security and maintenance." />
      <PlatformStatusCard />
    </div>
  );
}

import { Settings } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";

export default function LearnerSettingsPage() {
  return (
    <div>
      <PageHeader
        title="Settings"
        description="Notifications, privacy, learning preferences and display."
        actions={
          <Button asChild variant="outline">
            <Link href="/personal/profile" data-testid="link-back-to-profile">
              Back to Profile
            </Link>
          </Button>
        }
      />
      <EmptyState
        icon={Settings}
        title="Settings are not available yet"
        description="Your notification, privacy, learning and display preferences will be managed here."
        testId="empty-learner-settings"
      />
    </div>
  );
}

import { ChartColumn } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";

export default function AdminAnalyticsPage() {
  return (
    <div>
      <PageHeader title="Analytics" description="Users, revenue and course performance." />
      <EmptyState
        icon={ChartColumn}
        title="No analytics data yet"
        description="Trends, charts and top courses will appear here once they are computed from platform activity."
        testId="empty-admin-analytics"
      />
    </div>
  );
}

import { BookOpen, Compass } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth";

export default function PersonalDashboardPage() {
  const { user } = useCurrentUser();
  const name = user?.firstName?.trim() || user?.username || "";

  return (
    <div className="space-y-8">
      <PageHeader
        title={<span data-testid="text-greeting">Welcome back, {name}!</span>}
        description="Pick up where you left off or discover something new."
        actions={
          <Button asChild>
            <Link href="/personal/browse" data-testid="link-browse-courses">
              <Compass aria-hidden />
              Browse Courses
            </Link>
          </Button>
        }
      />
      <section aria-labelledby="continue-learning-heading" className="space-y-4">
        <h2 id="continue-learning-heading" className="text-xl font-semibold">
          Continue Learning
        </h2>
        <EmptyState
          icon={BookOpen}
          title="No courses in progress"
          description="Courses you enrol in will appear here with your progress."
          testId="empty-continue-learning"
        />
      </section>
    </div>
  );
}

import { Compass, Wallet } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth";
import { AffiliateCodeCard } from "../components/affiliate-code-card";

export default function EntrepreneurDashboardPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const name = user.firstName?.trim() || user.username;

  return (
    <div className="space-y-8">
      <PageHeader
        title="Entrepreneur Dashboard"
        description={<span data-testid="text-greeting">Welcome back, {name}! Promote courses and track your earnings.</span>}
        actions={
          <Button asChild variant="outline">
            <Link href="/entrepreneur/courses" data-testid="link-browse-courses">
              <Compass aria-hidden />
              Browse Courses
            </Link>
          </Button>
        }
      />
      <AffiliateCodeCard user={user} />
      <section aria-labelledby="recent-commissions-heading" className="space-y-4">
        <div className="flex items-center justify-between">
          <h2 id="recent-commissions-heading" className="text-xl font-semibold">
            Recent Commissions
          </h2>
          <Button asChild variant="link">
            <Link href="/entrepreneur/commissions" data-testid="link-view-all-commissions">
              View All
            </Link>
          </Button>
        </div>
        <EmptyState
          icon={Wallet}
          title="No commissions yet"
          description="Commissions from sales made through your affiliate code will appear here."
          testId="empty-recent-commissions"
        />
      </section>
    </div>
  );
}

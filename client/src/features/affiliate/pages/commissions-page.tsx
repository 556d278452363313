import { ArrowLeft, Wallet } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";

export default function CommissionsPage() {
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/entrepreneur" data-testid="link-back-dashboard">
          <ArrowLeft aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
      <PageHeader title="Commission Tracking" description="Every commission you have earned and its payout status." />
      <EmptyState
        icon={Wallet}
        title="No commissions yet"
        description="Commissions from sales made through your affiliate code will appear here."
        testId="empty-commissions"
      />
    </div>
  );
}

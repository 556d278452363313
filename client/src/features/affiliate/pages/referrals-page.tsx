import { Copy, Megaphone, Share2, Users } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth";
import { copyToClipboard } from "@/lib/clipboard";
import { affiliateLinkFor } from "../api/affiliate-link";

export default function ReferralsPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const { link } = affiliateLinkFor(user);

  return (
    <div>
      <PageHeader
        title="Referrals"
        description="People who joined through your affiliate link."
        actions={
          <>
            <Button onClick={() => copyToClipboard(link, "Link copied!")} data-testid="button-share-link">
              <Share2 aria-hidden />
              Share Link
            </Button>
            <Button asChild variant="outline">
              <Link href="/entrepreneur/tools" data-testid="link-marketing-tools">
                <Megaphone aria-hidden />
                Marketing Tools
              </Link>
            </Button>
          </>
        }
      />
      <EmptyState
        icon={Users}
        title="No Referrals Yet"
        description="Share your affiliate link; people who sign up through it will appear here."
        testId="empty-referrals"
        action={
          <Button variant="outline" onClick={() => copyToClipboard(link, "Link copied!")} data-testid="button-copy-affiliate-link">
            <Copy aria-hidden />
            Copy Affiliate Link
          </Button>
        }
      />
    </div>
  );
}

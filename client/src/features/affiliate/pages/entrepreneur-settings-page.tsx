import type { ReactNode } from "react";
import { PAYOUT } from "@shared/constants";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { displayName, useCurrentUser } from "@/features/auth";
import { formatCents, formatDate } from "@/lib/format";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-right text-sm font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export default function EntrepreneurSettingsPage() {
  const { user } = useCurrentUser();
  if (!user) return null;

  return (
    <div className="space-y-6">
      <PageHeader title="Settings" description="Your account and payout information." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card data-testid="card-account-status">
          <CardHeader>
            <CardTitle className="text-lg">Account Status</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y">
              <Row label="Name" testId="text-account-name">{displayName(user)}</Row>
              <Row label="Email" testId="text-account-email">{user.email}</Row>
              <Row label="Status" testId="text-account-status">
                <Badge variant={user.status === "active" ? "success" : "destructive"} className="capitalize">
                  {user.status}
                </Badge>
              </Row>
              <Row label="Member Since" testId="text-member-since">{formatDate(user.createdAt, "Recently")}</Row>
              {user.businessName && <Row label="Business" testId="text-business-name">{user.businessName}</Row>}
            </dl>
          </CardContent>
        </Card>
        <Card data-testid="card-payout-info">
          <CardHeader>
            <CardTitle className="text-lg">Payouts</CardTitle>
            <CardDescription>How and when commissions are paid.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              <li>Commissions are processed monthly.</li>
              <li>Minimum payout: {formatCents(PAYOUT.minimumCents)}.</li>
              <li>Processing time: {PAYOUT.processingText}.</li>
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

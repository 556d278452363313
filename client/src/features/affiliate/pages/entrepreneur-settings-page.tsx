import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { PAYOUT } from "@shared/constants";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName, useCurrentUser } from "@/features/auth";
import { ChangePasswordForm } from "@/features/auth/forms";
import { formatCents, formatDate, formatMoney, statusLabel } from "@/lib/format";
import { entrepreneurProfileQueryOptions, entrepreneurStatsQueryOptions } from "../api/affiliate-queries";
import { EntrepreneurProfileForm } from "../components/entrepreneur-profile-form";

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
  const profile = useQuery(entrepreneurProfileQueryOptions());
  const stats = useQuery(entrepreneurStatsQueryOptions());
  if (!user) return null;
  const s = stats.data;

  return (
    <div className="space-y-6">
      <PageHeader title="Settings" description="Your profile, payout details and notifications." />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <QueryView query={profile} what="your settings" loading={<Skeleton className="h-96 w-full" />}>
            {(data) => <EntrepreneurProfileForm profile={data} />}
          </QueryView>
          <div className="mt-6">
            <ChangePasswordForm />
          </div>
        </div>
        <div className="space-y-6">
          <Card data-testid="card-account-status">
            <CardHeader>
              <CardTitle className="text-lg">Account Status</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y">
                <Row label="Name" testId="text-account-name">
                  {displayName(user)}
                </Row>
                <Row label="Status" testId="text-account-status">
                  <Badge variant={user.status === "active" ? "success" : "destructive"}>{statusLabel(user.status)}</Badge>
                </Row>
                <Row label="Affiliate code" testId="text-account-code">
                  {profile.data?.affiliateCode ?? user.affiliateCode ?? ""}
                </Row>
                <Row label="Member Since" testId="text-member-since">
                  {formatDate(user.createdAt, "Recently")}
                </Row>
              </dl>
            </CardContent>
          </Card>
          <Card data-testid="card-quick-stats">
            <CardHeader>
              <CardTitle className="text-lg">Quick Stats</CardTitle>
            </CardHeader>
            <CardContent>
              {stats.isError ? (
                <p className="text-sm text-muted-foreground">Could not load your figures.</p>
              ) : (
                <dl className="divide-y">
                  <Row label="Referrals" testId="text-quick-referrals">
                    {s ? s.referrals : "…"}
                  </Row>
                  <Row label="Total earned" testId="text-quick-total">
                    {s ? formatMoney(s.totalEarnings) : "…"}
                  </Row>
                  <Row label="This month" testId="text-quick-month">
                    {s ? formatMoney(s.earningsThisMonth) : "…"}
                  </Row>
                </dl>
              )}
            </CardContent>
          </Card>
          <Card data-testid="card-payout-info">
            <CardHeader>
              <CardTitle className="text-lg">Payouts</CardTitle>
              <CardDescription>How and when commissions are paid.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                <li>Commissions are processed monthly, once they are {PAYOUT.holdDays} days old.</li>
                <li>Minimum payout: {formatCents(PAYOUT.minimumCents)}.</li>
                <li>Processing time: {PAYOUT.processingText}.</li>
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

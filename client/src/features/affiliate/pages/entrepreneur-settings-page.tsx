import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { PAYOUT } from "@shared/constants";
import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName, useCurrentUser } from "@/features/auth";
import { ChangePasswordForm, SessionsCard, TwoFactorCard } from "@/features/auth/forms";
import { DataExportCard, LanguageTimezoneCard } from "@/features/learning/forms";
import { formatCents, formatDate, formatMoney, formatNumber } from "@/lib/format";
import { useStatusText } from "../components/status-text";
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
  const { t } = useTranslation("affiliate");
  const statusText = useStatusText();
  const { user } = useCurrentUser();
  const profile = useQuery(entrepreneurProfileQueryOptions());
  const stats = useQuery(entrepreneurStatsQueryOptions());
  if (!user) return null;

  return (
    <div className="space-y-6">
      <PageHeader title={t("settings.title")} description={t("settings.description")} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <QueryView query={profile} what={t("what.settings")} loading={<Skeleton className="h-96 w-full" />}>
            {(data) => <EntrepreneurProfileForm profile={data} />}
          </QueryView>
          <div className="mt-6">
            <LanguageTimezoneCard />
          </div>
          <div className="mt-6">
            <ChangePasswordForm />
            <SessionsCard />
          </div>
          <div className="mt-6">
            <TwoFactorCard />
          </div>
          <div className="mt-6">
            <DataExportCard />
          </div>
        </div>
        <div className="space-y-6">
          <Card data-testid="card-account-status">
            <CardHeader>
              <CardTitle className="text-lg">{t("settings.account.title")}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y">
                <Row label={t("settings.account.name")} testId="text-account-name">
                  {displayName(user)}
                </Row>
                <Row label={t("settings.account.status")} testId="text-account-status">
                  <Badge variant={user.status === "active" ? "success" : "destructive"}>{statusText(user.status)}</Badge>
                </Row>
                <Row label={t("tools.link.codeLabel")} testId="text-account-code">
                  {profile.data?.affiliateCode ?? user.affiliateCode ?? ""}
                </Row>
                <Row label={t("settings.account.memberSince")} testId="text-member-since">
                  {formatDate(user.createdAt, t("settings.account.recently"))}
                </Row>
              </dl>
            </CardContent>
          </Card>
          <Card data-testid="card-quick-stats">
            <CardHeader>
              <CardTitle className="text-lg">{t("settings.quick.title")}</CardTitle>
            </CardHeader>
            <CardContent>
              <QueryView
                query={stats}
                what={t("what.figures")}
                errorTestId="error-quick-stats"
                compact
                loading={<Skeleton className="h-28 w-full" />}
              >
                {(s) => (
                  <dl className="divide-y">
                    <Row label={t("referrals.title")} testId="text-quick-referrals">
                      {formatNumber(s.referrals)}
                    </Row>
                    <Row label={t("settings.quick.totalEarned")} testId="text-quick-total">
                      {formatMoney(s.totalEarnings)}
                    </Row>
                    <Row label={t("settings.quick.thisMonth")} testId="text-quick-month">
                      {formatMoney(s.earningsThisMonth)}
                    </Row>
                  </dl>
                )}
              </QueryView>
            </CardContent>
          </Card>
          <Card data-testid="card-payout-info">
            <CardHeader>
              <CardTitle className="text-lg">{t("payouts.title")}</CardTitle>
              <CardDescription>{t("settings.payouts.description")}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                <li>{t("settings.payouts.monthly", { days: PAYOUT.holdDays })}</li>
                <li>{t("settings.payouts.minimum", { amount: formatCents(PAYOUT.minimumCents) })}</li>
                <li>{t("settings.payouts.processing")}</li>
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
